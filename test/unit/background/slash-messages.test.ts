import { afterEach, describe, expect, it } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startBackground } from '../../../src/background/index.ts';
import { EventStore } from '../../../src/background/pingbacks/index.ts';
import { openStateStore } from '../../../src/background/state-store.ts';
import { CACHED_TRENDING_NAME } from '../../../src/first-paint/trending-cache/first-page.ts';
import type { SlashSiteApis } from '../../../src/slash-gif/registrations.ts';
import { BASE_URL, createFakeService } from './fake-service.ts';

type Sender = Browser.runtime.MessageSender;

const page = (url: string, frameId = 0): Sender => ({
  id: fakeBrowser.runtime.id,
  url,
  tab: { id: 4 } as Browser.tabs.Tab,
  frameId,
});
const options: Sender = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/options.html') };

/** A background whose browser grants `granted`, records injections and answers the panel `opened`. */
function start(granted: string[]) {
  const controller = new AbortController();
  const scripts: string[] = [];
  const injected: unknown[] = [];
  const sent: unknown[] = [];
  const slashSiteApis: SlashSiteApis = {
    permissions: {
      contains: async ({ origins }) => origins.every((origin) => granted.includes(origin)),
      remove: async () => true,
    },
    scripting: {
      registerContentScripts: async (list) => void scripts.push(...list.map((script) => script.id)),
      unregisterContentScripts: async () => undefined,
      getRegisteredContentScripts: async () => scripts.map((id) => ({ id })),
    },
  };
  startBackground({
    service: { baseUrl: BASE_URL, uploadUrl: 'http://127.0.0.1:8471', apiKey: 'key' },
    signal: controller.signal,
    scope: undefined,
    state: openStateStore(`state-${crypto.randomUUID()}`),
    events: new EventStore(`events-${crypto.randomUUID()}`),
    fetch: createFakeService().fetch,
    slashSiteApis,
    inPageApis: {
      scripting: { executeScript: async (injection) => void injected.push(injection) },
      tabs: {
        sendMessage: async (_tab, message) => {
          sent.push(message);
          return 'opened';
        },
      },
    },
  });
  const send = async (message: unknown, sender: Sender) =>
    (await fakeBrowser.runtime.onMessage.trigger(message, sender))[0] as unknown as {
      ok: boolean;
      value?: unknown;
      error?: { kind: string };
    };
  return { send, injected, sent, stop: () => controller.abort() };
}

