/**
 * The popup's budgets: opening to the first row of trending tiles with
 * their media loaded, requests sent while typing, and tiles mounted after a long scroll. Measured
 * here, not in timed tests, because the numbers depend on the machine.
 */
import { expect, type Page } from '@playwright/test';
import type { ServiceHandle } from '../../service/index.ts';
import { openBenchPopup } from './launch.ts';
import { heapAfterGc } from './open-speed.ts';
import { kb, LONG_LIST_RESULTS, longListVerdict, median, ms } from './stats.ts';

/** Milliseconds from navigation start until every tile of the first row has its media loaded. */
// A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
const FIRST_ROW_LOADED = `new Promise((resolve) => {
  const check = () => {
    const tiles = [...document.querySelectorAll('.tile')];
    const firstRow = tiles.filter((tile) => tile.style.transform.endsWith(', 0px)'));
    if (firstRow.length > 0 && firstRow.every((tile) => tile.classList.contains('loaded'))) resolve(performance.now());
    else requestAnimationFrame(check);
  };
  check();
})`;

function firstRowLoaded(page: Page): Promise<number> {
  return page.evaluate(FIRST_ROW_LOADED) as Promise<number>;
}

/** How long the list is left still before its heap is read. */
const STILL_BEFORE_HEAP_MS = 1000;

/** A query the reference catalogue has well over 1,000 results for. */
const LONG_LIST_QUERY = process.env.BENCH_LONG_QUERY ?? 'funny cute happy sad cool proud';

export async function benchPopup(
  service: ServiceHandle,
  extensionDir: string,
  executablePath: string,
  runs: number,
): Promise<void> {
  // A first, unmeasured open: the service worker starts and the random id is fetched.
  const { context, page, url } = await openBenchPopup(extensionDir, executablePath);
  try {
    await firstRowLoaded(page);
    const opens: number[] = [];
    for (let run = 0; run < Math.max(runs, 5); run++) {
      await page.goto(url);
      opens.push(await firstRowLoaded(page));
    }
    console.log(
      `Popup open to first row of trending with media loaded (median of ${opens.length}): ${ms(median(opens))} (budget 400 ms)`,
    );

    service.control.reset();
    const typed = 'funny cats dancing!';
    await page.getByRole('searchbox').pressSequentially(typed, { delay: 80 });
    const firstPages = () =>
      service.control
        .requests()
        .filter((request) => request.operation === 'gifs.search')
        .map((request) => new URLSearchParams(request.rawQuery))
        .filter((query) => (query.get('offset') ?? '0') === '0');
    // The search for the whole text is the last one typing can send.
    await expect.poll(() => firstPages().some((query) => query.get('q') === typed)).toBe(true);
    const searches = firstPages().length;
    console.log(`Search requests for a 19-character query typed at 80 ms a key: ${searches} (budget 3)`);

    // A search: trending stops at offset 499, search goes on to 4999.
    await page.goto(url);
    await page.getByRole('searchbox').fill(LONG_LIST_QUERY);
    await page.getByRole('searchbox').press('Enter');
    await firstRowLoaded(page);
    // Both heaps once the list is still: what it keeps, not a page of results still on its way
    // (read at once, one run in six caught one, about 800 kB, and read 1.49× instead of 1.29×).
    await page.waitForTimeout(STILL_BEFORE_HEAP_MS);
    const heapAtFirstRow = await heapAfterGc(context, page);
    let most = 0;
    // Until the 1,000th result is mounted, however loaded the machine (a fixed number of steps
    // stopped at 686 results in a busy run), within a minute.
    const scrollUntil = Date.now() + 60_000;
    while (Date.now() < scrollUntil) {
      const { count, loaded } = await page.evaluate(() => {
        const scroller = document.querySelector('.grid-scroller') as HTMLElement;
        scroller.scrollTop = scroller.scrollHeight;
        return {
          count: document.querySelectorAll('.tile').length,
          // The tiles are followed by their info and star buttons: the highest index, not the last child.
          loaded: Math.max(
            0,
            ...[...document.querySelectorAll('.tile')].map((tile) => Number(tile.getAttribute('data-tile'))),
          ),
        };
      });
      most = Math.max(most, count);
      if (loaded >= LONG_LIST_RESULTS - 1) break;
      // The pace of the scroll, as a person's flicks, not a wait: the tiles are counted at each step.
      await page.waitForTimeout(60);
    }
    const reached = await page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('.tile')].map((tile) => Number(tile.getAttribute('data-tile'))),
      ),
    );
    console.log(`Tiles mounted while scrolling through ${reached + 1} results: at most ${most} (budget 80)`);
    // As at the first row: the heap of a list left still, no page of results on its way.
    await page.waitForTimeout(STILL_BEFORE_HEAP_MS);
    const heapAfterScroll = await heapAfterGc(context, page);
    const ratio = heapAfterScroll / heapAtFirstRow;
    console.log(
      `Popup JS heap after scrolling ${reached + 1} results ${kb(heapAfterScroll)}, at first row ${kb(heapAtFirstRow)}: ` +
        longListVerdict(reached + 1, ratio),
    );
  } finally {
    await context.close();
  }
}
