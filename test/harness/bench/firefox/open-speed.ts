/**
 * `npm run bench -- --popup --browser firefox`: what bench/open-speed.ts measures in Chromium,
 * in Firefox ESR against the same bare page in the same run: open with the background awake,
 * asleep with the trending answer cached and without it (beside the floor for an extension: the bare
 * extension's event page asleep), last keystroke to first row, and where the popup's time goes.
 * Firefox suspends an idle event page after `extensions.background.idle.timeout`, set short in the
 * bench's profile; the bench waits until the page is gone from the extension's views.
 */

import type { Page } from 'puppeteer-core';
import { DEVELOPMENT_KEY_KIND, type ServiceHandle } from '../../../service/index.ts';
import { DEBOUNCE_MS, line, POPUP_PHASES, QUERIES, ROW_HELPERS } from '../open-speed.ts';
import { median, ms } from '../stats.ts';
import {
  type FirefoxBench,
  forgetCached,
  type Opened,
  openMeasured,
  openWatcher,
  waitAsleep,
  wake,
} from './browser.ts';
import { benchSharedThread, firstPageFloor } from './shared-thread.ts';

const RUNS = Number(process.env.BENCH_SPEED_RUNS ?? 11);

/** Resolves once the first row's images are in (NaN after 20 s: an image that never came). */
export const FIRST_ROW_IN = `new Promise((resolve) => {
  ${ROW_HELPERS}
  const check = () => {
    const firstRow = FIRST_ROW(document);
    if (firstRow.length > 0 && firstRow.every(IN)) resolve(performance.now());
    else if (performance.now() > 20000) resolve(NaN);
    else requestAnimationFrame(check);
  };
  check();
})`;

/** Milliseconds from the last keydown to the first row of new results, and its phases. */
const KEYSTROKE_WATCH = `new Promise((resolve) => {
  ${ROW_HELPERS}
  const check = () => {
    const first = document.querySelector('.tile[data-tile="0"]');
    const firstRow = FIRST_ROW(document);
    if (first && first.dataset.itemId !== window.__before && firstRow.every(IN)) {
      const mark = (name) => performance.getEntriesByName(name).at(-1).startTime - window.__lastKey;
      resolve({ total: performance.now() - window.__lastKey, asked: mark('gifdrop:asked'), answered: mark('gifdrop:answered') });
    } else if (performance.now() - window.__lastKey > 10000) resolve({ total: NaN, asked: NaN, answered: NaN });
    else requestAnimationFrame(check);
  };
  check();
})`;

export interface FirefoxPages {
  popup(): Promise<Opened>;
  bare(): Promise<Opened>;
  close(): Promise<void>;
}

/** Opens each page in a new tab, closing the previous one first, as a popup opens in a new view. */
export function firefoxPages(firefox: FirefoxBench, service: ServiceHandle, bareUrl: string): FirefoxPages {
  let current: Opened | undefined;
  const open = async (opening: () => Promise<Opened>) => {
    await current?.close();
    current = undefined;
    current = await opening();
    return current;
  };
  const query = new URLSearchParams({ api: service.baseUrl, key: service.keys[DEVELOPMENT_KEY_KIND] });
  return {
    popup: () => open(() => openMeasured(firefox.browser, `${firefox.gifdrop}popup.html`)),
    bare: () => open(() => openMeasured(firefox.browser, `${bareUrl}?${query}`)),
    close: async () => {
      await current?.close();
      current = undefined;
    },
  };
}

