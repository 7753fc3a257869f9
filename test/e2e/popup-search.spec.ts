import { expect, test } from './fixtures.ts';

// One browser per worker, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

test.describe('popup: search and scrolling', () => {
  test('the Emoji tab’s box filters the loaded emoji by name, without asking the service', async ({
    popupPage,
    control,
  }) => {
    await popupPage.open();
    await popupPage.tab('Emoji').click();
    await popupPage.waitForTiles();
    await expect(popupPage.search).toHaveAttribute('placeholder', 'Filter emoji by name');
    const all = await popupPage.tiles.count();
    const title =
      (await popupPage.tiles.first().locator('img:not(.tile-placeholder)').getAttribute('alt')) ?? '';
    const word = title.split(/\s+/).find((part) => part.length > 2) ?? title;
    await control.reset();
    await popupPage.search.fill(word);
    await expect.poll(() => popupPage.tiles.count()).toBeLessThan(all);
    // The emoji the word came from is still there.
    await expect(popupPage.page.locator(`.tile img[alt="${title}"]`)).toBeVisible();
    await popupPage.search.fill('zzqqxx');
    await expect(popupPage.panel).toContainText('No emoji named “zzqqxx”');
    const operations = (await control.requests()).map((request) => request.operation);
    expect(operations.filter((operation) => operation?.includes('search'))).toEqual([]);
  });

  test('search as you type sends the text exactly as typed, after a pause, once', async ({
    popupPage,
    control,
  }) => {
    await popupPage.open();
    await popupPage.waitForTiles();
    await control.reset();
    await popupPage.search.pressSequentially('Cat  Dance ', { delay: 60 });
    // First pages only: the grid fetches the next page ahead of the scroll.
    const searches = async () =>
      (await control.requests())
        .filter((request) => request.operation === 'gifs.search')
        .map((request) => new URLSearchParams(request.rawQuery))
        .filter((query) => (query.get('offset') ?? '0') === '0')
        .map((query) => query.get('q'));
    // The last search is the whole text, spaces and case kept; any earlier one (a pause in typing
    // on a loaded machine) is a prefix of it, never a trimmed or altered text. The request count
    // under a steady typing rhythm is a budget of the bench, not a timing assertion here.
    await expect.poll(async () => (await searches()).at(-1)).toBe('Cat  Dance ');
    for (const q of await searches()) expect('Cat  Dance '.startsWith(q ?? '\u0000')).toBe(true);
    await popupPage.waitForTiles();
  });

  test('the box stops at 50 characters (emoji count once) and says why near the limit', async ({
    popupPage,
  }) => {
    await popupPage.open();
    await popupPage.search.fill('a'.repeat(41));
    await expect(popupPage.counter).toHaveText('41/50');
    await popupPage.search.fill('😀'.repeat(55));
    await expect(popupPage.search).toHaveValue('😀'.repeat(50));
    await expect(popupPage.counter).toContainText('50/50');
  });

  test('scrolling loads more with a bounded number of tiles; a tile scrolled back to still opens whole', async ({
    popupPage,
    control,
  }) => {
    await popupPage.open();
    await popupPage.waitForTiles();
    const first = popupPage.page.locator('.tile[data-tile="0"]');
    const id = await first.getAttribute('data-item-id');
    let most = 0;
    // 20 screens down, about 350 items, short of the list's end (where each step would wait for
    // room the list will never have): the mounted tiles counted at each stop.
    for (let step = 0; step < 20 && (await popupPage.scrollGridDown(600)); step++)
      most = Math.max(most, await popupPage.tiles.count());
    const scrolled = await popupPage.page.locator('.grid-scroller').evaluate((element) => element.scrollTop);
    expect(scrolled).toBeGreaterThan(10_000);
    expect(most).toBeLessThanOrEqual(80);
    // Far behind, the first item kept only what its tile shows: back at the top its tile
    // shows its media, and its detail has everything, asked again by id.
    await popupPage.page.locator('.grid-scroller').evaluate((element) => {
      element.scrollTop = 0;
    });
    await expect(first.locator('img')).toHaveJSProperty('complete', true);
    await first.focus();
    await popupPage.page.keyboard.press('Shift+Enter');
    await expect(popupPage.detail.locator('.preview-media img')).toHaveAttribute('src', /^https?:\/\//);
    await expect(popupPage.detail.getByRole('heading')).not.toBeEmpty();
    const byIds = (await control.requests()).filter((request) => request.operation === 'gifs.by_ids');
    expect(byIds.map((request) => new URLSearchParams(request.rawQuery).get('ids'))).toEqual([id]);
  });

  test('a box of spaces alone is not sent as a search', async ({ popupPage, control }) => {
    await popupPage.open();
    await popupPage.waitForTiles();
    await control.reset();
    await popupPage.search.fill('   ');
    await popupPage.search.press('Enter');
    await popupPage.waitForTiles();
    await expect(popupPage.panel).not.toContainText('No results');
    const operations = (await control.requests()).map((request) => request.operation);
    expect(operations).not.toContain('gifs.search');
  });
});
