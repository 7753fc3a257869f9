import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext } from '@playwright/test';
import type { WxtBrowser } from 'wxt/browser';
import { expect, test } from './fixtures.ts';
import { BackgroundApi } from './pages/background-api.ts';
import { pageInOwnWindow } from './pages/own-window.ts';
import type { PopupPage } from './pages/popup-page.ts';

// One browser per worker, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

declare const chrome: WxtBrowser;

/** Protocol messages from a page of their own, so the popup's page stays the popup. */
async function apiPage(context: BrowserContext, extensionId: string): Promise<BackgroundApi> {
  const api = new BackgroundApi(await pageInOwnWindow(context), extensionId);
  await api.open();
  return api;
}

/**
 * On trending with no field: picks the first tile, then the third (each link copied), stars the
 * second with its button and the third with F. Returns the first three tiles' ids.
 */
async function pickTwoStarTwo(popupPage: PopupPage): Promise<string[]> {
  await popupPage.recordClipboard();
  await popupPage.open();
  await popupPage.waitForTiles();
  const ids = await popupPage.tileIds();
  await popupPage.tiles.nth(0).click();
  await expect(popupPage.notice).toHaveText('Copied — press Ctrl+V');
  await popupPage.tiles.nth(2).click();
  await expect(popupPage.notice).toHaveText('Copied — press Ctrl+V');
  await popupPage.tiles.nth(1).hover();
  await popupPage.stars.nth(1).click();
  await expect(popupPage.notice).toHaveText('Added to Favorites');
  await popupPage.tiles.nth(2).focus();
  await popupPage.page.keyboard.press('f');
  await expect(popupPage.notice).toHaveText('Added to Favorites');
  await expect(popupPage.stars.and(popupPage.page.getByRole('button', { pressed: true }))).toHaveCount(2);
  return ids.slice(0, 3);
}