export async function benchFirefoxOpenSpeed(
  firefox: FirefoxBench,
  service: ServiceHandle,
  bareUrl: string,
  title = 'Firefox ESR: popup against a bare page (bench/bare)',
): Promise<void> {
  const watcher = await openWatcher(firefox.browser, `${firefox.gifdrop}welcome.html`);
  const pages = firefoxPages(firefox, service, bareUrl);
  const bareWatcher = await openWatcher(firefox.browser, `${firefox.bare}watch.html`);
  const query = new URLSearchParams({ api: service.baseUrl, key: service.keys[DEVELOPMENT_KEY_KIND] });
  const sizedWatcher = await openWatcher(firefox.browser, `${firefox.bareSized}watch.html`);
  const firstPage = firefox.firstPage ? await firstPageFloor(firefox, firefox.firstPage) : undefined;
  const openFloor = async (base = firefox.bare) => {
    await pages.close();
    return openMeasured(firefox.browser, `${base}page.html?${query}`);
  };
  // Every extension's pages run on one thread in Firefox: each asleep open starts with every
  // event page asleep, none still busy from the open before (the copy, once it has answered,
  // loads and starts GifDrop's whole background).
  const allAsleep = async () => {
    for (const page of [watcher, bareWatcher, sizedWatcher]) await waitAsleep(page);
    await firstPage?.asleep();
  };
  // Unmeasured: the random id fetched, both caches see trending's media once.
  await pages.popup();
  await pages.bare();
  await (await openFloor()).close();
  await (await openFloor(firefox.bareSized)).close();
  const warm = { popup: [] as number[], bare: [] as number[] };
  const cold = { popup: [] as number[], bare: [] as number[] };
  const idle = { popup: [] as number[], bare: [] as number[] };
  const floor: number[] = [];
  const floorPhases: Record<string, number>[] = [];
  const sizedFloor: number[] = [];
  const phases: Record<'warm' | 'cold' | 'idle', Record<string, number>[]> = { warm: [], cold: [], idle: [] };
  for (let run = 0; run < RUNS; run++) {
    warm.bare.push((await pages.bare()).time);
    await wake(watcher);
    const popup = await pages.popup();
    warm.popup.push(popup.time);
    phases.warm.push((await popup.evaluate(POPUP_PHASES)) as Record<string, number>);
    await pages.close();
    await allAsleep();
    const coldOpen = await pages.popup();
    cold.popup.push(coldOpen.time);
    phases.cold.push((await coldOpen.evaluate(POPUP_PHASES)) as Record<string, number>);
    // Nothing cached, as after more than a minute idle (see bench/open-speed.ts).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await forgetCached(watcher);
    await pages.close();
    await allAsleep();
    cold.bare.push((await pages.bare()).time);
    const floorOpen = await openFloor();
    floor.push(floorOpen.time);
    floorPhases.push({
      ...(await wokenBackground(bareWatcher, (await floorOpen.evaluate('performance.timeOrigin')) as number)),
      answered: (await floorOpen.evaluate('window.answeredAt')) as number,
    });
    await floorOpen.close();
    await allAsleep();
    const sizedOpen = await openFloor(firefox.bareSized);
    sizedFloor.push(sizedOpen.time);
    await sizedOpen.close();
    await allAsleep();
    await firstPage?.measure();
    await allAsleep();
    const idleOpen = await pages.popup();
    idle.popup.push(idleOpen.time);
    phases.idle.push({
      ...((await idleOpen.evaluate(POPUP_PHASES)) as Record<string, number>),
      ...(await wokenBackground(watcher, (await idleOpen.evaluate('performance.timeOrigin')) as number)),
    });
    idle.bare.push((await pages.bare()).time);
  }
  console.log(`${title}, 400×600, median of ${RUNS}:`);
  console.log(line('open, background awake', median(warm.popup), median(warm.bare), 1.3));
  console.log(line('open, asleep, answer cached', median(cold.popup), median(cold.bare), 1.5));
  console.log(line('open, asleep, nothing cached', median(idle.popup), median(idle.bare), 1.5));
  const floorMs = median(floor);
  const overFloor = median(idle.popup) / floorMs;
  console.log(
    `  the floor for an extension, asleep, nothing cached (bench/bare-extension as an MV2 event page): ` +
      `${ms(floorMs)}, ${(floorMs / median(idle.bare)).toFixed(2)}× the bare page; the popup takes ` +
      `${overFloor.toFixed(2)}× the floor (target ≤ 1.15×) ${overFloor <= 1.15 ? 'met' : 'NOT met'}, ` +
      `${ms(median(idle.popup) - floorMs)} more`,
  );
  const sizedMs = median(sizedFloor);
  const overSized = median(idle.popup) / sizedMs;
  console.log(
    `  the same floor with a background script of GifDrop's size (its background.js compiled, never run; ` +
      `Firefox compiles any script of 5 kB or more off the main thread): ${ms(sizedMs)}; the popup takes ` +
      `${overSized.toFixed(2)}× it, ${ms(median(idle.popup) - sizedMs)} more`,
  );
  firstPage?.print(median(idle.popup), floorMs);
  const woken = (key: string) => ms(median(phases.idle.map((entry) => entry[key] ?? Number.NaN)));
  console.log(
    `  where the woken background's time goes (asleep, nothing cached; from the popup's navigation start): ` +
      `page started at ${woken('bgStart')}, its code compiled and run up to its start by ${woken('bgMain')}, ` +
      `listening by ${woken('bgReady')}, the popup's message in at ${woken('bgMessage')}, trending fetch ` +
      `${woken('bgFetchStart')}–${woken('bgFetchEnd')}, answered at ${woken('bgAnswer')}, the answer in the ` +
      `popup at ${woken('answered')}, its first row at ${ms(median(idle.popup))}`,
  );
  // The same steps of the floor's wake, so that each step's share of the gap reads off one line.
  const atFloor = (key: string) => ms(median(floorPhases.map((entry) => entry[key] ?? Number.NaN)));
  console.log(
    `  the same wake of the extension floor (from its page's navigation start): page started at ` +
      `${atFloor('bgStart')}, listening by ${atFloor('bgReady')}, trending fetch ${atFloor('bgFetchStart')}–` +
      `${atFloor('bgFetchEnd')}, the answer in the page at ${atFloor('answered')}, its first row at ${ms(floorMs)}`,
  );
  await pages.close();
  await benchSharedThread(
    firefox,
    watcher,
    (origin) => wokenBackground(watcher, origin),
    median(phases.idle.map((entry) => entry.bgMain ?? Number.NaN)),
    RUNS,
  );
  const situation = { warm: 'awake', cold: 'asleep, cached', idle: 'asleep, nothing cached' };
  for (const [name, list] of Object.entries(phases)) {
    const at = (key: string) => median(list.map((entry) => entry[key] ?? Number.NaN));
    const first = median({ warm, cold, idle }[name as keyof typeof phases].popup);
    console.log(
      `  where the popup's time goes (${situation[name as keyof typeof situation]}): code loaded and run ` +
        `${ms(at('script'))}, trending asked at ${ms(at('asked'))} and answered ${ms(at('answered') - at('asked'))} ` +
        // Firefox lists no resource entry for an image its cache answered.
        `later, ${Number.isFinite(at('imagesStart')) ? `first row's images requested at ${ms(at('imagesStart'))}, received by ${ms(at('imagesEnd'))}` : "first row's images from the cache (no resource entries)"}, ` +
        `shown loaded at ${ms(first)}`,
    );
  }
  await pages.close();
  await benchFirefoxKeystroke(firefox, pages);
  await pages.close();
  await watcher.close();
  await bareWatcher.close();
  await sizedWatcher.close();
  await firstPage?.close();
}

