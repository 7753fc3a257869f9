import type { WxtBrowser } from 'wxt/browser';
import { expect, test } from './fixtures.ts';
import { english, openDemo, refuseToolbarPopup } from './pages/in-page-demo.ts';
import { PopupPage } from './pages/popup-page.ts';

declare const chrome: WxtBrowser;

test.describe("in-page picker: its frame, its token, the page's policy (Chromium)", () => {
  test('a page cannot frame the picker, and the picker without a good token is refused every call', async ({
    context,
    serviceWorker,
    env,
    control,
  }) => {
    const { page, panel } = await openDemo(context, serviceWorker, env.demoUrl, '#demo-input');
    await panel.pressShortcut(await panel.tabId());
    const used = (await panel.waitForTiles()).url();
    // What the panel and the background ask by themselves (its suggestions row, the random ID)
    // has reached the service before the panel closes and the count starts.
    await expect
      .poll(async () => (await control.requests()).map((request) => request.operation))
      .toEqual(expect.arrayContaining(['trending.searches', 'randomid']));
    await panel.pressEscapeToClose();
    await control.reset();
    const { protocol, host } = new URL(used);
    const attempts = [
      `${protocol}//${host}/panel.html`,
      `${protocol}//${host}/panel.html?token=${crypto.randomUUID()}`,
      used,
    ];

    // Framed by the page: Chromium serves the frame's page only under the per-session host
    // (`use_dynamic_url`), which no page knows, so the page gets an error page.
    for (const [index, src] of attempts.entries()) {
      await page.evaluate(
        ({ src, index }) => {
          const frame = document.createElement('iframe');
          frame.src = src;
          frame.name = `attempt-${index}`;
          document.body.append(frame);
        },
        { src, index },
      );
      await expect
        .poll(() => page.frame({ name: `attempt-${index}` })?.url())
        .toBe('chrome-error://chromewebdata/');
    }
    // Loaded anyway (here as a tab of its own): a refusal, and the background refuses every message.
    const tab = await context.newPage();
    for (const src of attempts) {
      await tab.goto(src);
      await expect(tab.locator('body')).toHaveText(english('panelRefused'));
      const answer = await tab.evaluate(() => chrome.runtime.sendMessage({ type: 'trending', kind: 'gifs' }));
      expect(answer).toMatchObject({ ok: false, error: { kind: 'not-allowed' } });
    }
    // No operation reached the service for the refused pages (the closed panel's media and
    // pingbacks may still arrive after the reset: they are not the API's).
    expect((await control.requests()).filter((request) => request.server === 'api')).toEqual([]);
  });

  test("a page whose policy allows no frame (frame-src 'none') still gets the panel", async ({
    context,
    serviceWorker,
    env,
  }) => {
    const { panel } = await openDemo(
      context,
      serviceWorker,
      `${env.demoUrl}?frame-src=none`,
      '#demo-textarea',
    );
    await panel.pressShortcut(await panel.tabId());
    // The browser keeps the page's own frames out, not the extension's: the panel shows its tiles.
    await panel.waitForTiles();
    await expect(panel.host).toBeVisible();
  });

  test('a page that removes the panel gets the picker window, which says why and inserts', async ({
    context,
    serviceWorker,
    env,
  }) => {
    await refuseToolbarPopup(serviceWorker);
    const { page, field, panel } = await openDemo(
      context,
      serviceWorker,
      `${env.demoUrl}?clean-dom`,
      '#demo-textarea',
    );
    // Its first word clears after 5 s, which a loaded machine may spend before the check.
    await PopupPage.keepWordsIn(context);
    const window = context.waitForEvent('page', (opened) => opened.url().includes('/popup.html'));
    await panel.pressShortcut(await panel.tabId());
    const picker = await window;
    await expect(panel.host).toHaveCount(0);
    await expect.poll(() => PopupPage.of(picker).lastWord()).toBe(english('panelFrameBlocked'));
    await PopupPage.of(picker).waitForTiles();
    await page.bringToFront();
    await PopupPage.of(picker).tiles.first().click();
    await expect(field).toHaveValue(/^Hello https?:\/\/\S+ world$/);
  });
});
