import { afterEach, describe, expect, it } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing';
import { startBackground } from '../../../src/background/index.ts';
import type { ServiceDefaults } from '../../../src/config/service-defaults.ts';

const service: ServiceDefaults = {
  baseUrl: 'http://127.0.0.1:8470',
  uploadUrl: 'http://127.0.0.1:8471',
  apiKey: 'secret-dev-key',
};

const pageSender = (path: string): Browser.runtime.MessageSender => ({
  id: fakeBrowser.runtime.id,
  url: fakeBrowser.runtime.getURL(path),
});

/** Delivers a message the way the browser would and returns what the background answered. */
async function deliver(message: unknown, sender: Browser.runtime.MessageSender): Promise<unknown[]> {
  return fakeBrowser.runtime.onMessage.trigger(message, sender);
}

describe('startBackground: getStatus', () => {
  const stop = new AbortController();
  afterEach(() => stop.abort());

  it('answers the popup with the addresses and whether a key is set, never the key', async () => {
    startBackground({ service, signal: stop.signal });
    const [answer] = await deliver({ type: 'getStatus' }, pageSender('/popup.html'));
    expect(answer).toEqual({ baseUrl: service.baseUrl, uploadUrl: service.uploadUrl, hasKey: true });
    expect(JSON.stringify(answer)).not.toContain(service.apiKey);
  });

  it('reports hasKey: false for a build without a key', async () => {
    startBackground({ service: { ...service, apiKey: undefined }, signal: stop.signal });
    const [answer] = await deliver({ type: 'getStatus' }, pageSender('/options.html'));
    expect(answer).toMatchObject({ hasKey: false });
  });

  it.each<[string, Browser.runtime.MessageSender]>([
    ['a content script', { id: 'test-extension-id', url: 'https://example.test/', tab: { id: 1 } as never }],
    ['a web page', { url: 'https://example.test/', origin: 'https://example.test' }],
    ['a foreign extension', { id: 'other', url: 'chrome-extension://other/popup.html' }],
  ])('gives %s no answer', async (_name, sender) => {
    startBackground({ service, signal: stop.signal });
    expect(await deliver({ type: 'getStatus' }, sender)).toEqual([undefined]);
  });

  it.each([null, 'getStatus', { type: 'getstatus' }, { kind: 'getStatus' }])(
    'ignores the message %j',
    async (message) => {
      startBackground({ service, signal: stop.signal });
      expect(await deliver(message, pageSender('/popup.html'))).toEqual([undefined]);
    },
  );

  it('stops answering once its signal is aborted', async () => {
    const own = new AbortController();
    startBackground({ service, signal: own.signal });
    own.abort();
    expect(await deliver({ type: 'getStatus' }, pageSender('/popup.html'))).toEqual([]);
  });
});