/**
 * The woken background page's own timeline, from `watcher` (same origin), in milliseconds from the
 * popup's navigation start (`popupOrigin`): its start, its code run up to `startBackground`, its
 * listeners in (DOMContentLoaded), its first message in and answered (the popup's: the page had
 * just started; src/background/index.ts marks them), and that message's trending fetch.
 */
async function wokenBackground(watcher: Page, popupOrigin: number): Promise<Record<string, number>> {
  return (await watcher.evaluate(`(async () => {
    const background = await browser.runtime.getBackgroundPage();
    const timing = background.performance;
    const navigation = timing.getEntriesByType('navigation')[0];
    const fetch = timing.getEntriesByType('resource').filter((entry) => entry.name.includes('/v1/gifs/trending'))[0];
    const at = (value) => (value === undefined ? NaN : timing.timeOrigin + value - ${popupOrigin});
    const mark = (name) => at(timing.getEntriesByName(name, 'mark')[0]?.startTime);
    return {
      bgStart: at(0),
      bgMain: mark('gifdrop:background-main'),
      bgMessage: mark('gifdrop:first-message'),
      bgAnswer: mark('gifdrop:first-answer'),
      bgReady: at(navigation?.domContentLoadedEventEnd),
      bgFetchStart: at(fetch?.startTime),
      bgFetchEnd: at(fetch?.responseEnd),
    };
  })()`)) as Record<string, number>;
}

/** In a tab (typing needs the driver's keys): the popup's first row, then the query typed. */
async function benchFirefoxKeystroke(firefox: FirefoxBench, pages: FirefoxPages): Promise<void> {
  const keys = { popup: [] as number[], bare: [] as number[] };
  const phases: Record<string, number>[] = [];
  for (let run = 0; run < RUNS; run++) {
    const query = QUERIES[run % QUERIES.length] ?? 'cat';
    const bare = await pages.bare();
    // At most 20 s: an image the bare page never gets would hold its promise for ever.
    const bareTime = await Promise.race([
      bare.evaluate(`window.searchFor(${JSON.stringify(query)})`) as Promise<number>,
      new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 20_000)),
    ]);
    if (Number.isNaN(bareTime))
      console.log(`  (the bare page showed no first row for "${query}" within 20 s)`);
    else keys.bare.push(bareTime);
    await pages.close();
    const page = await openWatcher(firefox.browser, `${firefox.gifdrop}popup.html`);
    await page.setViewport({ width: 400, height: 600 });
    await page.evaluate(FIRST_ROW_IN);
    await page.evaluate(`(() => {
      window.__before = document.querySelector('.tile[data-tile="0"]')?.dataset.itemId;
      addEventListener('keydown', () => { window.__lastKey = performance.now(); }, true);
    })()`);
    await page.type('input[type="search"]', query, { delay: 20 });
    const time = (await page.evaluate(KEYSTROKE_WATCH)) as Record<string, number>;
    await page.close();
    if (Number.isNaN(time.total))
      console.log(`  (the popup showed no new first row for "${query}" within 10 s)`);
    else {
      keys.popup.push(time.total ?? Number.NaN);
      phases.push(time);
    }
  }
  console.log(line('last keystroke to first row', median(keys.popup), median(keys.bare), 1.3, DEBOUNCE_MS));
  const at = (key: string) => median(phases.map((entry) => entry[key] ?? Number.NaN));
  console.log(
    `  where the popup's keystroke time goes: debounce to asking ${ms(at('asked'))}, message round trip ` +
      `${ms(at('answered') - at('asked'))}, answer to first row loaded ${ms(at('total') - at('answered'))}`,
  );
}
