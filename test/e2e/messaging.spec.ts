import type { WxtBrowser } from 'wxt/browser';
import { MESSAGE_TYPES, MESSAGES } from '../../src/messaging/messages.ts';
import { keysFromEnv } from '../service/keys.ts';
import { expect, test } from './fixtures.ts';

// One browser for the file, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

/** The extension API inside the browser, for functions Playwright runs there. */
declare const chrome: WxtBrowser;

/** One request of every message type, with plausible fields, so only the sender check can stop it. */
const EVERY_REQUEST = MESSAGE_TYPES.map((type) => ({
  type,
  kind: 'gifs',
  q: 'happy',
  s: 'happy',
  id: 'x',
  ids: ['x'],
  term: 'happy',
  key: 'gifdrop-beta-key-0001',
  action: 'onload',
  url: 'https://example.test/',
  ts: Date.now(),
  tabId: 1,
  itemId: 'x',
  pickId: 'x',
  inserted: true,
  baseUrl: 'https://evil.example.test',
  uploadUrl: 'https://evil.example.test',
  words: 'happy',
  command: '/gif happy',
  origin: 'https://evil.example.test',
}));

/** Runs in a web page: tries to reach the extension and its data the way a hostile page would. */
async function probeFromWebPage({ extensionId, requests }: { extensionId: string; requests: object[] }) {
  const runtime = (globalThis as { chrome?: Partial<WxtBrowser> }).chrome?.runtime;
  const answers: unknown[] = [];
  for (const request of requests) {
    try {
      answers.push(await runtime?.sendMessage?.(extensionId, request));
    } catch (error) {
      answers.push(String(error));
    }
  }
  const databases = (await indexedDB.databases()).map((db) => db.name);
  return {
    hasRuntime: typeof runtime?.sendMessage === 'function',
    answers,
    databases,
    storage: typeof (globalThis as { chrome?: { storage?: unknown } }).chrome?.storage,
  };
}

test.describe('nobody but the extension pages gets the key', () => {
  test('a web page reaches nothing: no externally_connectable, no storage, not our IndexedDB', async ({
    page,
    env,
    extensionId,
  }) => {
    await page.goto(env.demoUrl);
    const result = await page.evaluate(probeFromWebPage, { extensionId, requests: EVERY_REQUEST });
    expect(JSON.stringify(result)).not.toContain(env.apiKey);
    expect(result.answers.every((answer) => answer === undefined || typeof answer === 'string')).toBe(true);
    expect(result.storage).toBe('undefined');
    expect(result.databases).not.toContain('gifdrop-background');
  });

  test('a content script gets a refusal for every message and no key from any storage it can read', async ({
    control,
    api,
    context,
    env,
    serviceWorker,
  }) => {
    // A user key as well as the build's: neither may show.
    await api.open();
    const userKey = keysFromEnv().production;
    await api.value({ type: 'setKey', key: userKey });
    const web = await context.newPage();
    await web.goto(env.demoUrl);
    // Injected by the background the way the insertion script is: an isolated-world script whose
    // messages carry the extension's id and the web page's URL.
    const result = await serviceWorker.evaluate(
      async ({ demoUrl, requests }) => {
        const [tab] = await chrome.tabs.query({ url: demoUrl });
        if (tab?.id === undefined) throw new Error(`no tab at ${demoUrl}`);
        const [injection] = await chrome.scripting.executeScript({
          target: { tabId: tab.id },
          args: [requests],
          func: async (all: object[]) => {
            const answers: unknown[] = [];
            for (const request of all) {
              try {
                answers.push(await chrome.runtime.sendMessage(request));
              } catch (error) {
                answers.push(String(error));
              }
            }
            const read = async (area: string) => {
              try {
                const areas = chrome.storage as unknown as Record<
                  string,
                  { get(keys: null): Promise<unknown> }
                >;
                return await areas[area]?.get(null);
              } catch (error) {
                return String(error);
              }
            };
            return {
              answers,
              local: await read('local'),
              sync: await read('sync'),
              session: await read('session'),
              databases: (await indexedDB.databases()).map((db) => db.name),
            };
          },
        });
        return injection?.result;
      },
      { demoUrl: env.demoUrl, requests: EVERY_REQUEST },
    );
    expect(result).toBeDefined();
    const text = JSON.stringify(result);
    expect(text).not.toContain(env.apiKey);
    expect(text).not.toContain(userKey);
    MESSAGE_TYPES.forEach((type, index) => {
      // `/gif` is on for no site here: its message is refused for the page's site itself.
      const expected =
        MESSAGES[type].from === 'pages' || type === 'openGifCommand' ? 'not-allowed' : 'not-found';
      expect(result?.answers[index], type).toMatchObject({ ok: false, error: { kind: expected } });
    });
    expect(result?.databases).not.toContain('gifdrop-background');
    // Nothing the content script sent changed anything: the key and addresses are as they were.
    expect(await api.value({ type: 'getKeyStatus' })).toMatchObject({ source: 'user' });
    expect((await api.value({ type: 'getServiceAddresses' })).custom).toBe(false);
    expect((await control.requests()).some((r) => r.rawQuery.includes('gifdrop-beta-key-0001'))).toBe(false);
  });

  test('the same requests from an extension page are answered (the checks above are not vacuous)', async ({
    api,
    env,
  }) => {
    await api.open();
    expect(await api.value({ type: 'getStatus' })).toMatchObject({ baseUrl: env.baseUrl, hasKey: true });
  });
});
