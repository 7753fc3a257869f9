/**
 * The in-page picker in Firefox ESR, as bench/in-page.ts measures it in Chromium: from the
 * shortcut (the launcher's command handler, the background awake) to the panel on screen and to
 * its first row of loaded images, against the popup opened in a tab (navigation start to its first
 * row) and against the real toolbar popup (`browserAction.openPopup`, timed from the call as the
 * panel is from the shortcut), alternating. Firefox lists an extension frame inside a page neither among the extension's
 * views nor among the driver's frames (it sits in a closed shadow root), so the panel is found in
 * WebDriver BiDi's tree of browsing contexts and watched there.
 */
import type { Browser, Page } from 'puppeteer-core';
import { startDemoServer } from '../../demo-server.ts';
import { HOST_TIMES, OPEN_TARGET_MS } from '../in-page.ts';
import { ROW_HELPERS } from '../open-speed.ts';
import { median, ms } from '../stats.ts';
import { type FirefoxBench, openWatcher, wake } from './browser.ts';
import type { FirefoxPages } from './open-speed.ts';

const RUNS = Number(process.env.BENCH_PANEL_RUNS ?? 9);
const RUN_TIMEOUT_MS = 20_000;

interface Context {
  context: string;
  url: string;
  children?: Context[] | null;
}
interface BidiConnection {
  send(method: string, params: object): Promise<{ result: unknown }>;
}

/** The driver's own WebDriver BiDi connection (not in puppeteer's public types). */
const bidi = (browser: Browser) => (browser as unknown as { connection: BidiConnection }).connection;

/**
 * Absolute time (ms since the epoch) of the first frame with the panel's first row in, and its
 * marks; `null` while the context still shows the document before panel.html.
 */
const PANEL_FIRST_ROW = `location.pathname.endsWith('/panel.html') ? new Promise((resolve) => {
  ${ROW_HELPERS}
  const at = (name) => performance.timeOrigin + (performance.getEntriesByName(name)[0]?.startTime ?? NaN);
  const check = () => {
    const firstRow = FIRST_ROW(document);
    if (firstRow.length > 0 && firstRow.every(IN)) {
      const firstRowAt = performance.timeOrigin + performance.now();
      const answered = () => performance.getEntriesByName('gifdrop:answered').length > 0 || performance.now() > 10000;
      const urls = new Set(firstRow.map((tile) => tile.querySelector('img:not(.tile-placeholder)')?.src));
      const images = performance.getEntriesByType('resource').filter((entry) => urls.has(entry.name));
      const done = () => resolve(JSON.stringify({
        imagesStart: images.length > 0 ? performance.timeOrigin + Math.min(...images.map((entry) => entry.startTime)) : null,
        imagesEnd: images.length > 0 ? performance.timeOrigin + Math.max(...images.map((entry) => entry.responseEnd)) : null,
        firstRow: firstRowAt, navigation: performance.timeOrigin, head: at('gifdrop:asked'),
        script: at('gifdrop:script'), claimed: at('gifdrop:claimed'), answered: at('gifdrop:answered'),
      }));
      const wait = () => (answered() ? done() : setTimeout(wait, 10));
      wait();
    } else if (performance.now() > ${RUN_TIMEOUT_MS}) resolve(null);
    else requestAnimationFrame(check);
  };
  check();
}) : null`;

/**
 * From a GifDrop tab: opens the toolbar popup and answers the absolute times of the call, of the
 * popup's navigation and of its first frame with the first row in.
 */
const TOOLBAR_POPUP_FIRST_ROW = `(async () => {
  const started = performance.timeOrigin + performance.now();
  await browser.browserAction.openPopup();
  let popup;
  // The popup measures its own first row (first-row-probe.ts): found once the probe has run.
  while (!(popup = browser.extension.getViews({ type: 'popup' })[0])?.firstRow) await new Promise((resolve) => setTimeout(resolve, 1));
  const firstRow = await Promise.race([
    popup.firstRow,
    new Promise((_, reject) => setTimeout(() => reject(new Error('no first row in the toolbar popup')), ${RUN_TIMEOUT_MS})),
  ]);
  const navigation = popup.performance.timeOrigin;
  popup.close();
  return { firstRow: navigation + firstRow - started, navigation: navigation - started };
})()`;

function findPanel(contexts: readonly Context[]): string | undefined {
  for (const entry of contexts) {
    if (entry.url.includes('/panel.html')) return entry.context;
    const child = findPanel(entry.children ?? []);
    if (child) return child;
  }
  return undefined;
}

