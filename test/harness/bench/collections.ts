/**
 * Recent with 50 items against trending: the
 * popup switches between its GIFs tab (trending) and its Recent tab, alternately in one run, and
 * each switch is timed until the first row of the new list has its media loaded. Recent must cost
 * one by-ids request per showing and be on screen within 1.2× the time trending takes.
 */
import type { Page } from '@playwright/test';
import type { ServiceHandle } from '../../service/index.ts';
import { openBenchPopup } from './launch.ts';
import { median, ms } from './stats.ts';

/**
 * Clicks a tab and resolves with the milliseconds until the first row shows the expected list
 * with its media loaded. A string, not a function: tsx would wrap inner functions in a helper.
 */
const SWITCH_AND_TIME = `([tabName, firstId]) => new Promise((resolve) => {
  const start = performance.now();
  [...document.querySelectorAll('[role=tab]')].find((tab) => tab.textContent === tabName).click();
  const check = () => {
    const tiles = [...document.querySelectorAll('.tile')];
    const firstRow = tiles.filter((tile) => tile.style.transform.endsWith(', 0px)'));
    const first = document.querySelector('.tile[data-tile="0"]');
    if (first && first.dataset.itemId === firstId && firstRow.every((tile) => tile.classList.contains('loaded')))
      resolve(performance.now() - start);
    else requestAnimationFrame(check);
  };
  check();
})`;

function switchAndTime(page: Page, tab: string, firstId: string): Promise<number> {
  return page.evaluate(`(${SWITCH_AND_TIME})(${JSON.stringify([tab, firstId])})`) as Promise<number>;
}

export async function benchCollections(
  service: ServiceHandle,
  extensionDir: string,
  executablePath: string,
  runs: number,
): Promise<void> {
  const { context, page } = await openBenchPopup(extensionDir, executablePath);
  try {
    await page.locator('.tile.loaded').first().waitFor();
    const trendingFirst = (await page.locator('.tile[data-tile="0"]').getAttribute('data-item-id')) ?? '';
    // 50 recent picks: trending GIFs past the first page, stored as the popup stores them.
    const recentIds = await page.evaluate(async () => {
      const answer = await chrome.runtime.sendMessage({
        type: 'trending',
        kind: 'gifs',
        offset: 25,
        limit: 50,
      });
      const ids = (answer as { value: { data: { id: string }[] } }).value.data.map((item) => item.id);
      await chrome.storage.local.set({ recents: ids.map((id) => `g${id}`).join(' ') });
      return ids;
    });
    if (recentIds.length !== 50) throw new Error(`expected 50 recent items, got ${recentIds.length}`);
    const recent: number[] = [];
    const trending: number[] = [];
    const byIdsRequests: number[] = [];
    // A first, unmeasured round warms both lists' media, as a person's cache would be.
    await switchAndTime(page, 'Recent', recentIds[0] as string);
    await switchAndTime(page, 'GIFs', trendingFirst);
    for (let run = 0; run < Math.max(runs * 3, 15); run++) {
      service.control.reset();
      recent.push(await switchAndTime(page, 'Recent', recentIds[0] as string));
      byIdsRequests.push(
        service.control.requests().filter((request) => request.operation === 'gifs.by_ids').length,
      );
      trending.push(await switchAndTime(page, 'GIFs', trendingFirst));
    }
    const ratio = median(recent) / median(trending);
    console.log(
      `Recent with 50 items vs trending, tab switch to first row loaded (median of ${recent.length}, alternating): ` +
        `${ms(median(recent))} vs ${ms(median(trending))}, ratio ${ratio.toFixed(2)} (budget 1.2); ` +
        `by-ids requests per showing: ${[...new Set(byIdsRequests)].join(', ')} (budget 1)`,
    );
  } finally {
    await context.close();
  }
}

declare const chrome: {
  runtime: { sendMessage(message: unknown): Promise<unknown> };
  storage: { local: { set(items: object): Promise<void> } };
};
