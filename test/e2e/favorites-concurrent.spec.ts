import type { Page } from '@playwright/test';
import type { WxtBrowser } from 'wxt/browser';
import { expect, test } from './fixtures.ts';
import { BackgroundApi } from './pages/background-api.ts';
import { PopupPage } from './pages/popup-page.ts';

declare const chrome: WxtBrowser;

/**
 * Runs `action` (a function's source) in each page at one agreed moment, each on its own timer,
 * and resolves with the moments it ran, so the test can show they fell within the same 50 ms.
 */
function atOnce(pages: Page[], actions: string[]): Promise<number[]> {
  // Far enough ahead that both pages have their timer set on a busy machine (500 ms was not, once).
  const at = Date.now() + 2000;
  return Promise.all(
    pages.map(
      (page, index) =>
        page.evaluate(
          `new Promise((resolve) => setTimeout(() => { const now = Date.now(); (${actions[index]})(); resolve(now); }, ${at} - Date.now()))`,
        ) as Promise<number>,
    ),
  );
}

/** Clicks the star of the tile showing `id`. */
const clickStar = (id: string) =>
  `() => document.querySelector('.tile[data-item-id="${id}"] + .tile-info + .tile-star').click()`;

const storedFavorites = (page: Page) =>
  page.evaluate(async () =>
    Object.keys(await chrome.storage.sync.get(null))
      .filter((key) => key.startsWith('f:'))
      .map((key) => key.slice(2))
      .sort(),
  );

test.describe('favorites changed in two places at once', () => {
  test('two popups star different items within 50 ms: both stars stay, and both popups show both', async ({
    popupPage,
    context,
    extensionId,
  }) => {
    const other = new PopupPage(await context.newPage(), extensionId);
    await Promise.all([popupPage.open(), other.open()]);
    await Promise.all([popupPage.waitForTiles(), other.waitForTiles()]);
    const [first, second] = (await popupPage.tileIds()) as [string, string];
    await expect.poll(() => other.tileIds()).toContain(second);

    const moments = await atOnce([popupPage.page, other.page], [clickStar(first), clickStar(second)]);
    expect(Math.abs((moments[0] as number) - (moments[1] as number))).toBeLessThan(50);
    await expect(popupPage.notice).toHaveText('Added to Favorites');
    await expect(other.notice).toHaveText('Added to Favorites');

    await expect.poll(() => storedFavorites(popupPage.page)).toEqual([first, second].sort());
    // Each popup learns of the other's star through storage's change event.
    for (const popup of [popupPage, other])
      for (const id of [first, second])
        await expect(
          popup.page.locator(`.tile[data-item-id="${id}"] + .tile-info + .tile-star`),
        ).toHaveAttribute('aria-pressed', 'true');
    await popupPage.tab('Favorites').click();
    await expect.poll(async () => (await popupPage.tileIds()).sort()).toEqual([first, second].sort());
  });

  test("a star in the popup and another browser's star arriving through sync within 50 ms: both stay", async ({
    popupPage,
    context,
    extensionId,
  }) => {
    const sync = new BackgroundApi(await context.newPage(), extensionId);
    await sync.open();
    await popupPage.open();
    await popupPage.waitForTiles();
    const [first, second] = (await popupPage.tileIds()) as [string, string];
    // What browser sync writes when another browser starred `second`: its key, as that browser wrote it.
    const arrive = `() => chrome.storage.sync.set({ 'f:${second}': 'ga0Xy' })`;
    const moments = await atOnce([popupPage.page, sync.page], [clickStar(first), arrive]);
    expect(Math.abs((moments[0] as number) - (moments[1] as number))).toBeLessThan(50);
    await expect(popupPage.notice).toHaveText('Added to Favorites');
    await expect.poll(() => storedFavorites(sync.page)).toEqual([first, second].sort());
    await expect(
      popupPage.page.locator(`.tile[data-item-id="${second}"] + .tile-info + .tile-star`),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('picks recorded from two windows at once both reach Recent', async ({ context, extensionId }) => {
    const windows = [
      new BackgroundApi(await context.newPage(), extensionId),
      new BackgroundApi(await context.newPage(), extensionId),
    ];
    await Promise.all(windows.map((window) => window.open()));
    const ids = ['FromWindowA1', 'FromWindowB2'];
    const record = (id: string) =>
      `() => chrome.runtime.sendMessage({ type: 'recordRecent', id: '${id}', kind: 'gif' })`;
    const moments = await atOnce(
      windows.map((window) => window.page),
      ids.map(record),
    );
    expect(Math.abs((moments[0] as number) - (moments[1] as number))).toBeLessThan(50);
    await expect
      .poll(() =>
        (windows[0] as BackgroundApi).page.evaluate(
          async () => (await chrome.storage.local.get('recents')).recents,
        ),
      )
      .toMatch(/^g(FromWindowA1|FromWindowB2) g(FromWindowA1|FromWindowB2)$/);
  });
});
