import { expect, test } from './fixtures.ts';
import { BackgroundApi } from './pages/background-api.ts';
import { pageInOwnWindow } from './pages/own-window.ts';

// One browser per worker, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

test.describe('popup: one GIF for a phrase, surprise me', () => {
  test('translates the phrase into a single pickable result, with a way back', async ({
    popupPage,
    control,
  }) => {
    await popupPage.recordClipboard();
    await popupPage.open();
    await popupPage.waitForTiles();
    await expect(popupPage.translate).toBeDisabled();
    await popupPage.search.fill('happy panda');
    await control.reset();
    await popupPage.translate.click();
    await expect
      .poll(async () =>
        (await control.requests())
          .filter((request) => request.operation === 'gifs.translate')
          .map((request) => new URLSearchParams(request.rawQuery).get('s')),
      )
      .toEqual(['happy panda']);
    // A proper preview: the item large, with its actions; Insert picks it like a tile. What it is
    // is said once, in the row under the box.
    await expect(popupPage.rowUnderBox).toHaveText('One GIF for “happy panda”');
    await expect(popupPage.page.getByText('One GIF for “happy panda”')).toHaveCount(1);
    const media = popupPage.single.locator('.preview-media img');
    await expect(media).toHaveAttribute('src', /^https?:\/\//);
    expect((await media.boundingBox())?.width ?? 0).toBeGreaterThan(250);
    await expect(popupPage.single.getByRole('button', { name: 'Insert' })).toBeFocused();
    await popupPage.single.getByRole('button', { name: 'Insert' }).click();
    await expect(popupPage.notice).toHaveText('Copied — press Ctrl+V');
    // Escape goes back to the results and the box, as "Back to results" does.
    await popupPage.single.getByRole('button', { name: 'Copy link' }).focus();
    await popupPage.page.keyboard.press('Escape');
    await expect(popupPage.search).toBeFocused();
    await popupPage.waitForTiles();
    await expect.poll(() => popupPage.tiles.count()).toBeGreaterThan(1);
    await expect(popupPage.back).toHaveCount(0);
  });

  test('surprise me: fully random with an empty box, tagged with the text otherwise', async ({
    popupPage,
    control,
  }) => {
    await popupPage.open();
    await popupPage.waitForTiles();
    await control.reset();
    await popupPage.surprise.click();
    // With an empty box the row held the trending searches' chips: with one GIF shown, it says what.
    await expect(popupPage.single).toBeVisible();
    await expect(popupPage.rowUnderBox).toHaveText('A random GIF');
    await popupPage.search.fill('panda');
    await popupPage.surprise.click();
    await expect
      .poll(async () =>
        (await control.requests())
          .filter((request) => request.operation === 'gifs.random')
          .map((request) => new URLSearchParams(request.rawQuery).get('tag')),
      )
      .toEqual([null, 'panda']);
    await expect(popupPage.rowUnderBox).toHaveText('A random GIF for “panda”');
    await popupPage.single.getByRole('button', { name: 'Another one' }).click();
    await expect
      .poll(async () => (await control.requests()).filter((r) => r.operation === 'gifs.random').length)
      .toBe(3);
  });

  test('on the Stickers tab both ask for stickers, and say so', async ({ popupPage, control }) => {
    await popupPage.open();
    await popupPage.tab('Stickers').click();
    await popupPage.waitForTiles();
    await control.reset();
    await popupPage.search.fill('hello there');
    // The search as typed answers first (no stickers match), so the way back is known: "Back",
    // with no results to go back to. Clicked within the debounce, it would say "Back to results".
    await popupPage.search.press('Enter');
    await expect(popupPage.panel).toContainText('No results');
    await popupPage.button('One sticker for my phrase').click();
    await expect(popupPage.rowUnderBox).toHaveText('One sticker for “hello there”');
    await popupPage.button('Back').click();
    await popupPage.surprise.click();
    await expect(popupPage.rowUnderBox).toHaveText('A random sticker for “hello there”');
    // The heading can be on screen before the service has logged the request: the log is awaited.
    const operations = async () => (await control.requests()).map((request) => request.operation);
    await expect.poll(operations).toEqual(expect.arrayContaining(['stickers.translate', 'stickers.random']));
    const asked = await operations();
    expect(asked).not.toContain('gifs.translate');
    expect(asked).not.toContain('gifs.random');
    // Where they do not apply, the row says what the tab offers instead.
    await popupPage.tab('Emoji').click();
    await expect(popupPage.surprise).toHaveCount(0);
    await expect(popupPage.page.locator('header')).toContainText(
      'Emoji have no search: type to filter them by name',
    );
  });

  test('nothing found shows the empty state', async ({ popupPage }) => {
    await popupPage.open();
    await popupPage.waitForTiles();
    await popupPage.search.fill('zzqqxx');
    // The search as typed answers first (nothing matches): the way back then says "Back".
    await popupPage.search.press('Enter');
    await expect(popupPage.panel).toContainText('No results');
    await popupPage.surprise.click();
    await expect(popupPage.panel).toContainText('Nothing found: A random GIF for “zzqqxx”');
    await expect(popupPage.tiles).toHaveCount(0);
    await expect(popupPage.button('Back')).toBeVisible();
  });

  test('"Back to results" only when there were results; "Back" after a search with none', async ({
    popupPage,
    context,
    extensionId,
  }) => {
    const api = new BackgroundApi(await pageInOwnWindow(context), extensionId);
    await api.open();
    const [gif] = (await api.value({ type: 'trending', kind: 'gifs', limit: 1 })).data;
    if (!gif) throw new Error('the reference service has trending GIFs');
    const { page } = popupPage;
    await popupPage.open();
    await popupPage.waitForTiles();
    await popupPage.paste(`https://giphy.com/gifs/x-${gif.id}`);
    await expect.poll(() => popupPage.previewId()).toBe(gif.id);
    await expect(popupPage.back).toBeVisible();

    await popupPage.open();
    await popupPage.search.fill('zzqqxxnothingmatches');
    await popupPage.search.press('Enter');
    await expect(popupPage.panel).toContainText('No results');
    await popupPage.paste(`https://giphy.com/gifs/x-${gif.id}`);
    await expect.poll(() => popupPage.previewId()).toBe(gif.id);
    await expect(popupPage.back).toHaveCount(0);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(popupPage.panel).toContainText('No results');
  });
});
