import { describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { addFavorites, readFavorites } from '../../../src/collections/favorites.ts';
import { exportFavorites, parseFavoritesFile } from '../../../src/collections/favorites-file.ts';
import { importFavorites } from '../../../src/collections/import-favorites.ts';
import type { ItemRef } from '../../../src/collections/item-ref.ts';

type Send = Parameters<typeof importFavorites>[1];

const refs: ItemRef[] = [
  { id: 'Abc123', kind: 'gif' },
  { id: 'Clip99', kind: 'clip' },
];

/** A service that knows the ids given. */
const knowing = (...known: string[]) =>
  vi.fn(async (request: { ids: string[] }) =>
    request.ids.filter((id) => known.includes(id)).map((id) => ({ id })),
  ) as unknown as Send;

describe('the favorites file', () => {
  it('round-trips', () => {
    expect(parseFavoritesFile(exportFavorites(refs))).toEqual({ ok: true, refs });
  });

  it.each([
    ['{not json', 'This file is damaged: it is not a favorites export.'],
    ['', 'This file is damaged: it is not a favorites export.'],
    ['[]', 'This file is not a GifDrop favorites file (it has no favorites list).'],
    ['{"hello":1}', 'This file is not a GifDrop favorites file (it has no favorites list).'],
    ['null', 'This file is not a GifDrop favorites file (it has no favorites list).'],
    [
      '{"format":"gifdrop-favorites","version":1}',
      'This file is not a GifDrop favorites file (it has no favorites list).',
    ],
    [
      '{"format":"gifdrop-favorites","version":2,"items":[]}',
      'This favorites file comes from a newer GifDrop: update GifDrop, then import it again.',
    ],
    [
      '{"format":"gifdrop-favorites","version":1,"items":[{"id":"Abc","kind":"gif"},{"id":"<b>","kind":"gif"}]}',
      'This file is damaged: entry 2 of its favorites list is not one GifDrop can read. Nothing was imported.',
    ],
    [
      '{"format":"gifdrop-favorites","version":1,"items":[{"id":"Abc","kind":"movie"}]}',
      'This file is damaged: entry 1 of its favorites list is not one GifDrop can read. Nothing was imported.',
    ],
  ])('refuses %s, saying what a person can act on', (text, message) => {
    expect(parseFavoritesFile(text)).toEqual({ ok: false, message });
  });

  it('never shows a parser or validator message', () => {
    for (const text of [
      '{not json',
      '{"hello":1}',
      '{"format":"gifdrop-favorites","version":1,"items":[1]}',
    ]) {
      const parsed = parseFavoritesFile(text);
      expect(parsed.ok ? '' : parsed.message).not.toMatch(
        /Expected|Invalid|received|position|JSON\.parse|token/i,
      );
    }
  });
});

describe('importFavorites', () => {
  it('adds the new ones after the current ones, checked with the service', async () => {
    await addFavorites([{ id: 'Old1', kind: 'gif' }]);
    const send = knowing('Abc123', 'Clip99');
    expect(await importFavorites(exportFavorites(refs), send)).toBe(2);
    expect(send).toHaveBeenCalledWith({ type: 'getContents', ids: ['Abc123', 'Clip99'] });
    expect(await readFavorites()).toEqual([{ id: 'Old1', kind: 'gif' }, ...refs]);
  });

  it('an import of 449 next to one favorite is one write of 449 keys; 500 are refused whole, saying how many', async () => {
    await addFavorites([{ id: 'Old1', kind: 'gif' }]);
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ id: `Many${index}abcdefghij`, kind: 'gif' as const }));
    const send = knowing(...many(500).map((entry) => entry.id));
    await expect(importFavorites(exportFavorites(many(500)), send)).rejects.toThrow(
      'Too many favorites: with this file there would be 501, more than browser sync can hold. Nothing was imported.',
    );
    expect(await readFavorites()).toEqual([{ id: 'Old1', kind: 'gif' }]);
    const set = vi.spyOn(browser.storage.sync, 'set');
    expect(await importFavorites(exportFavorites(many(449)), send)).toBe(449);
    expect(set).toHaveBeenCalledTimes(1);
    expect(await readFavorites()).toEqual([{ id: 'Old1', kind: 'gif' }, ...many(449)]);
  });

  it.each([
    ['bad JSON', '{', knowing(), 'This file is damaged: it is not a favorites export.'],
    ['unknown ids', exportFavorites(refs), knowing('Abc123'), '1 id is unknown to GIPHY'],
    [
      'too many ids',
      exportFavorites(
        Array.from({ length: 4000 }, (_, index) => ({ id: `Id${index}xxxxxxxxxxx`, kind: 'gif' })),
      ),
      knowing(),
      'Too many favorites',
    ],
  ])('%s: a clear message, nothing changed', async (_name, text, send, message) => {
    await addFavorites([{ id: 'Old1', kind: 'gif' }]);
    await expect(importFavorites(text as string, send as Send)).rejects.toThrow(message as string);
    expect(await readFavorites()).toEqual([{ id: 'Old1', kind: 'gif' }]);
  });
});
