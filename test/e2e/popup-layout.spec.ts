import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { PopupPage } from './pages/popup-page.ts';

// One browser per worker, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

test.describe('popup: layout', () => {
  test('nothing moves from opening through typing a query and receiving its results (CLS 0)', async ({
    popupPage,
    control,
  }) => {
    await popupPage.recordLayoutShifts();
    await popupPage.open();
    await popupPage.waitForTiles();
    // The suggestion row (trending searches) has come in too.
    await expect(popupPage.page.getByRole('navigation', { name: 'Trending searches' })).toBeVisible();
    await popupPage.search.pressSequentially('cat', { delay: 90 });
    await expect(popupPage.page.getByRole('navigation', { name: 'Related tags' })).toBeVisible();
    await popupPage.waitForTiles();
    // Past the 50-character counter's threshold and back.
    await popupPage.search.fill('a'.repeat(45));
    await expect(popupPage.counter).toBeVisible();
    await popupPage.search.fill('cats');
    // The answer for "cats" asked, shown with its media, and two frames painted after it.
    await expect
      .poll(async () =>
        (await control.requests()).some(
          (request) => request.operation === 'gifs.search' && /(^|&)q=cats(&|$)/.test(request.rawQuery),
        ),
      )
      .toBe(true);
    await expect(popupPage.panel).not.toHaveAttribute('aria-busy', 'true');
    await popupPage.waitForTiles();
    await popupPage.afterRenders();
    expect(await popupPage.layoutShifts()).toEqual([]);
  });

  test('the attribution mark holds its room before its file loads, so the footer links never move', async ({
    popupPage,
  }) => {
    // Its box as the popup first lays it out, read the moment the mark is put in the page.
    await popupPage.page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const mark = document.querySelector<HTMLImageElement>('.attribution img');
        if (!mark) return;
        observer.disconnect();
        (window as unknown as { markAtFirst: number }).markAtFirst = mark.getBoundingClientRect().width;
      }).observe(document, { childList: true, subtree: true });
    });
    await popupPage.open();
    await expect(popupPage.attribution).toHaveJSProperty('complete', true);
    const loaded = await popupPage.attribution.evaluate((img) => img.getBoundingClientRect().width);
    const atFirst = await popupPage.page.evaluate(
      () => (window as unknown as { markAtFirst: number }).markAtFirst,
    );
    expect(atFirst).toBe(loaded);
  });

  const axeViolations = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations;
  /** The popup in `scheme`, its trending tiles in. */
  const openInScheme = async (popupPage: PopupPage, scheme: 'light' | 'dark') => {
    await popupPage.page.emulateMedia({ colorScheme: scheme });
    await popupPage.open();
    await popupPage.waitForTiles();
  };

  // Per scheme in two tests. An axe scan of the popup takes about 1 s alone and up to 11 s on a
  // loaded machine (a clean run with three Chromium workers): each test may take two minutes.
  for (const scheme of ['light', 'dark'] as const) {
    test(`trending and categories: nothing sticks out or scrolls sideways; axe finds nothing (${scheme})`, async ({
      popupPage,
    }) => {
      test.setTimeout(240_000);
      await openInScheme(popupPage, scheme);
      expect(await popupPage.overflow()).toEqual([]);
      // A chip row that goes on past the edge fades there, the cue that it scrolls.
      const row = popupPage.page.getByRole('navigation', { name: 'Trending searches' });
      await expect(row).toHaveAttribute('data-more-after', '');
      await expect(row).not.toHaveAttribute('data-more-before', '');
      await row.evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
      });
      await expect(row).toHaveAttribute('data-more-before', '');
      await expect(row).not.toHaveAttribute('data-more-after', '');
      expect(await axeViolations(popupPage.page)).toEqual([]);
      await popupPage.categoriesToggle.click();
      await popupPage.categories.first().waitFor();
      expect(await popupPage.overflow(), 'categories').toEqual([]);
      expect(await axeViolations(popupPage.page), 'categories').toEqual([]);
    });

    test(`Stickers, Clips, Emoji: no tile, badge or row overflows sideways; axe finds nothing (${scheme})`, async ({
      popupPage,
    }) => {
      test.setTimeout(240_000);
      await openInScheme(popupPage, scheme);
      for (const tab of ['Stickers', 'Clips', 'Emoji'] as const) {
        await popupPage.tab(tab).click();
        await popupPage.waitForTiles();
        expect(await popupPage.overflow(), tab).toEqual([]);
        expect(await axeViolations(popupPage.page), tab).toEqual([]);
      }
    });
  }

  test('the clips sound hint shows whole, with sound off and on', async ({ popupPage }) => {
    const { page } = popupPage;
    await popupPage.open();
    await popupPage.tab('Clips').click();
    const hint = page.locator('.action-hint');
    for (const words of ['Clips play muted', 'The clip under the pointer or focus plays with sound']) {
      await expect(hint).toHaveText(words);
      expect(await hint.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
      expect(await hint.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
      await page.getByRole('button', { name: /Sound/ }).click();
    }
  });
});
