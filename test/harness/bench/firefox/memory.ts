/**
 * Memory in Firefox ESR, from its own reporters after a GC and CC (what about:memory shows): the
 * background's window and the extension process's resident size with the event page awake and
 * asleep, and the popup's window at its first row of a long search and after scrolling through
 * 1,000 results (the heap goal: at most 1.5×).
 */
import type { Page } from 'puppeteer-core';
import { kb, LONG_LIST_RESULTS, longListVerdict } from '../stats.ts';
import {
  type FirefoxBench,
  openMeasured,
  openWatcher,
  readMemory,
  waitAsleep,
  wake,
  windowBytes,
} from './browser.ts';
import { FIRST_ROW_IN } from './open-speed.ts';

const MB = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
const LONG_LIST_QUERY = process.env.BENCH_LONG_QUERY ?? 'funny cute happy sad cool proud';
// The bench's settling spans before a memory reading (no event says a page is done freeing), and
// the interval of the scroll loop.
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchFirefoxBackgroundMemory(firefox: FirefoxBench): Promise<void> {
  const watcher = await openWatcher(firefox.browser, `${firefox.gifdrop}welcome.html`);
  const background = `${firefox.gifdrop}_generated_background_page.html`;
  // Awake as after serving a popup: trending asked for once, then the popup closed.
  const popup = await openMeasured(firefox.browser, `${firefox.gifdrop}popup.html`);
  await popup.close();
  // Kept awake while it is read: a message every half second (the idle time is 2 s).
  await wake(watcher);
  await watcher.evaluate(
    `window.__awake = setInterval(() => browser.runtime.sendMessage({ type: 'getDiagnostics' }), 500)`,
  );
  const awake = await readMemory(firefox.browser);
  await watcher.evaluate('clearInterval(window.__awake)');
  await waitAsleep(watcher);
  const asleep = await readMemory(firefox.browser);
  await watcher.close();
  const awakeWindow = windowBytes(awake, background);
  console.log(
    `Firefox ESR background memory (about:memory's reporters, after GC/CC): awake, its window ${MB(awakeWindow)} ` +
      `and the extension process resident ${MB(awake['resident extension'] ?? Number.NaN)} ` +
      `(unique ${MB(awake['resident-unique extension'] ?? Number.NaN)}); asleep, its window ` +
      `${MB(windowBytes(asleep, background))} and the process resident ${MB(asleep['resident extension'] ?? Number.NaN)} ` +
      `(unique ${MB(asleep['resident-unique extension'] ?? Number.NaN)})`,
  );
}

export async function benchFirefoxHeap(firefox: FirefoxBench): Promise<void> {
  // An address of its own: the reporters name windows by address, and a popup window the bench
  // opened before and not yet freed would be summed with this one.
  const url = `${firefox.gifdrop}popup.html?bench=heap`;
  const page = await openWatcher(firefox.browser, url);
  try {
    await page.setViewport({ width: 400, height: 600 });
    await page.waitForSelector('input[type="search"]');
    await page.type('input[type="search"]', LONG_LIST_QUERY);
    await page.keyboard.press('Enter');
    await page.evaluate(FIRST_ROW_IN);
    await pause(1000);
    const atFirstRow = windowBytes(await readMemory(firefox.browser), url);
    const reached = await scrollThrough(page, LONG_LIST_RESULTS - 1);
    await pause(1000);
    const afterScroll = windowBytes(await readMemory(firefox.browser), url);
    const ratio = afterScroll / atFirstRow;
    console.log(
      `Firefox ESR popup window memory after scrolling ${reached + 1} results ${kb(afterScroll)}, at first row ` +
        `${kb(atFirstRow)}: ${longListVerdict(reached + 1, ratio)}`,
    );
  } finally {
    await page.close();
  }
}

/** Scrolls the grid down until the tile `last` is mounted (or a minute passes); the last index seen. */
async function scrollThrough(page: Page, last: number): Promise<number> {
  const until = Date.now() + 60_000;
  let reached = 0;
  while (Date.now() < until && reached < last) {
    reached = (await page.evaluate(`(() => {
      const scroller = document.querySelector('.grid-scroller');
      scroller.scrollTop = scroller.scrollHeight;
      return Math.max(0, ...[...document.querySelectorAll('.tile')].map((tile) => Number(tile.dataset.tile)));
    })()`)) as number;
    await pause(60);
  }
  return reached;
}
