/**
 * The popup against the limit, a bare page (bare/index.html: fetch trending, show 25 <img>), side
 * by side in one browser: open to the first row of loaded
 * images with the service worker running, stopped, and stopped with no trending answer cached (as
 * after more than a minute idle), and last keystroke to the first row of a
 * search. Prints each figure with its ratio to the bare page's and the target, and where the
 * popup's time goes. In the last open case, also the floor an extension cannot go under: the bare
 * page as an extension (bare-extension/), whose stopped worker must start and fetch for its page.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { CACHED_UNTIL_NAME } from '../../../src/first-paint/popup-head/index.ts';
import { CACHED_TRENDING_NAME } from '../../../src/first-paint/trending-cache/first-page.ts';
import { stopBackgroundWorker } from '../../e2e/background-worker.ts';
import { DEVELOPMENT_KEY_KIND, type ServiceHandle } from '../../service/index.ts';
import { launchWithExtension } from '../chromium.ts';
import { DEBOUNCE_MS, POPUP_FIRST_ROW, POPUP_PHASES, QUERIES, ROW_HELPERS } from './page-probes.ts';
import { median, ms } from './stats.ts';

export { DEBOUNCE_MS, POPUP_FIRST_ROW, POPUP_PHASES, QUERIES, ROW_HELPERS } from './page-probes.ts';

const RUNS = Number(process.env.BENCH_SPEED_RUNS ?? 11);
/** The bare page as an extension (bare-extension/page.html), and its worker's file. */
const BARE_EXTENSION_DIR = path.join(import.meta.dirname, 'bare-extension');
const BARE_WORKER = '/bare-worker.js';
type KeyPhase = 'total' | 'asked' | 'answered' | 'imagesStart' | 'imagesEnd';

async function popupKeystroke(page: Page, query: string): Promise<Record<KeyPhase, number>> {
  await page.evaluate(`(() => {
    window.__before = document.querySelector('.tile[data-tile="0"]')?.dataset.itemId;
    addEventListener('keydown', () => { window.__lastKey = performance.now(); }, true);
  })()`);
  await page.getByRole('searchbox').pressSequentially(query, { delay: 20 });
  return (await page.evaluate(`new Promise((resolve) => {
    ${ROW_HELPERS}
    const check = () => {
      const first = document.querySelector('.tile[data-tile="0"]');
      const firstRow = FIRST_ROW(document);
      if (first && first.dataset.itemId !== window.__before && firstRow.every(IN)) {
        const urls = new Set(firstRow.map((tile) => tile.querySelector('img:not(.tile-placeholder)').src));
        const images = performance.getEntriesByType('resource').filter((entry) => urls.has(entry.name));
        resolve({
          total: performance.now() - window.__lastKey,
          asked: performance.getEntriesByName('gifdrop:asked').at(-1).startTime - window.__lastKey,
          answered: performance.getEntriesByName('gifdrop:answered').at(-1).startTime - window.__lastKey,
          imagesStart: Math.min(...images.map((entry) => entry.startTime)) - window.__lastKey,
          imagesEnd: Math.max(...images.map((entry) => entry.responseEnd)) - window.__lastKey,
        });
      } else if (performance.now() - window.__lastKey > 10000) resolve({ total: NaN, asked: NaN, answered: NaN, imagesStart: NaN, imagesEnd: NaN });
      else requestAnimationFrame(check);
    };
    check();
  })`)) as Record<KeyPhase, number>;
}

/** Serves the bare page on 127.0.0.1 (a port of its own: the page is a web page, not the extension's). */
export async function serveBarePage(hostname = '127.0.0.1'): Promise<{ server: Server; url: string }> {
  const html = await readFile(path.join(import.meta.dirname, 'bare', 'index.html'));
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the bare page server has no port');
  return { server, url: `http://${hostname}:${address.port}/` };
}

/** JS heap in use after a full garbage collection. */
export async function heapAfterGc(context: BrowserContext, page: Page): Promise<number> {
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  } finally {
    await cdp.detach();
  }
}

export const line = (label: string, popup: number, bare: number, target: number, allowance = 0) => {
  const ratio = (popup - allowance) / bare;
  const met = ratio <= target ? 'met' : 'NOT met';
  return `  ${label.padEnd(34)} popup ${ms(popup).padStart(7)}  bare ${ms(bare).padStart(7)}  ${ratio.toFixed(2)}× (target ≤ ${target}×${allowance ? ` after the ${allowance} ms debounce` : ''}) ${met}`;
};

