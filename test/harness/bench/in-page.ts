/**
 * The in-page picker against the toolbar popup, side by side in one browser (issue 16): from the
 * shortcut to the panel on screen (target ≤ 150 ms, warm browser), and to its first row of loaded
 * images, against the popup's open to its first row (target: no later). Runs alternate, median
 * of 9. The popup's time starts at its navigation (a real toolbar popup adds the browser's own
 * opening before that); the panel's at the command handler, so the panel carries its whole path:
 * injection, token, frame, claim.
 */
import type { Frame, Page } from '@playwright/test';
import type { WxtBrowser } from 'wxt/browser';
import { launchWithExtension } from '../chromium.ts';
import { startDemoServer } from '../demo-server.ts';
import { POPUP_FIRST_ROW } from './open-speed.ts';
import { median, ms } from './stats.ts';

declare const chrome: WxtBrowser;

const RUNS = Number(process.env.BENCH_PANEL_RUNS ?? 9);
const OPEN_TARGET_MS = 150;

/**
 * Absolute time (ms since the epoch, sub-millisecond) of the first frame with the first row in,
 * watched from when it is evaluated (the panel's frame has no init script of ours).
 */
const FIRST_ROW_AT = `(${POPUP_FIRST_ROW}, window.firstRow.then((at) => performance.timeOrigin + at))`;
/** Absolute time at which the panel's host became visible on the page. */
const HOST_VISIBLE_AT = `new Promise((resolve) => {
  const check = () => {
    const host = document.querySelector('gifdrop-panel');
    if (host && getComputedStyle(host).visibility === 'visible') resolve(performance.timeOrigin + performance.now());
    else requestAnimationFrame(check);
  };
  check();
})`;

async function panelFrame(page: Page): Promise<Frame> {
  for (;;) {
    const frame = page.frames().find((candidate) => candidate.url().includes('/panel.html'));
    if (frame) return frame;
    await page.waitForTimeout(5);
  }
}

export async function benchInPage(extensionDir: string, executablePath: string): Promise<void> {
  const demo = await startDemoServer(0);
  const { context, extensionId, serviceWorker } = await launchWithExtension({
    extensionDir,
    executablePath,
    headless: true,
  });
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto(demo.url);
    const tabId = (await serviceWorker.evaluate(
      async (url) => (await chrome.tabs.query({})).find((tab) => tab.url === url)?.id,
      demo.url,
    )) as number;
    const openPanel = async () => {
      await page.bringToFront();
      await page.locator('#demo-textarea').click();
      const visible = page.evaluate(HOST_VISIBLE_AT) as Promise<number>;
      const pressed = (await serviceWorker.evaluate((tabId) => {
        const at = performance.timeOrigin + performance.now();
        (
          globalThis as {
            __gifdropTestHooks?: { launchers: { onCommand(c: string, t: { id: number }): void } };
          }
        ).__gifdropTestHooks?.launchers.onCommand('open-picker', { id: tabId });
        return at;
      }, tabId)) as number;
      const frame = await panelFrame(page);
      const firstRow = (await frame.evaluate(FIRST_ROW_AT)) as number;
      const open = (await visible) - pressed;
      await page.keyboard.press('Escape');
      await page.locator('gifdrop-panel').waitFor({ state: 'detached' });
      return { open, firstRow: firstRow - pressed };
    };
    const openPopup = async () => {
      const popup = await context.newPage();
      await popup.setViewportSize({ width: 400, height: 600 });
      // Watched from the document's start, as open-speed.ts does.
      await popup.addInitScript(POPUP_FIRST_ROW);
      await popup.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}`);
      const time = (await popup.evaluate('window.firstRow')) as number;
      await popup.close();
      return time;
    };
    // Unmeasured: the worker is warm, both have seen trending's media once.
    await openPanel();
    await openPopup();
    const panel = { open: [] as number[], firstRow: [] as number[] };
    const popup: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const order = run % 2 === 0 ? ['panel', 'popup'] : ['popup', 'panel'];
      for (const which of order) {
        if (which === 'popup') popup.push(await openPopup());
        else {
          const times = await openPanel();
          panel.open.push(times.open);
          panel.firstRow.push(times.firstRow);
        }
      }
    }
    const open = median(panel.open);
    const firstRow = median(panel.firstRow);
    const popupRow = median(popup);
    console.log(`In-page picker against the toolbar popup (median of ${RUNS}, alternating, warm worker):`);
    console.log(
      `  shortcut to panel on screen       ${ms(open).padStart(7)}  (target ≤ ${OPEN_TARGET_MS} ms) ${open <= OPEN_TARGET_MS ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  first row loaded                  panel ${ms(firstRow).padStart(7)}  popup ${ms(popupRow).padStart(7)}  ${(firstRow / popupRow).toFixed(2)}× (target ≤ 1×) ${firstRow <= popupRow ? 'met' : 'NOT met'}`,
    );
  } finally {
    await context.close();
    await demo.close();
  }
}
