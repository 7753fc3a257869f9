/**
 * How long starring takes. In the popup with 10 favorites: F on a tile to its star shown pressed,
 * and on to the Favorites tab showing the item (the tab opened as soon as the star shows). In the
 * background with 400 favorites: the `toggleFavorite` round trip of a star. The favorites are
 * seeded in both layouts (the earlier shards and a key per favorite), so the same bench runs
 * against a build of either.
 */
import type { Page } from '@playwright/test';
import type { ServiceHandle } from '../../service/index.ts';
import { openBenchPopup } from './launch.ts';
import { median, ms } from './stats.ts';

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `ids` as favorites in both layouts, the earlier version's marker of a finished conversion included. */
function seedValues(ids: readonly string[]): Record<string, string | number> {
  const values: Record<string, string | number> = { favoritesMigrated: 0 };
  const entries = ids.map((id) => `g${id}`);
  for (let shard = 0; shard < 8; shard++) values[`favorites${shard}`] = '';
  let shard = 0;
  for (const entry of entries) {
    const current = values[`favorites${shard}`] as string;
    if (current.length + entry.length + 1 > 8000) shard++;
    const now = values[`favorites${shard}`] as string;
    values[`favorites${shard}`] = now ? `${now} ${entry}` : entry;
  }
  for (const [index, id] of ids.entries())
    values[`f:${id}`] = `gb${DIGITS[Math.floor(index / 62)]}${DIGITS[index % 62]}`;
  return values;
}

/**
 * F on the tile showing `id`, then the Favorites tab once its star shows pressed: resolves with
 * the milliseconds to the star and to the Favorites tab showing the item among `count` tiles.
 * Watched by a MutationObserver: animation frames of a headless page come hundreds of ms apart.
 * A string, not a function: tsx would wrap inner functions in a helper.
 */
const STAR_AND_OPEN = `([id, count]) => new Promise((resolve) => {
  const tile = document.querySelector('.tile[data-item-id="' + id + '"]');
  tile.focus();
  let starred;
  const check = () => {
    const star = document.querySelector('.tile[data-item-id="' + id + '"] + .tile-info + .tile-star');
    if (starred === undefined && star && star.getAttribute('aria-pressed') === 'true') {
      starred = performance.now() - start;
      [...document.querySelectorAll('[role=tab]')].find((tab) => tab.textContent === 'Favorites').click();
    }
    const selected = document.querySelector('[role=tab][aria-selected=true]');
    if (starred !== undefined && selected && selected.textContent === 'Favorites' &&
        document.querySelectorAll('.tile').length === count && document.querySelector('.tile[data-item-id="' + id + '"]')) {
      observer.disconnect();
      resolve([starred, performance.now() - start]);
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  const start = performance.now();
  tile.dispatchEvent(new KeyboardEvent('keydown', { key: 'f', bubbles: true, cancelable: true }));
})`;

async function send(page: Page, message: unknown): Promise<unknown> {
  return page.evaluate((body) => chrome.runtime.sendMessage(body), message);
}

export async function benchFavorites(
  _service: ServiceHandle,
  extensionDir: string,
  executablePath: string,
  runs: number,
): Promise<{ star: number; tab: number; roundTrip: number }> {
  const count = Math.max(runs * 3, 9);
  let star: number[] = [];
  let tab: number[] = [];
  {
    const { context, page } = await openBenchPopup(extensionDir, executablePath);
    try {
      await page.locator('.tile.loaded').first().waitFor();
      const answer = (await send(page, { type: 'trending', kind: 'gifs', offset: 25, limit: 10 })) as {
        value: { data: { id: string }[] };
      };
      const favorites = answer.value.data.map((item) => item.id);
      await page.evaluate((values) => chrome.storage.sync.set(values), seedValues(favorites));
      await page.reload();
      await page.locator('.tile.loaded').first().waitFor();
      const trending = await page
        .locator('.tile')
        .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-item-id') ?? ''));
      for (let run = 0; run < count; run++) {
        const id = trending[run % 6] as string;
        const [toStar, toTab] = (await page.evaluate(
          `(${STAR_AND_OPEN})(${JSON.stringify([id, favorites.length + 1])})`,
        )) as [number, number];
        star.push(toStar);
        tab.push(toTab);
        // Back to GIFs, and the star taken away again for the next run.
        await page.getByRole('tab', { name: 'GIFs' }).click();
        const tile = page.locator(`.tile[data-item-id="${id}"]`);
        await tile.waitFor();
        await tile.focus();
        await page.keyboard.press('f');
        await page
          .locator(`.tile[data-item-id="${id}"] + .tile-info + .tile-star[aria-pressed="false"]`)
          .waitFor();
      }
    } finally {
      await context.close();
    }
  }
  // The first of each is the worker's and the page's first of its kind: left out.
  star = star.slice(1);
  tab = tab.slice(1);
  const roundTrips: number[] = [];
  {
    const { context, page } = await openBenchPopup(extensionDir, executablePath);
    try {
      const ids = Array.from({ length: 400 }, (_, index) => `Bench${String(index).padStart(13, '0')}`);
      await page.evaluate((values) => chrome.storage.sync.set(values), seedValues(ids));
      for (let run = 0; run < count + 1; run++) {
        const message = { type: 'toggleFavorite', id: `Starred${run}abcdefghijk`, kind: 'gif' };
        const took = await page.evaluate(async (body) => {
          const started = performance.now();
          await chrome.runtime.sendMessage(body);
          return performance.now() - started;
        }, message);
        if (run > 0) roundTrips.push(took);
        await send(page, message);
      }
    } finally {
      await context.close();
    }
  }
  const result = { star: median(star), tab: median(tab), roundTrip: median(roundTrips) };
  console.log(
    `Starring (median of ${star.length}): F to star shown ${ms(result.star)}, to Favorites tab showing it ${ms(result.tab)} (10 favorites); ` +
      `toggleFavorite round trip with 400 favorites ${ms(result.roundTrip)} (median of ${roundTrips.length})`,
  );
  return result;
}

declare const chrome: {
  runtime: { sendMessage(message: unknown): Promise<unknown> };
  storage: { sync: { set(items: object): Promise<void> } };
};
