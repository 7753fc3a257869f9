import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

// One browser per worker, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

test.describe('popup: item detail', () => {
  test('Shift+Enter on a tile opens the detail with creator, source and rating; Escape returns to the tile', async ({
    popupPage,
  }) => {
    await popupPage.recordClipboard();
    await popupPage.open();
    await popupPage.waitForTiles();
    // The creator is in the tile's accessible name and tooltip wherever known.
    const attributed = popupPage.page.locator('.tile[aria-label*=" by "]').first();
    await expect(attributed).toBeVisible();
    const label = (await attributed.getAttribute('aria-label')) ?? '';
    const creator = label.slice(label.lastIndexOf(' by ') + 4);
    await expect(attributed).toHaveAttribute('title', /by .*Shift\+Enter/);
    await expect(attributed).toHaveAttribute('aria-keyshortcuts', 'Shift+Enter F');

    await attributed.focus();
    await popupPage.page.keyboard.press('Shift+Enter');
    const detail = popupPage.detail;
    await expect(detail).toBeVisible();
    await expect(detail.getByRole('heading')).not.toBeEmpty();
    await expect(detail).toContainText(`by ${creator}`);
    await expect(detail.locator('.creator img')).toHaveAttribute('src', /^https?:\/\//);
    await expect(detail.getByText(/^Rated \S+/)).toBeVisible();
    for (const link of await detail.getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', /^https?:\/\//);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(detail.getByRole('button', { name: 'Insert' })).toBeFocused();
    expect((await new AxeBuilder({ page: popupPage.page }).analyze()).violations).toEqual([]);

    await detail.getByRole('button', { name: 'Copy link' }).click();
    await expect(detail.getByRole('status')).toHaveText('Link copied');
    // The dialog leaves the attribution mark in view and uncovered.
    expect(await popupPage.markUncovered()).toBe(true);
    expect(await popupPage.copied()).toMatch(/^https?:\/\//);

    await popupPage.page.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);
    await expect(attributed).toBeFocused();
  });

  test('the details button on a tile opens it, and Insert picks like the tile', async ({ popupPage }) => {
    await popupPage.recordClipboard();
    await popupPage.open();
    await popupPage.waitForTiles();
    const tile = popupPage.tiles.first();
    await tile.hover();
    await popupPage.detailsButtons.first().click();
    await expect(popupPage.detail).toBeVisible();
    await popupPage.detail.getByRole('button', { name: 'Insert' }).click();
    await expect(popupPage.detail).toHaveCount(0);
    // No tab to insert into: the same path as a tile click copies the link.
    await expect(popupPage.notice).toHaveText('Copied — press Ctrl+V');
    expect(await popupPage.copied()).toMatch(/^https?:\/\//);
  });
});
