import { expect, test } from './fixtures.ts';

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
    await popupPage.waitForTiles();
    await expect(popupPage.tiles).toHaveCount(1);
    await popupPage.tiles.first().click();
    await expect(popupPage.notice).toHaveText('Copied — press Ctrl+V');
    await popupPage.back.click();
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
    await popupPage.waitForTiles();
    await expect(popupPage.tiles).toHaveCount(1);
    await popupPage.search.fill('panda');
    await popupPage.surprise.click();
    await expect
      .poll(async () =>
        (await control.requests())
          .filter((request) => request.operation === 'gifs.random')
          .map((request) => new URLSearchParams(request.rawQuery).get('tag')),
      )
      .toEqual([null, 'panda']);
    await expect(popupPage.tiles).toHaveCount(1);
  });

  test('nothing found shows the empty state', async ({ popupPage }) => {
    await popupPage.open();
    await popupPage.waitForTiles();
    await popupPage.search.fill('zzqqxx');
    await popupPage.surprise.click();
    await expect(popupPage.panel).toContainText('Nothing found: A random GIF for “zzqqxx”');
    await expect(popupPage.tiles).toHaveCount(0);
    await expect(popupPage.back).toBeVisible();
  });
});
