import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { PopupPage } from './pages/popup-page.ts';

// One browser for the file, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

/** The focused tile's index and position. */
function focusedTile(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element?.classList.contains('tile')) return null;
    const box = element.getBoundingClientRect();
    return { index: Number(element.dataset.tile), x: box.x, y: box.y };
  });
}

/** Opens the popup on trending and goes into its grid with Arrow Down from the box. */
async function intoTheGrid(popupPage: PopupPage) {
  await popupPage.open();
  await popupPage.waitForTiles();
  await popupPage.search.press('ArrowDown');
  await expect.poll(() => focusedTile(popupPage.page)).not.toBeNull();
}

test.describe('popup: keyboard', () => {
  test('the focus given back to the search box stays there while the results scroll', async ({
    popupPage,
  }) => {
    await intoTheGrid(popupPage);
    await popupPage.search.click();
    await expect(popupPage.search).toBeFocused();
    // A little, and then far: the tile that had the focus still mounted, then unmounted and back.
    for (const by of [120, 120, 1500, -1740]) {
      await popupPage.scrollGrid(by);
      await popupPage.afterRenders();
      await expect(popupPage.search).toBeFocused();
    }
    await expect(popupPage.search).toBeFocused();
    await popupPage.page.keyboard.type('s');
    await expect(popupPage.search).toHaveValue('s');
  });

  test('the box given the focus the moment a tile took it keeps it', async ({ popupPage }) => {
    await popupPage.open();
    await popupPage.waitForTiles();
    // A tile, then the box before the grid's render after the tile's focus has run its effects.
    await popupPage.page.evaluate(async () => {
      document.querySelector<HTMLElement>('.tile')?.focus();
      await Promise.resolve();
      await Promise.resolve();
      document.querySelector<HTMLElement>('input[type="search"]')?.focus();
    });
    await popupPage.afterRenders();
    await expect(popupPage.search).toBeFocused();
    await popupPage.page.keyboard.type('s');
    await expect(popupPage.search).toHaveValue('s');
  });
});

test.describe('popup: accessibility (axe-core)', () => {
  const scan = async (page: Page) => {
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
  };

  // Trending, the other tabs and the categories: popup-layout.spec.ts, in both schemes.
  test('no violations on results and when nothing matches', async ({ popupPage }) => {
    await popupPage.open();
    await popupPage.waitForTiles();
    await popupPage.search.fill('a'.repeat(45));
    expect(await scan(popupPage.page)).toEqual([]);
    await popupPage.search.fill('zzqqxxnothingmatches');
    await popupPage.search.press('Enter');
    await expect(popupPage.panel).toContainText('No results');
    expect(await scan(popupPage.page)).toEqual([]);
  });

  test('no violations in the dark theme and in an error state', async ({ popupPage, control }) => {
    await popupPage.page.emulateMedia({ colorScheme: 'dark' });
    await control.injectFault({ route: 'gifs.trending', kind: 'status', status: 503, count: 20 });
    await popupPage.open();
    await expect(popupPage.alert).toBeVisible();
    expect(await scan(popupPage.page)).toEqual([]);
  });

  test('no violations while loading', async ({ popupPage, control }) => {
    await control.injectFault({ route: 'gifs.trending', kind: 'latency', latencyMs: 3000 });
    await popupPage.open();
    await expect(popupPage.panel).toHaveAttribute('aria-busy', 'true');
    expect(await scan(popupPage.page)).toEqual([]);
  });
});

test.describe('popup: view pingbacks', () => {
  test('a view is registered once per item per list, for tiles loaded and wholly in view', async ({
    popupPage,
    control,
    api,
  }) => {
    await popupPage.open();
    await popupPage.waitForTiles();
    const seenSent = async () => {
      await api.value({ type: 'flushPingbacks' });
      return (await control.pingbacks()).filter((pingback) => pingback.action === 'SEEN');
    };
    // Registered as tiles load and come into view, which a loaded machine may take its time over.
    await expect.poll(async () => (await seenSent()).length).toBeGreaterThan(0);
    // Down until tiles further on are registered too, then back to the first ones, seen again.
    const before = (await seenSent()).length;
    await popupPage.scrollGrid(300);
    await expect.poll(async () => (await seenSent()).length).toBeGreaterThan(before);
    await popupPage.scrollGrid(-300);
    // Playwright's own intersection observer reports after the tile's, so the tile has seen it too.
    await expect(popupPage.tileAt(0)).toBeInViewport({ ratio: 0.99 });
    const seen = await seenSent();
    const ids = seen.map((pingback) => pingback.itemId);
    expect(new Set(ids).size).toBe(ids.length);
    // Never the whole list at once: only what was seen.
    expect(ids.length).toBeLessThan(25 * 2);
  });
});
