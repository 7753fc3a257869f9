import type { WxtBrowser } from 'wxt/browser';
import { expect, test } from './fixtures.ts';

/** The extension API inside the browser, for functions Playwright runs there. */
declare const chrome: WxtBrowser;

test.describe('background', () => {
  test('the service worker starts and logs the test service it talks to', async ({ launched, env }) => {
    expect(new URL(launched.serviceWorker.url()).pathname).toBe('/background.js');
    await expect
      .poll(() => launched.workerConsole)
      .toContain(`GifDrop background started; service ${env.baseUrl}`);
    // The key is configured, but must never be logged.
    expect(launched.workerConsole.join('\n')).not.toContain(env.apiKey);
  });

  test('answers getStatus from its own page with the test service', async ({ popupPage, env }) => {
    await popupPage.open();
    const answer = await popupPage.page.evaluate(() => chrome.runtime.sendMessage({ type: 'getStatus' }));
    expect(answer).toEqual({
      ok: true,
      value: { baseUrl: env.baseUrl, uploadUrl: env.uploadUrl, hasKey: true, key: { source: 'build' } },
    });
  });
});
