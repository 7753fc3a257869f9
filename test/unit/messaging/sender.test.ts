import { describe, expect, it } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { isOwnExtensionPage } from '../../../src/messaging/index.ts';

type Sender = Browser.runtime.MessageSender;
const own = () => ({
  id: fakeBrowser.runtime.id,
  origin: fakeBrowser.runtime.getURL('/').replace(/\/$/, ''),
});

describe('isOwnExtensionPage', () => {
  it.each<[string, () => Sender]>([
    ['the popup', () => ({ id: own().id, url: `${own().origin}/popup.html` })],
    [
      'the options page in a tab',
      () => ({ id: own().id, url: `${own().origin}/options.html`, tab: { id: 3 } as never }),
    ],
  ])('accepts %s', (_name, sender) => {
    expect(isOwnExtensionPage(sender(), fakeBrowser.runtime)).toBe(true);
  });

  it.each<[string, () => Sender]>([
    // A content script shares the extension id but reports the URL of the page it runs in.
    [
      'a content script',
      () => ({ id: own().id, url: 'https://example.test/compose', tab: { id: 7 } as never }),
    ],
    ['a web page', () => ({ url: 'https://example.test/', origin: 'https://example.test' })],
    ['a foreign extension', () => ({ id: 'someoneelse', url: 'chrome-extension://someoneelse/popup.html' })],
    [
      'a foreign extension claiming our id',
      () => ({ id: own().id, url: 'chrome-extension://someoneelse/x.html' }),
    ],
    ['a sender without a URL', () => ({ id: own().id })],
    ['a sender with a malformed URL', () => ({ id: own().id, url: 'not a url' })],
  ])('rejects %s', (_name, sender) => {
    expect(isOwnExtensionPage(sender(), fakeBrowser.runtime)).toBe(false);
  });

  it('compares scheme and host, which also works for moz-extension: URLs', () => {
    const runtime = {
      id: 'gifdrop@gifdrop.app',
      getURL: (p: string) => `moz-extension://1234-abcd/${p.slice(1)}`,
    };
    const sender = { id: 'gifdrop@gifdrop.app', url: 'moz-extension://1234-abcd/popup.html' };
    expect(isOwnExtensionPage(sender, runtime)).toBe(true);
    expect(isOwnExtensionPage({ ...sender, url: 'moz-extension://9999-ffff/popup.html' }, runtime)).toBe(
      false,
    );
  });
});