describe('openGifCommand: only the script on a site the person chose opens the panel', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('opens the panel in the sending frame, searching the words, with the command to replace', async () => {
    const bg = start(['https://chat.test/*']);
    stop = bg.stop;
    expect(await bg.send({ type: 'addGifCommandSite', origin: 'https://chat.test' }, options)).toMatchObject({
      ok: true,
      value: { sites: ['https://chat.test'] },
    });
    const answer = await bg.send(
      { type: 'openGifCommand', words: 'cats', command: '/gif cats' },
      page('https://chat.test/room', 3),
    );
    expect(answer).toEqual({ ok: true, value: { opened: true } });
    expect(bg.injected).toEqual([
      { target: { tabId: 4, frameIds: [3] }, files: ['/content-scripts/in-page.js'] },
    ]);
    expect(bg.sent).toEqual([
      { type: 'gifdrop:panel-open', token: expect.any(String), anchor: 'caret', command: '/gif cats' },
    ]);
  });

  it.each([
    [
      'a site not chosen',
      page('https://elsewhere.test/'),
      { words: 'cats', command: '/gif cats' },
      'not-allowed',
    ],
    [
      'another port of the site',
      page('https://chat.test:8443/'),
      { words: 'cats', command: '/gif cats' },
      'not-allowed',
    ],
    ['an extension page', options, { words: 'cats', command: '/gif cats' }, 'not-allowed'],
    [
      'words that are not the command’s',
      page('https://chat.test/'),
      { words: 'dogs', command: '/gif cats' },
      'bad-message',
    ],
    [
      'a command that is not one',
      page('https://chat.test/'),
      { words: 'cats', command: 'gif cats' },
      'bad-message',
    ],
    [
      'fields of the wrong type',
      page('https://chat.test/'),
      { words: 1, command: '/gif cats' },
      'bad-message',
    ],
  ])('refuses %s', async (_case, sender, fields, kind) => {
    const bg = start(['https://chat.test/*']);
    stop = bg.stop;
    await bg.send({ type: 'addGifCommandSite', origin: 'https://chat.test' }, options);
    const answer = await bg.send({ type: 'openGifCommand', ...fields }, sender);
    expect(answer).toMatchObject({ ok: false, error: { kind } });
    expect(bg.injected).toEqual([]);
  });

  it('reads a frame without an address (about:srcdoc) by its origin, as Chromium gives it', async () => {
    const bg = start(['https://chat.test/*']);
    stop = bg.stop;
    await bg.send({ type: 'addGifCommandSite', origin: 'https://chat.test' }, options);
    const srcdoc = { ...page('about:srcdoc', 5), origin: 'https://chat.test' };
    const answer = await bg.send({ type: 'openGifCommand', words: 'cats', command: '/gif cats' }, srcdoc);
    expect(answer).toEqual({ ok: true, value: { opened: true } });
    const elsewhere = { ...page('about:srcdoc', 5), origin: 'https://elsewhere.test' };
    expect(
      await bg.send({ type: 'openGifCommand', words: 'cats', command: '/gif cats' }, elsewhere),
    ).toMatchObject({
      ok: false,
      error: { kind: 'not-allowed' },
    });
  });

  it('refuses a site whose permission was taken away, and turning a site on from a content script', async () => {
    const granted = ['https://chat.test/*'];
    const bg = start(granted);
    stop = bg.stop;
    await bg.send({ type: 'addGifCommandSite', origin: 'https://chat.test' }, options);
    granted.length = 0;
    const answer = await bg.send(
      { type: 'openGifCommand', words: '', command: '/gif ' },
      page('https://chat.test/'),
    );
    expect(answer).toMatchObject({ ok: false, error: { kind: 'not-allowed' } });
    const fromPage = await bg.send(
      { type: 'addGifCommandSite', origin: 'https://x.test' },
      page('https://x.test/'),
    );
    expect(fromPage).toMatchObject({ ok: false, error: { kind: 'not-allowed' } });
  });
});

describe('claimPanel', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('answers the cached trending answer with the claim only to a frame that asks for it (no storage.session there)', async () => {
    const bg = start(['https://chat.test/*']);
    stop = bg.stop;
    await bg.send({ type: 'addGifCommandSite', origin: 'https://chat.test' }, options);
    const cached = { items: [{ id: 'k1' }], note: 'raw, checked by the frame' };
    await fakeBrowser.storage.session.set({ [CACHED_TRENDING_NAME]: cached });
    const claimOf = async (withCached: boolean) => {
      await bg.send(
        { type: 'openGifCommand', words: 'cats', command: '/gif cats' },
        page('https://chat.test/', 3),
      );
      const { token } = bg.sent.at(-1) as { token: string };
      const frame: Sender = {
        id: fakeBrowser.runtime.id,
        url: fakeBrowser.runtime.getURL(`/panel.html?token=${token}` as '/panel.html'),
        tab: { id: 4 } as Browser.tabs.Tab,
        frameId: 9,
      };
      return bg.send({ type: 'claimPanel', token, ...(withCached ? { withCached } : {}) }, frame);
    };
    expect(await claimOf(true)).toEqual({
      ok: true,
      value: { tabId: 4, frameId: 3, search: 'cats', cached },
    });
    expect(await claimOf(false)).toEqual({ ok: true, value: { tabId: 4, frameId: 3, search: 'cats' } });
  });
});