/** Waits for the panel's browsing context and resolves with its first row's time and marks. */
async function watchPanel(browser: Browser): Promise<Record<string, number>> {
  const until = Date.now() + RUN_TIMEOUT_MS;
  while (Date.now() < until) {
    const tree = (await bidi(browser).send('browsingContext.getTree', {})).result as { contexts: Context[] };
    const context = findPanel(tree.contexts);
    if (context) {
      const answer = (
        await bidi(browser)
          .send('script.evaluate', {
            expression: PANEL_FIRST_ROW,
            target: { context },
            awaitPromise: true,
            resultOwnership: 'none',
          })
          .catch(() => ({ result: undefined }))
      ).result as { type: string; result?: { type: string; value?: unknown } } | undefined;
      const value = answer?.type === 'success' ? answer.result?.value : undefined;
      if (typeof value === 'string') return JSON.parse(value) as Record<string, number>;
    }
    // WebDriver BiDi tells of a new context, not of its first row: asked again every 5 ms.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('no first row in the panel');
}

export async function benchFirefoxInPage(firefox: FirefoxBench, pages: FirefoxPages): Promise<void> {
  const demo = await startDemoServer(0);
  const watcher = await openWatcher(firefox.browser, `${firefox.gifdrop}welcome.html`);
  let page: Page | undefined;
  try {
    page = await firefox.browser.newPage();
    await page.setViewport({ width: 1000, height: 800 });
    await page.goto(demo.url);
    const tabId = (await watcher.evaluate(
      `browser.tabs.query({}).then((tabs) => tabs.find((tab) => tab.url === ${JSON.stringify(demo.url)})?.id)`,
    )) as number;
    const demoPage = page;
    const openPanel = async () => {
      await wake(watcher);
      await demoPage.bringToFront();
      await demoPage.click('#demo-textarea');
      const host = demoPage.evaluate(HOST_TIMES) as Promise<{ mounted: number; visible: number }>;
      const pressed = (await watcher.evaluate(`browser.runtime.getBackgroundPage().then((background) => {
        const at = performance.timeOrigin + performance.now();
        background.__gifdropTestHooks.launchers.onCommand('open-picker', { id: ${tabId} });
        return at;
      })`)) as number;
      const marks = await watchPanel(firefox.browser);
      const { mounted, visible } = await host;
      await demoPage.bringToFront();
      await demoPage.keyboard.press('Escape');
      // Closed by Escape; if the key went elsewhere, taken off so the next run opens it anew.
      await demoPage
        .waitForFunction(`!document.querySelector('gifdrop-panel')`, { timeout: 2000 })
        .catch(() => demoPage.evaluate(`document.querySelector('gifdrop-panel')?.remove()`));
      return Object.fromEntries(
        // An absent time (null in the page's JSON) stays absent.
        Object.entries({ ...marks, mounted, visible }).map(([name, at]) => [
          name,
          typeof at === 'number' ? at - pressed : Number.NaN,
        ]),
      );
    };
    const openPopup = async () => {
      await wake(watcher);
      const opened = await pages.popup();
      await pages.close();
      return opened.time;
    };
    const openToolbarPopup = async () => {
      await wake(watcher);
      await watcher.bringToFront();
      const time = (await watcher.evaluate(TOOLBAR_POPUP_FIRST_ROW)) as {
        firstRow: number;
        navigation: number;
      };
      // The popup closes itself; wait until it is gone before the next open.
      await watcher.waitForFunction(`browser.extension.getViews({ type: 'popup' }).length === 0`);
      return time;
    };
    // Unmeasured: the content script is in the page, both have seen trending's media once.
    await openPanel();
    await openPopup();
    await openToolbarPopup();
    const panel: Record<string, number>[] = [];
    const popup: number[] = [];
    const toolbar: { firstRow: number; navigation: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const popups = async () => {
        popup.push(await openPopup());
        toolbar.push(await openToolbarPopup());
      };
      const order = run % 2 === 0 ? [openPanel, popups] : [popups, openPanel];
      for (const open of order) {
        const result = await open();
        if (result) panel.push(result);
      }
    }
    const at = (name: string) => median(panel.map((phases) => phases[name] ?? Number.NaN));
    const open = at('visible');
    const firstRow = at('firstRow');
    const popupRow = median(popup);
    console.log(
      `Firefox ESR: in-page picker against the popup in a tab (median of ${RUNS}, alternating, background awake):`,
    );
    console.log(
      `  shortcut to panel on screen       ${ms(open).padStart(7)}  (target ≤ ${OPEN_TARGET_MS} ms) ${open <= OPEN_TARGET_MS ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  first row loaded                  panel ${ms(firstRow).padStart(7)}  popup ${ms(popupRow).padStart(7)}  ${(firstRow / popupRow).toFixed(2)}× (target ≤ 1×) ${firstRow <= popupRow ? 'met' : 'NOT met'}`,
    );
    // What the page's host costs before the panel's own page starts (injection, frame), which a
    // popup in a tab never pays: the panel's own part is measured from its frame's navigation.
    const own = firstRow - at('navigation');
    console.log(
      `  the panel's own part, from its frame's navigation (the host's ${ms(at('navigation'))} before it)  ${ms(own).padStart(7)}  ${(own / popupRow).toFixed(2)}× the popup in a tab`,
    );
    const toolbarRow = median(toolbar.map((times) => times.firstRow));
    console.log(
      `  first row loaded, from the call    panel ${ms(firstRow).padStart(7)}  toolbar popup ${ms(toolbarRow).padStart(7)}  ${(firstRow / toolbarRow).toFixed(2)}× (target ≤ 1×) ${firstRow <= toolbarRow ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  the toolbar popup's time: the browser opens it (call to its navigation) ${ms(median(toolbar.map((times) => times.navigation)))}, then its own first row ${ms(toolbarRow - median(toolbar.map((times) => times.navigation)))}`,
    );
    console.log(
      `  where the panel's time goes, from the shortcut: host on the page ${ms(at('mounted'))}, frame navigates ${ms(at('navigation'))}, ` +
        `head script asks ${ms(at('head'))}, code runs ${ms(at('script'))}, claimed ${ms(at('claimed'))}, trending answered ${ms(at('answered'))}, ` +
        `panel shown ${ms(open)}, ` +
        // Firefox lists no resource entry for an image its cache answered.
        `${Number.isFinite(at('imagesStart')) ? `first row's images requested ${ms(at('imagesStart'))} and in ${ms(at('imagesEnd'))}` : "first row's images from the cache"}, first row ${ms(firstRow)}`,
    );
    console.log(
      `  runs (first row, panel; popup; toolbar popup): ${panel.map((phases) => ms(phases.firstRow ?? Number.NaN)).join(', ')}; ${popup.map(ms).join(', ')}; ${toolbar.map((times) => ms(times.firstRow)).join(', ')}`,
    );
  } finally {
    await page?.close();
    await watcher.close();
    await demo.close();
  }
}
