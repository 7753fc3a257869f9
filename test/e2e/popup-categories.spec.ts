import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

// One browser per worker, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

test.describe('popup: categories', () => {
  test('browse the 20 categories, open one, and search a subcategory, all by keyboard', async ({
    popupPage,
    control,
  }) => {
    await popupPage.open();
    await popupPage.waitForTiles();
    await popupPage.categoriesToggle.focus();
    await popupPage.page.keyboard.press('Enter');
    await expect(popupPage.categoriesToggle).toHaveAttribute('aria-pressed', 'true');
    await expect(popupPage.categories).toHaveCount(20);
    // Each with its featured GIF and its name.
    const names = await popupPage.categories.evaluateAll((buttons) =>
      buttons.map((button) => ({
        name: button.textContent ?? '',
        src: button.querySelector('img')?.getAttribute('src') ?? '',
      })),
    );
    expect(names.every(({ name, src }) => name.trim().length > 0 && /^https?:\/\//.test(src))).toBe(true);
    expect((await control.requests()).map((request) => request.operation)).toContain('categories');
    // Axe on the open list of categories: popup-layout.spec.ts, in both schemes.

    const first = popupPage.categories.first();
    const categoryName = (await first.textContent()) ?? '';
    await first.focus();
    await popupPage.page.keyboard.press('Enter');
    await expect(popupPage.page.getByRole('heading', { name: categoryName })).toBeFocused();
    // The open category is a region named by its heading; its subcategories are the list's buttons.
    const chips = popupPage.page
      .getByRole('region', { name: categoryName, exact: true })
      .getByRole('listitem')
      .getByRole('button');
    await expect(chips.first()).toBeVisible();
    expect((await new AxeBuilder({ page: popupPage.page }).analyze()).violations).toEqual([]);

    const subcategory = (await chips.first().textContent()) ?? '';
    await control.reset();
    await popupPage.page.keyboard.press('Tab');
    await expect(chips.first()).toBeFocused();
    await popupPage.page.keyboard.press('Enter');
    await expect(popupPage.search).toHaveValue(subcategory);
    await expect
      .poll(async () =>
        (await control.requests())
          .filter((request) => request.operation === 'gifs.search')
          .map((request) => new URLSearchParams(request.rawQuery).get('q')),
      )
      .toContain(subcategory);
    await popupPage.waitForTiles();
    await expect(popupPage.categories).toHaveCount(0);
  });

  test('the toggle works on GIFs with an empty box, shows its pressed state, and goes back to the list', async ({
    popupPage,
  }) => {
    await popupPage.open();
    await popupPage.waitForTiles();
    await expect(popupPage.categoriesToggle).toHaveAttribute('aria-pressed', 'false');
    await popupPage.categoriesToggle.click();
    await expect(popupPage.categoriesToggle).toHaveAttribute('aria-pressed', 'true');
    await popupPage.categories.nth(2).click();
    await popupPage.button('All categories').click();
    await expect(popupPage.categories).toHaveCount(20);
    await popupPage.categoriesToggle.click();
    await expect(popupPage.categories).toHaveCount(0);
    await popupPage.waitForTiles();
    await popupPage.search.fill('cat');
    // Kept in place (nothing moves), but off while the box holds text.
    await expect(popupPage.categoriesToggle).toBeDisabled();
    await popupPage.search.fill('');
    await popupPage.tab('Stickers').click();
    await expect(popupPage.categoriesToggle).toHaveCount(0);
  });
});