test.describe('popup: Recent and Favorites', () => {
  test('picks go to Recent and stars (button or F) to Favorites, stored as ids and kinds only', async ({
    popupPage,
    context,
    extensionId,
  }) => {
    const api = await apiPage(context, extensionId);
    const [first, , third] = await pickTwoStarTwo(popupPage);
    // Only ids and kinds are stored: no URL, title or media.
    const stored = await api.page.evaluate(async () => ({
      local: await chrome.storage.local.get('recents'),
      sync: await chrome.storage.sync.get(null),
    }));
    expect(stored.local.recents).toBe(`g${third} g${first}`);
    expect(JSON.stringify(stored.sync)).not.toMatch(/https?:|giphy\.gif|title/);
  });

  test('Recent and Favorites come back on reopening, revalidated by one by-ids request', async ({
    popupPage,
    control,
  }) => {
    const [first, second, third] = await pickTwoStarTwo(popupPage);
    await control.reset();
    await popupPage.open();
    await popupPage.tab('Recent').click();
    await expect.poll(() => popupPage.tileIds()).toEqual([third, first]);
    const byIds = (await control.requests()).filter((request) => request.operation === 'gifs.by_ids');
    expect(byIds).toHaveLength(1);
    expect(new URLSearchParams(byIds[0]?.rawQuery).get('ids')).toBe(`${third},${first}`);

    await popupPage.tab('Favorites').click();
    await expect.poll(() => popupPage.tileIds()).toEqual([second, third]);
    // Keyboard: the tabs are reachable with the arrow keys.
    await popupPage.tab('Favorites').focus();
    await popupPage.page.keyboard.press('ArrowLeft');
    await expect(popupPage.tab('Recent')).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => popupPage.tileIds()).toEqual([third, first]);
  });

  test('items GIPHY removed or re-rated leave Recent and Favorites, with a count said once', async ({
    popupPage,
    control,
  }) => {
    const [first, second, third] = await pickTwoStarTwo(popupPage);
    // GIPHY removes the first; the second is re-rated r, above the default pg-13.
    await control.removeItem(first as string);
    await control.rateItem(second as string, 'r');
    await popupPage.open();
    await popupPage.tab('Recent').click();
    await expect.poll(() => popupPage.tileIds()).toEqual([third]);
    await expect(popupPage.notice).toHaveText('1 item is no longer available');
    await popupPage.tab('Favorites').click();
    await expect.poll(() => popupPage.tileIds()).toEqual([third]);
    await expect(popupPage.notice).toHaveText('1 item is no longer available');
    // Forgotten: the next showing has nothing to say.
    await popupPage.open();
    await popupPage.tab('Recent').click();
    await expect.poll(() => popupPage.tileIds()).toEqual([third]);
    await expect(popupPage.notice).toHaveText('');
  });

  test('Favorites keep the order the person sets with Alt+arrow keys or dragging, in sync storage', async ({
    popupPage,
    context,
    extensionId,
  }) => {
    const api = await apiPage(context, extensionId);
    await popupPage.open();
    await popupPage.waitForTiles();
    const [a, b, c] = await popupPage.tileIds();
    // Each by its item, wherever its tile is by then; each star shows before the next F (the
    // notice is the same words each time, so it cannot tell one F from the one before).
    const pressedStars = popupPage.stars.and(popupPage.page.getByRole('button', { pressed: true }));
    for (const [index, id] of [a, b, c].entries()) {
      const tile = popupPage.page.locator(`.tile[data-item-id="${id}"]`);
      await tile.focus();
      await expect(tile).toBeFocused();
      await popupPage.page.keyboard.press('f');
      await expect(pressedStars).toHaveCount(index + 1);
      await expect(popupPage.notice).toHaveText('Added to Favorites');
    }
    await popupPage.tab('Favorites').click();
    await expect.poll(() => popupPage.tileIds()).toEqual([a, b, c]);

    // Alt+Right moves the focused tile one place later; the focus stays on it.
    await popupPage.tiles.nth(0).focus();
    await popupPage.page.keyboard.press('Alt+ArrowRight');
    await expect.poll(() => popupPage.tileIds()).toEqual([b, a, c]);
    await expect(popupPage.notice).toHaveText('Moved to place 2 of 3');
    await expect(popupPage.focusedTile).toHaveAttribute('data-item-id', a as string);
    await popupPage.page.keyboard.press('Alt+ArrowRight');
    await expect.poll(() => popupPage.tileIds()).toEqual([b, c, a]);
    // Past the end: nothing moves. Plain arrows still only move the focus.
    await popupPage.page.keyboard.press('Alt+ArrowRight');
    await popupPage.page.keyboard.press('ArrowLeft');
    await expect.poll(() => popupPage.tileIds()).toEqual([b, c, a]);

    // A drag: the last tile dropped on the first takes its place.
    await popupPage.page
      .locator(`.tile[data-item-id="${a}"]`)
      .dragTo(popupPage.page.locator(`.tile[data-item-id="${b}"]`));
    await expect.poll(() => popupPage.tileIds()).toEqual([a, b, c]);
    await popupPage.page
      .locator(`.tile[data-item-id="${a}"]`)
      .dragTo(popupPage.page.locator(`.tile[data-item-id="${c}"]`));
    await expect.poll(() => popupPage.tileIds()).toEqual([b, c, a]);

    // Kept: another opening (and another browser, through storage.sync) shows the same order.
    const storedOrder = () =>
      api.page.evaluate(async () =>
        Object.entries(await chrome.storage.sync.get(null))
          .filter(([key]) => key.startsWith('f:'))
          .sort(([, x], [, y]) => (String(x).slice(1) < String(y).slice(1) ? -1 : 1))
          .map(([key]) => key.slice(2)),
      );
    await expect.poll(storedOrder).toEqual([b, c, a]);
    await popupPage.open();
    await popupPage.tab('Favorites').click();
    await expect.poll(() => popupPage.tileIds()).toEqual([b, c, a]);
    // Other lists cannot be arranged: Alt+arrow there moves nothing.
    await popupPage.tab('Recent').click();
    await popupPage.tab('GIFs').click();
    await popupPage.waitForTiles();
    // The first tiles (more mount below as the list renders on).
    const firstTiles = (await popupPage.tileIds()).slice(0, 3);
    await popupPage.tiles.nth(0).focus();
    await popupPage.page.keyboard.press('Alt+ArrowRight');
    // A plain arrow after it: once the focus has left the first tile, the Alt+arrow was handled.
    await popupPage.page.keyboard.press('ArrowRight');
    await expect(popupPage.focusedTile).not.toHaveAttribute('data-item-id', firstTiles[0] as string);
    expect((await popupPage.tileIds()).slice(0, 3)).toEqual(firstTiles);
  });

  test('a failed revalidation loses nothing; an empty tab says how to fill it; no axe violations', async ({
    popupPage,
    control,
  }) => {
    await popupPage.open();
    await popupPage.tab('Favorites').click();
    await expect(popupPage.panel).toContainText('No favorites yet');
    await popupPage.tab('GIFs').click();
    await popupPage.waitForTiles();
    await popupPage.tiles.first().focus();
    await popupPage.page.keyboard.press('f');
    await expect(popupPage.notice).toHaveText('Added to Favorites');

    await popupPage.tab('Favorites').click();
    await expect(popupPage.tiles).toHaveCount(1);
    await popupPage.tiles.first().hover();
    expect((await new AxeBuilder({ page: popupPage.page }).analyze()).violations).toEqual([]);
    await popupPage.tab('GIFs').click();

    await control.injectFault({ route: 'gifs.by_ids', kind: 'synthetic', count: 3 });
    await popupPage.tab('Favorites').click();
    await expect(popupPage.alert).toBeVisible();
    await control.clearFaults();
    await popupPage.open();
    await popupPage.tab('Favorites').click();
    await expect(popupPage.tiles).toHaveCount(1);
  });
});
