import type { Page } from '@playwright/test';
import type { WxtBrowser } from 'wxt/browser';
import { expect, test } from './fixtures.ts';
import { BackgroundApi } from './pages/background-api.ts';
import { pageInOwnWindow } from './pages/own-window.ts';
import { PopupPage } from './pages/popup-page.ts';

// One browser for the file, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

declare const chrome: WxtBrowser;

/** A change a person (or browser sync) makes in one extension page. */
type Change =
  /** Clicks the star of the tile showing this id. */
  | { star: string }
  /** Browser sync writes another browser's star of this id (its key, as that browser wrote it). */
  | { favoriteArrives: string }
  /** The page records a pick of this id in Recent. */
  | { picked: string };

/**
 * Makes `changes[0]` in `page` and `changes[1]` in the one other open page of the extension at
 * `path`, in one task: extension pages share a process, and `extension.getViews` hands each one's
 * window. The two changes are then in flight together however busy the machine is (two timers set
 * for one moment fired 121 ms apart on a loaded run).
 */
function inOneTask(page: Page, path: string, changes: [Change, Change]): Promise<void> {
  return page.evaluate(
    ({ path, changes }) => {
      const others = chrome.extension
        .getViews({ type: 'tab' })
        .filter((view) => view !== window && (view as unknown as Window).location.pathname === path);
      if (others.length !== 1) throw new Error(`${others.length} other pages at ${path}`);
      const views = [window, others[0]] as unknown as (Window & { chrome: WxtBrowser })[];
      changes.forEach((change, index) => {
        const view = views[index] as Window & { chrome: WxtBrowser };
        if ('star' in change) {
          const star = view.document.querySelector<HTMLElement>(
            `.tile[data-item-id="${change.star}"] + .tile-info + .tile-star`,
          );
          if (!star) throw new Error(`no star for ${change.star}`);
          star.click();
        } else if ('favoriteArrives' in change) {
          void view.chrome.storage.sync.set({ [`f:${change.favoriteArrives}`]: 'ga0Xy' });
        } else {
          void view.chrome.runtime.sendMessage({ type: 'recordRecent', id: change.picked, kind: 'gif' });
        }
      });
    },
    { path, changes },
  );
}

const storedFavorites = (page: Page) =>
  page.evaluate(async () =>
    Object.keys(await chrome.storage.sync.get(null))
      .filter((key) => key.startsWith('f:'))
      .map((key) => key.slice(2))
      .sort(),
  );

test.describe('favorites changed in two places at once', () => {
  test('two popups star different items in one task: both stars stay, and both popups show both', async ({
    popupPage,
    context,
    extensionId,
  }) => {
    const other = new PopupPage(await context.newPage(), extensionId);
    await Promise.all([popupPage.open(), other.open()]);
    await Promise.all([popupPage.waitForTiles(), other.waitForTiles()]);
    const [first, second] = (await popupPage.tileIds()) as [string, string];
    await expect.poll(() => other.tileIds()).toContain(second);

    await inOneTask(popupPage.page, '/popup.html', [{ star: first }, { star: second }]);
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

  test("a star in the popup and another browser's star arriving through sync in one task: both stay", async ({
    popupPage,
    context,
    extensionId,
  }) => {
    const sync = new BackgroundApi(await pageInOwnWindow(context), extensionId);
    await sync.open();
    await popupPage.open();
    await popupPage.waitForTiles();
    const [first, second] = (await popupPage.tileIds()) as [string, string];
    await inOneTask(sync.page, '/popup.html', [{ favoriteArrives: second }, { star: first }]);
    await expect(popupPage.notice).toHaveText('Added to Favorites');
    await expect.poll(() => storedFavorites(sync.page)).toEqual([first, second].sort());
    await expect(
      popupPage.page.locator(`.tile[data-item-id="${second}"] + .tile-info + .tile-star`),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('picks recorded from two windows at once both reach Recent', async ({ context, extensionId }) => {
    const windows = [
      new BackgroundApi(await pageInOwnWindow(context), extensionId),
      new BackgroundApi(await pageInOwnWindow(context), extensionId),
    ];
    await Promise.all(windows.map((window) => window.open()));
    const ids = ['FromWindowA1', 'FromWindowB2'];
    await inOneTask((windows[0] as BackgroundApi).page, '/options.html', [
      { picked: ids[0] ?? '' },
      { picked: ids[1] ?? '' },
    ]);
    await expect
      .poll(() =>
        (windows[0] as BackgroundApi).page.evaluate(
          async () => (await chrome.storage.local.get('recents')).recents,
        ),
      )
      .toMatch(/^g(FromWindowA1|FromWindowB2) g(FromWindowA1|FromWindowB2)$/);
  });
});
