import { expect, test } from './fixtures.ts';

// One browser for the file, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

test.describe('popup: long text never runs past 400 px', () => {
  test('a 45-letter search with no results: the echo wraps, the caption ends in an ellipsis', async ({
    popupPage,
  }) => {
    const { page } = popupPage;
    const text = 'a'.repeat(45);
    await popupPage.open();
    await popupPage.waitForTiles();
    await popupPage.search.fill(text);
    await popupPage.search.press('Enter');
    await expect(popupPage.panel).toContainText(`No results for “${text}”`);
    expect(await popupPage.overflow()).toEqual([]);
    // The row's caption ("GIFs for “aaa…”"): cut, and the cut shown.
    const caption = page.locator('.suggestions-heading', { hasText: 'GIFs for' });
    await expect(caption).toBeVisible();
    const cut = await caption.evaluate((element) => ({
      overflows: element.scrollWidth > element.clientWidth,
      ellipsis: getComputedStyle(element).textOverflow,
      right: element.getBoundingClientRect().right,
    }));
    expect(cut).toEqual({ overflows: true, ellipsis: 'ellipsis', right: expect.any(Number) });
    expect(cut.right).toBeLessThanOrEqual(400);
  });
});
