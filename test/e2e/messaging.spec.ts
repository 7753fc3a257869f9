import type { WxtBrowser } from 'wxt/browser';
import { expect, test } from './fixtures.ts';

/** The extension API inside the browser, for functions Playwright runs there. */
declare const chrome: WxtBrowser;

/** Runs in a web page: tries to reach the extension the way a hostile page would. */
async function askFromWebPage(extensionId: string) {
  const runtime = (globalThis as { chrome?: Partial<WxtBrowser> }).chrome?.runtime;
  if (typeof runtime?.sendMessage !== 'function')
    return { answer: undefined, reason: 'no chrome.runtime.sendMessage' };
  try {
    return { answer: await runtime.sendMessage(extensionId, { type: 'getStatus' }), reason: 'answered' };
  } catch (error) {
    return { answer: undefined, reason: String(error) };
  }
}

test.describe('who may ask for the status', () => {
  test('a web page gets nothing: the extension declares no externally_connectable', async ({
    page,
    env,
    extensionId,
  }) => {
    await page.goto(env.demoUrl);
    const result = await page.evaluate(askFromWebPage, extensionId);
    expect(result.answer).toBeUndefined();
  });

  test('a content script gets nothing, though it carries the extension id', async ({
    page,
    env,
    serviceWorker,
  }) => {
    await page.goto(env.demoUrl);
    // Injected by the background the way the insertion code will be: an isolated-world script
    // whose messages carry the extension's id and the web page's URL.
    const result = await serviceWorker.evaluate(async (demoUrl) => {
      const [tab] = await chrome.tabs.query({ url: demoUrl });
      if (tab?.id === undefined) throw new Error(`no tab at ${demoUrl}`);
      const [injection] = await chrome.scripting.executeScript({
        target: { tabId: tab.id },
        func: async () => {
          try {
            return { answer: await chrome.runtime.sendMessage({ type: 'getStatus' }), reason: 'answered' };
          } catch (error) {
            return { answer: undefined, reason: String(error) };
          }
        },
      });
      return injection?.result;
    }, env.demoUrl);
    expect(result).toBeDefined();
    expect(result?.answer).toBeUndefined();
  });

  test('the same request from an extension page is answered (the checks above are not vacuous)', async ({
    popupPage,
    env,
  }) => {
    await popupPage.open();
    const status = await popupPage.page.evaluate(() => chrome.runtime.sendMessage({ type: 'getStatus' }));
    expect(status).toMatchObject({ baseUrl: env.baseUrl });
  });
});