/**
 * `args`: more Chromium flags (the network profile's proxy); `bareHost`: the bare page's host name
 * (the profile serves it from `localhost`, outside the proxy, as the popup's own page is local).
 */
export interface OpenSpeedOptions {
  args?: string[];
  bareHost?: string;
  title?: string;
}

export async function benchOpenSpeed(
  service: ServiceHandle,
  extensionDir: string,
  executablePath: string,
  options: OpenSpeedOptions = {},
) {
  const bare = await serveBarePage(options.bareHost);
  const { context, extensionId } = await launchWithExtension({
    extensionDir,
    executablePath,
    headless: true,
    alongside: [BARE_EXTENSION_DIR],
    args: options.args,
  });
  const bareWorker =
    context.serviceWorkers().find((worker) => worker.url().endsWith(BARE_WORKER)) ??
    (await context.waitForEvent('serviceworker', {
      predicate: (worker) => worker.url().endsWith(BARE_WORKER),
    }));
  const bareExtensionId = new URL(bareWorker.url()).host;
  try {
    // Each open in a new tab, as a popup opens in a new view: the previous one is closed first.
    let page: Page | undefined;
    const open = async (url: string, initScript?: string) => {
      await page?.close();
      page = await context.newPage();
      await page.setViewportSize({ width: 400, height: 600 });
      if (initScript) await page.addInitScript(initScript);
      await page.goto(url);
      return page;
    };
    const popupUrl = `chrome-extension://${extensionId}/popup.html`;
    const bareUrl = `${bare.url}?${new URLSearchParams({ api: service.baseUrl, key: service.keys[DEVELOPMENT_KEY_KIND] })}`;
    const openPopup = async () => {
      const popup = await open(popupUrl, POPUP_FIRST_ROW);
      const time = (await popup.evaluate('window.firstRow')) as number;
      return { page: popup, time, phases: (await popup.evaluate(POPUP_PHASES)) as Record<string, number> };
    };
    const bareExtensionUrl = `chrome-extension://${bareExtensionId}/page.html?${new URLSearchParams({ api: service.baseUrl, key: service.keys[DEVELOPMENT_KEY_KIND] })}`;
    const openBareExtension = async () => {
      const barePage = await open(bareExtensionUrl);
      const time = (await barePage.evaluate('window.firstRow')) as number;
      return { time, answered: (await barePage.evaluate('window.answeredAt')) as number };
    };
    const openBare = async () => {
      const barePage = await open(bareUrl);
      return { page: barePage, time: (await barePage.evaluate('window.firstRow')) as number };
    };
    // Unmeasured: the worker fetches the random id, both caches see trending's media once.
    await openPopup();
    await openBare();
    await openBareExtension();
    const warm = { popup: [] as number[], bare: [] as number[] };
    const cold = { popup: [] as number[], bare: [] as number[] };
    const idle = { popup: [] as number[], bare: [] as number[] };
    const bareExtension = { time: [] as number[], answered: [] as number[] };
    const phases: Record<'warm' | 'cold' | 'idle', Record<string, number>[]> = {
      warm: [],
      cold: [],
      idle: [],
    };
    for (let run = 0; run < RUNS; run++) {
      warm.bare.push((await openBare()).time);
      const popup = await openPopup();
      warm.popup.push(popup.time);
      phases.warm.push(popup.phases);
      // As after the browser idled: the worker stopped, and no page of the extension open.
      await stopBackgroundWorker(context, popup.page);
      const coldOpen = await openPopup();
      cold.popup.push(coldOpen.time);
      phases.cold.push(coldOpen.phases);
      // As after more than a minute idle: the worker stopped and the trending answer no longer
      // cached (it is cached 60 s), so nothing paints before the fresh answer. Cleared once the
      // worker and the popup have written what the fresh answer made them keep.
      await coldOpen.page.waitForTimeout(300);
      await coldOpen.page.evaluate(
        `localStorage.removeItem(${JSON.stringify(CACHED_UNTIL_NAME)}); chrome.storage.session.remove(${JSON.stringify(CACHED_TRENDING_NAME)})`,
      );
      await stopBackgroundWorker(context, coldOpen.page);
      // The same stop took the bare extension's worker down (one storage partition); this waits
      // for it. Opened before the popup, whose worker stays stopped until then.
      await stopBackgroundWorker(context, coldOpen.page, BARE_WORKER);
      cold.bare.push((await openBare()).time);
      const floorOpen = await openBareExtension();
      bareExtension.time.push(floorOpen.time);
      bareExtension.answered.push(floorOpen.answered);
      const idleOpen = await openPopup();
      idle.popup.push(idleOpen.time);
      phases.idle.push(idleOpen.phases);
      idle.bare.push((await openBare()).time);
    }
    console.log(
      `${options.title ?? 'Popup against a bare page (bench/bare), one browser'}, 400×600, median of ${RUNS}:`,
    );
    console.log(line('open, worker running', median(warm.popup), median(warm.bare), 1.3));
    console.log(line('open, worker stopped', median(cold.popup), median(cold.bare), 1.5));
    console.log(line('open, stopped, nothing cached', median(idle.popup), median(idle.bare), 1.5));
    // What the extension platform alone costs in that case: the bare page as an extension.
    const floor = median(bareExtension.time);
    console.log(
      `  the floor for an extension, stopped, nothing cached (bench/bare-extension: a page whose stopped ` +
        `worker fetches trending for it; answer in at ${ms(median(bareExtension.answered))}): ${ms(floor)}, ` +
        `${(floor / median(idle.bare)).toFixed(2)}× the bare page; the popup takes ` +
        `${(median(idle.popup) / floor).toFixed(2)}× the floor, ${ms(median(idle.popup) - floor)} more`,
    );
    const keys = { popup: [] as number[], bare: [] as number[] };
    const keyPhases: Record<KeyPhase, number>[] = [];
    const bareAnswered: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const query = QUERIES[run % QUERIES.length] ?? 'cat';
      const barePage = (await openBare()).page;
      keys.bare.push((await barePage.evaluate(`window.searchFor(${JSON.stringify(query)})`)) as number);
      bareAnswered.push((await barePage.evaluate('window.searchAnswered')) as number);
      const time = await popupKeystroke((await openPopup()).page, query);
      if (Number.isNaN(time.total))
        console.log(`  (the popup showed no new first row for "${query}" within 10 s)`);
      else {
        keys.popup.push(time.total);
        keyPhases.push(time);
      }
    }

    console.log(line('last keystroke to first row', median(keys.popup), median(keys.bare), 1.3, DEBOUNCE_MS));
    const keyAt = (key: KeyPhase) => median(keyPhases.map((entry) => entry[key]));
    console.log(
      `  where the popup's keystroke time goes: debounce to asking ${ms(keyAt('asked'))}, ` +
        `message round trip ${ms(keyAt('answered') - keyAt('asked'))}, ` +
        `answer to first row's images requested ${ms(keyAt('imagesStart') - keyAt('answered'))}, ` +
        `images received ${ms(keyAt('imagesEnd') - keyAt('imagesStart'))} later, ` +
        `shown loaded ${ms(keyAt('total') - keyAt('imagesEnd'))} after; ` +
        `the bare page's: answer parsed ${ms(median(bareAnswered))}, first row loaded ` +
        `${ms(median(keys.bare) - median(bareAnswered))} later`,
    );
    for (const [name, list] of Object.entries(phases)) {
      const at = (key: string) => median(list.map((entry) => entry[key] ?? Number.NaN));
      const first = median({ warm, cold, idle }[name as keyof typeof phases].popup);
      const situation = { warm: 'worker running', cold: 'worker stopped', idle: 'stopped, nothing cached' };
      console.log(
        `  where the popup's time goes (${situation[name as keyof typeof phases]}): ` +
          `code loaded and run ${ms(at('script'))}, trending asked at ${ms(at('asked'))} and answered ` +
          `${ms(at('answered') - at('asked'))} later (worker, service), first row's images requested at ` +
          `${ms(at('imagesStart'))} (${at('imagesStart') < at('answered') ? 'from the cached answer' : 'from the fresh answer'}), ` +
          `received by ${ms(at('imagesEnd'))}, shown loaded at ${ms(first)}`,
      );
    }
  } finally {
    await context.close();
    bare.server.close();
  }
}
