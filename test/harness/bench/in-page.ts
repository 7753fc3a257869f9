/**
 * The in-page picker against the toolbar popup, side by side in one browser: from the
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
import { POPUP_FIRST_ROW, ROW_HELPERS } from './open-speed.ts';
import { median, ms } from './stats.ts';

declare const chrome: WxtBrowser;

const RUNS = Number(process.env.BENCH_PANEL_RUNS ?? 9);
export const OPEN_TARGET_MS = 150;
/** A run that has not finished by then is dropped and said: the bench never waits forever. */
const RUN_TIMEOUT_MS = 20_000;

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: not finished in ${RUN_TIMEOUT_MS / 1000} s`)),
      RUN_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Absolute time (ms since the epoch, sub-millisecond) of the first frame with the first row in. */
const FIRST_ROW_AT = `(${POPUP_FIRST_ROW}, window.firstRow.then((at) => performance.timeOrigin + at))`;
/**
 * Watches the demo page from when it is evaluated, before the shortcut: absolute times at which
 * the panel's host was put on the page and became visible.
 */
export const HOST_TIMES = `new Promise((resolve) => {
  const now = () => performance.timeOrigin + performance.now();
  let mounted = NaN;
  const check = () => {
    const host = document.querySelector('gifdrop-panel');
    if (host && Number.isNaN(mounted)) mounted = now();
    if (host && getComputedStyle(host).visibility === 'visible') resolve({ mounted, visible: now() });
    else requestAnimationFrame(check);
  };
  new MutationObserver(() => {
    if (Number.isNaN(mounted) && document.querySelector('gifdrop-panel')) mounted = now();
  }).observe(document.documentElement, { childList: true });
  check();
})`;
/** The panel's own marks (entrypoints/panel/, src/first-paint/popup-head/), as absolute times, once answered. */
const PANEL_MARKS = `new Promise((resolve) => {
  const wait = () => performance.getEntriesByName('gifdrop:answered').length > 0 || performance.now() > 10000 ? resolve() : setTimeout(wait, 10);
  wait();
}).then(() => {
  ${ROW_HELPERS}
  const at = (name) => performance.timeOrigin + (performance.getEntriesByName(name)[0]?.startTime ?? NaN);
  const firstRow = FIRST_ROW(document);
  const urls = new Set(firstRow.map((tile) => tile.querySelector('img:not(.tile-placeholder)')?.src));
  const images = performance.getEntriesByType('resource').filter((entry) => urls.has(entry.name));
  return {
    navigation: performance.timeOrigin,
    head: at('gifdrop:asked'),
    script: at('gifdrop:script'),
    claimed: at('gifdrop:claimed'),
    answered: at('gifdrop:answered'),
    imagesStart: performance.timeOrigin + Math.min(...images.map((entry) => entry.startTime)),
    imagesEnd: performance.timeOrigin + Math.max(...images.map((entry) => entry.responseEnd)),
  };
})`;

/**
 * In an extension tab: opens the toolbar popup and answers the milliseconds from the call to the
 * first frame with the popup's first row in (rAF of the popup's own window, as the bare page and
 * POPUP_FIRST_ROW check theirs). A string, as the other watchers: run as written, not compiled.
 */
const TOOLBAR_POPUP_FIRST_ROW = `(async () => {
  const started = performance.timeOrigin + performance.now();
  await chrome.action.openPopup();
  let popup;
  // No event says the popup's view exists: looked for each millisecond, as its time is measured.
  while (!(popup = chrome.extension.getViews({ type: 'popup' })[0])) await new Promise((resolve) => setTimeout(resolve, 1));
  ${ROW_HELPERS}
  const firstRow = await new Promise((resolve) => {
    const check = () => {
      const row = FIRST_ROW(popup.document);
      if (row.length > 0 && row.every(IN)) resolve(popup.performance.timeOrigin + popup.performance.now());
      else popup.requestAnimationFrame(check);
    };
    check();
  });
  popup.close();
  return { firstRow: firstRow - started, navigation: popup.performance.timeOrigin - started };
})()`;

async function panelFrame(page: Page): Promise<Frame> {
  const isPanel = (frame: Frame) => frame.url().includes('/panel.html');
  return (
    page.frames().find(isPanel) ??
    (await page.waitForEvent('framenavigated', { predicate: isPanel, timeout: RUN_TIMEOUT_MS }))
  );
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
    // Child frames get it too: the panel's first row is watched from its document's start.
    await page.addInitScript(POPUP_FIRST_ROW);
    await page.goto(demo.url);
    const tabId = (await serviceWorker.evaluate(
      async (url) => (await chrome.tabs.query({})).find((tab) => tab.url === url)?.id,
      demo.url,
    )) as number;
    const openPanel = async () => {
      await page.bringToFront();
      await page.locator('#demo-textarea').click();
      const host = page.evaluate(HOST_TIMES) as Promise<{ mounted: number; visible: number }>;
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
      // The init script watched from the frame's document start; without it, from now.
      const firstRow = (await frame.evaluate(
        `window.firstRow ? window.firstRow.then((at) => performance.timeOrigin + at) : ${FIRST_ROW_AT}`,
      )) as number;
      const marks = (await frame.evaluate(PANEL_MARKS)) as Record<string, number>;
      const { mounted, visible } = await host;
      await page.keyboard.press('Escape');
      await page.locator('gifdrop-panel').waitFor({ state: 'detached' });
      const phases = Object.fromEntries(
        Object.entries({ ...marks, mounted, visible, firstRow }).map(([name, at]) => [name, at - pressed]),
      );
      return { open: visible - pressed, firstRow: firstRow - pressed, phases };
    };
    // The real toolbar popup: opened by `action.openPopup` from an extension tab in front, which
    // watches the popup's document through `extension.getViews` (same extension, same process) and
    // times from the call to the popup's first row in, both on the same clock as the panel's.
    const watcher = await context.newPage();
    await watcher.goto(`chrome-extension://${extensionId}/options.html`);
    const openToolbarPopup = async () => {
      await watcher.bringToFront();
      const time = (await watcher.evaluate(TOOLBAR_POPUP_FIRST_ROW)) as {
        firstRow: number;
        navigation: number;
      };
      await page.bringToFront();
      return time;
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
    const dropped: string[] = [];
    /** One measured open, or `undefined` (said at the end) if it did not finish: panel left closed. */
    const attempt = async <T>(what: string, open: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await within(open(), what);
      } catch (error) {
        dropped.push(error instanceof Error ? error.message : String(error));
        await page.keyboard.press('Escape').catch(() => undefined);
        await page.evaluate(() => document.querySelector('gifdrop-panel')?.remove()).catch(() => undefined);
        for (const other of context.pages())
          if (other !== page && other !== watcher) await other.close().catch(() => undefined);
        return undefined;
      }
    };
    // Unmeasured: the worker is warm, both have seen trending's media once.
    await attempt('warm-up panel', openPanel);
    await attempt('warm-up popup', openPopup);
    await attempt('warm-up toolbar popup', openToolbarPopup);
    const panel = { open: [] as number[], firstRow: [] as number[], phases: [] as Record<string, number>[] };
    const popup: number[] = [];
    const toolbar: { firstRow: number; navigation: number }[] = [];
    for (let run = 0; run < RUNS * 2 && (panel.open.length < RUNS || popup.length < RUNS); run++) {
      const order = run % 2 === 0 ? ['panel', 'popup'] : ['popup', 'panel'];
      for (const which of order) {
        if (which === 'popup') {
          const time = popup.length < RUNS ? await attempt(`popup run ${run + 1}`, openPopup) : undefined;
          if (time !== undefined) popup.push(time);
          const shown =
            toolbar.length < RUNS
              ? await attempt(`toolbar popup run ${run + 1}`, openToolbarPopup)
              : undefined;
          if (shown !== undefined) toolbar.push(shown);
        } else if (panel.open.length < RUNS) {
          const times = await attempt(`panel run ${run + 1}`, openPanel);
          if (!times) continue;
          panel.open.push(times.open);
          panel.firstRow.push(times.firstRow);
          panel.phases.push(times.phases);
        }
      }
    }
    if (panel.open.length === 0 || popup.length === 0) {
      console.log(`In-page picker against the toolbar popup: NOT measured (${dropped.join('; ')})`);
      return;
    }
    const open = median(panel.open);
    const firstRow = median(panel.firstRow);
    const popupRow = median(popup);
    console.log(
      `In-page picker against the toolbar popup (median of ${panel.open.length} and ${popup.length}, alternating, warm worker):`,
    );
    console.log(
      `  shortcut to panel on screen       ${ms(open).padStart(7)}  (target ≤ ${OPEN_TARGET_MS} ms) ${open <= OPEN_TARGET_MS ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  first row loaded                  panel ${ms(firstRow).padStart(7)}  popup ${ms(popupRow).padStart(7)}  ${(firstRow / popupRow).toFixed(2)}× (target ≤ 1×) ${firstRow <= popupRow ? 'met' : 'NOT met'}`,
    );
    if (toolbar.length > 0) {
      const toolbarRow = median(toolbar.map((times) => times.firstRow));
      const navigation = median(toolbar.map((times) => times.navigation));
      console.log(
        `  first row loaded, from the call    panel ${ms(firstRow).padStart(7)}  toolbar popup ${ms(toolbarRow).padStart(7)}  ${(firstRow / toolbarRow).toFixed(2)}× (target ≤ 1×) ${firstRow <= toolbarRow ? 'met' : 'NOT met'}`,
      );
      console.log(
        `  the toolbar popup's time: the browser opens it (call to its navigation) ${ms(navigation)}, then its own first row ${ms(toolbarRow - navigation)}`,
      );
    }
    const at = (name: string) => ms(median(panel.phases.map((phases) => phases[name] ?? Number.NaN)));
    console.log(
      `  where the panel's time goes, from the shortcut: host on the page ${at('mounted')}, frame navigates ${at('navigation')}, ` +
        `head script asks ${at('head')}, code runs ${at('script')}, claimed ${at('claimed')}, trending answered ${at('answered')}, ` +
        `panel shown ${at('visible')}, first row's images requested ${at('imagesStart')} and in ${at('imagesEnd')}, first row ${at('firstRow')}`,
    );
    console.log(
      `  runs (open / first row, panel; popup; toolbar popup): ${panel.open.map(ms).join(', ')} / ${panel.firstRow.map(ms).join(', ')}; ${popup.map(ms).join(', ')}; ${toolbar.map((times) => ms(times.firstRow)).join(', ')}`,
    );
    if (dropped.length > 0) console.log(`  runs dropped, not finished: ${dropped.join('; ')}`);
  } finally {
    await context.close();
    await demo.close();
  }
}
