import { readFile } from 'node:fs/promises';
import type { BrowserContext } from '@playwright/test';
import type { WxtBrowser } from 'wxt/browser';
import { expect, test } from './fixtures.ts';
import { BackgroundApi } from './pages/background-api.ts';
import { pageInOwnWindow } from './pages/own-window.ts';

// One browser per worker, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

declare const chrome: WxtBrowser;

test.describe('options: favorites file', () => {
  test('export then import round-trips; bad JSON, unknown or too many ids are refused in words, no change', async ({
    optionsPage,
    context,
    extensionId,
  }) => {
    const api = new BackgroundApi(await pageInOwnWindow(context), extensionId);
    await api.open();
    const gifs = (await api.value({ type: 'trending', kind: 'gifs', limit: 2 })).data;
    const [clip] = (await api.value({ type: 'trendingClips', limit: 1 })).data;
    const favorites = [
      { id: gifs[0]?.id, kind: 'gif' },
      { id: clip?.id, kind: 'clip' },
      { id: gifs[1]?.id, kind: 'gif' },
    ];
    // A key per favorite: its kind letter and its sort position.
    const stored = {
      [`f:${favorites[0]?.id}`]: 'ga0',
      [`f:${favorites[1]?.id}`]: 'ca1',
      [`f:${favorites[2]?.id}`]: 'ga2',
    };
    await api.page.evaluate((values) => chrome.storage.sync.set(values), stored);

    await optionsPage.open();
    const section = optionsPage.page.getByRole('region', { name: 'Favorites and uploads' });
    const download = optionsPage.page.waitForEvent('download');
    await section.getByRole('button', { name: 'Export favorites' }).click();
    const file = await (await download).path();
    const text = await readFile(file, 'utf8');
    expect(JSON.parse(text)).toEqual({ format: 'gifdrop-favorites', version: 1, items: favorites });
    await expect(optionsPage.status('Favorites and uploads')).toHaveText('Exported 3 favorites');

    // Everything in sync but the conversion's marker, which the background writes once on its own
    // time after it starts (under load, after the clear below): a refusal changes nothing.
    const readStored = () =>
      api.page.evaluate(async () => {
        const { favoritesMigrated: _marker, ...rest } = await chrome.storage.sync.get(null);
        return rest;
      });
    await api.page.evaluate(() => chrome.storage.sync.clear());
    const input = section.getByLabel('Favorites file to import');
    await input.setInputFiles({
      name: 'favorites.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await expect(optionsPage.status('Favorites and uploads')).toHaveText('Imported 3 favorites');
    const imported = await readStored();
    expect(Object.keys(imported).filter((key) => key.startsWith('f:'))).toEqual(
      expect.arrayContaining(Object.keys(stored)),
    );
    expect(Object.entries(imported).map(([key, value]) => `${key}=${String(value).charAt(0)}`)).toEqual(
      expect.arrayContaining(Object.entries(stored).map(([key, value]) => `${key}=${value.charAt(0)}`)),
    );

    const before = await readStored();
    const refused: [string, string][] = [
      ['{"format": "gifdrop-favorites", ', 'This file is damaged: it is not a favorites export.'],
      ['{"hello":1}', 'This file is not a GifDrop favorites file (it has no favorites list).'],
      [
        JSON.stringify({
          format: 'gifdrop-favorites',
          version: 1,
          items: [{ id: 'NoSuchId123', kind: 'gif' }],
        }),
        '1 id is unknown to GIPHY (or above your rating setting): NoSuchId123. Nothing was imported.',
      ],
      [
        JSON.stringify({
          format: 'gifdrop-favorites',
          version: 1,
          items: Array.from({ length: 500 }, (_, index) => ({ id: `Many${index}abcdefghij`, kind: 'gif' })),
        }),
        'Too many favorites: with this file there would be 503, more than browser sync can hold. Nothing was imported.',
      ],
      [
        JSON.stringify({ items: [] }),
        'This file is not a GifDrop favorites file (it has no favorites list).',
      ],
    ];
    for (const [content, message] of refused) {
      await input.setInputFiles({
        name: 'bad.json',
        mimeType: 'application/json',
        buffer: Buffer.from(content),
      });
      await expect(optionsPage.alert('Favorites and uploads')).toContainText(message);
      expect(await readStored()).toEqual(before);
    }
  });
});

/**
 * An extension page to send from, once the background's start-up has converted the (empty)
 * earlier shards and taken them in: a test's own writes come after it.
 */
async function afterConversion(context: BrowserContext, extensionId: string): Promise<BackgroundApi> {
  const api = new BackgroundApi(await pageInOwnWindow(context), extensionId);
  await api.open();
  await expect
    .poll(() =>
      api.page.evaluate(async () => ({
        converted: (await chrome.storage.sync.get('favoritesMigrated')).favoritesMigrated,
        seen: (await chrome.storage.local.get('favoritesShardsSeen')).favoritesShardsSeen,
      })),
    )
    .toEqual({ converted: 0, seen: '' });
  return api;
}

test.describe('options: favorites an earlier version kept', () => {
  test('favorites the conversion left in the earlier shards are counted, with what to do', async ({
    optionsPage,
    context,
    extensionId,
  }) => {
    const api = await afterConversion(context, extensionId);
    await api.page.evaluate(() => chrome.storage.sync.set({ favoritesMigrated: 50 }));
    await optionsPage.open();
    const section = optionsPage.page.getByRole('region', { name: 'Favorites and uploads' });
    await expect(section.getByRole('note')).toHaveText(
      'Favorites saved by an earlier version of GifDrop that did not fit here (browser sync holds 450): 50. They are still stored for that version; to keep them, export them there, remove some favorites here, then import the file.',
    );
  });

  test('a star an earlier version writes into its shards after the conversion joins the favorites', async ({
    context,
    extensionId,
  }) => {
    const api = await afterConversion(context, extensionId);
    const [gif] = (await api.value({ type: 'trending', kind: 'gifs', limit: 1 })).data;
    await api.page.evaluate((id) => chrome.storage.sync.set({ favorites0: `g${id}` }), gif?.id);
    await expect
      .poll(() => api.page.evaluate(async () => Object.keys(await chrome.storage.sync.get(null))))
      .toContain(`f:${gif?.id}`);
  });
});
