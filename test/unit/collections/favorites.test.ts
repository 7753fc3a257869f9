import { describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import {
  addFavorites,
  FAVORITES_MAX,
  FavoritesFullError,
  favoriteKey,
  isPosition,
  moveFavorite,
  positionAt,
  readFavorites,
  removeFavorites,
  toggleFavorite,
} from '../../../src/collections/favorites.ts';
import { decodeFavorite, favoritesOf } from '../../../src/collections/favorites-store.ts';
import { decodeRefs, encodeRefs, type ItemRef, kindOfItem } from '../../../src/collections/item-ref.ts';
import { readRecents, recordRecent, removeRecents } from '../../../src/collections/recents.ts';
import { bytesOf, SYNC_QUOTA, usageOf } from '../../../src/collections/sync-quota.ts';

const ref = (index: number, kind: ItemRef['kind'] = 'gif'): ItemRef => ({
  id: `Id${String(index).padStart(15, '0')}`,
  kind,
});

describe('item references', () => {
  it('keep only an id and a kind, compactly', () => {
    const refs: ItemRef[] = [ref(1), ref(2, 'sticker'), ref(3, 'clip'), ref(4, 'emoji')];
    const text = encodeRefs(refs);
    expect(text).toBe('gId000000000000001 sId000000000000002 cId000000000000003 eId000000000000004');
    expect(decodeRefs(text)).toEqual(refs);
  });

  it('skip malformed entries and repeated ids written by anyone', () => {
    expect(decodeRefs('gAbc x <img> zAbc gAbc sDef ghttps://x')).toEqual([
      { id: 'Abc', kind: 'gif' },
      { id: 'Def', kind: 'sticker' },
    ]);
    expect(decodeRefs(42)).toEqual([]);
  });

  it.each([
    [{ type: 'video' }, 'clip'],
    [{ type: 'emoji' }, 'emoji'],
    [{ type: 'gif', is_sticker: true }, 'sticker'],
    [{ type: 'gif', is_sticker: false }, 'gif'],
  ] as const)('the kind of %o is %s', (item, kind) => {
    expect(kindOfItem(item)).toBe(kind);
  });
});

describe('favorites in storage.sync, a key each', () => {
  it('toggle in the order starred; each favorite is one small key holding its kind and position', async () => {
    expect(await toggleFavorite(ref(1))).toBe(true);
    expect(await toggleFavorite(ref(2, 'clip'))).toBe(true);
    expect(await readFavorites()).toEqual([ref(1), ref(2, 'clip')]);
    // The kind letter, the order key after the last (`a0`, `a1`) and two random digits.
    const stored = await browser.storage.sync.get(null);
    expect(stored).toEqual({
      [favoriteKey(ref(1).id)]: expect.stringMatching(/^ga0[0-9A-Za-z]{2}$/),
      [favoriteKey(ref(2).id)]: expect.stringMatching(/^ca1[0-9A-Za-z]{2}$/),
    });
    expect(await toggleFavorite(ref(1))).toBe(false);
    expect(await readFavorites()).toEqual([ref(2, 'clip')]);
    expect(await browser.storage.sync.get(null)).toEqual({
      [favoriteKey(ref(2).id)]: stored[favoriteKey(ref(2).id)],
    });
  });

  it('read only well-formed entries, whoever wrote them; a position unusable as a bound is never used as one', async () => {
    expect(decodeFavorite('f:Abc', 'ga0')).toEqual({ id: 'Abc', kind: 'gif', position: 'a0' });
    for (const [key, value] of [
      ['f:Abc', 'xa0'],
      ['f:Abc', 'g'],
      ['f:Abc', 'g0a'],
      ['f:Abc', 'ga-1'],
      ['f:Abc', 42],
      ['f:<img>', 'ga0'],
      ['theme', 'ga0'],
    ] as const)
      expect(decodeFavorite(key, value), `${key} ${value}`).toBeNull();
    expect(['a0', 'a1V', 'b10', 'Zz', 'zzzzzzzzzzzzzzzzzzzzzzzzzz1'].every(isPosition)).toBe(true);
    expect(['a', 'a10', 'b1', 'A'.padEnd(27, '0'), 'a-'].some(isPosition)).toBe(false);
    // Written by hand or by a faulty copy: shown in its place, and changes around it still work.
    await browser.storage.sync.set({ 'f:Ok1': 'ga0', 'f:Odd': 'ga10' });
    expect(await toggleFavorite(ref(1))).toBe(true);
    expect(await moveFavorite(ref(1).id, 1)).toBe(true);
    expect(await moveFavorite('Odd', 0)).toBe(true);
    expect((await readFavorites()).map((entry) => entry.id)).toEqual(['Odd', 'Ok1', ref(1).id]);
  });

  it('sort equal positions (made at once in two browsers) by id; a move between them goes after them, writing its own key only', async () => {
    await browser.storage.sync.set({
      'f:Bbb': 'ga1',
      'f:Aaa': 'ga1',
      'f:Ccc': 'ga0',
      'f:Ddd': 'ga2',
      'f:Eee': 'ga3',
    });
    const order = async () => (await readFavorites()).map((entry) => entry.id);
    expect(await order()).toEqual(['Ccc', 'Aaa', 'Bbb', 'Ddd', 'Eee']);
    // Eee between Aaa and Bbb, whose positions are equal: after both, before Ddd.
    expect(await moveFavorite('Eee', 2)).toBe(true);
    expect(await order()).toEqual(['Ccc', 'Aaa', 'Bbb', 'Eee', 'Ddd']);
    const stored = await browser.storage.sync.get(null);
    expect(stored).toMatchObject({ 'f:Bbb': 'ga1', 'f:Aaa': 'ga1', 'f:Ccc': 'ga0', 'f:Ddd': 'ga2' });
    expect(positionAt(favoritesOf({ 'f:Aaa': 'ga1', 'f:Bbb': 'ga1' }), 1) > 'a1').toBe(true);
  });

  it('take the figures of the design note: about 30 bytes and 1 key per favorite, 450 at most', async () => {
    // GIPHY ids are 18 characters (the real bodies' longest); a position stays 2-4 characters.
    const refs = Array.from({ length: FAVORITES_MAX }, (_, index) => ({
      id: `xT9IgG50Fb7Mi${String(index).padStart(5, '0')}`,
      kind: 'gif' as const,
    }));
    await addFavorites(refs);
    const stored = await browser.storage.sync.get(null);
    const { keys, bytes } = usageOf(stored);
    expect(keys).toBe(FAVORITES_MAX);
    expect(bytes / keys).toBeLessThan(30);
    expect(bytes).toBeLessThan(SYNC_QUOTA.bytes / 6);
    for (const [key, value] of Object.entries(stored)) expect(bytesOf(key, value)).toBeLessThan(40);
    expect(await readFavorites()).toEqual(refs);
    await expect(toggleFavorite(ref(1))).rejects.toThrow(
      'Favorites are full: 450 items is all that browser sync can hold. Remove a favorite to add another.',
    );
    expect(await browser.storage.sync.get(null)).toEqual(stored);
  });

  it('refuse a star when sync has no byte or key left, changing nothing', async () => {
    // The settings took nearly all of the 100 kB.
    await browser.storage.sync.set({ siteFormats: 'x'.repeat(SYNC_QUOTA.bytes - 30) });
    const before = await browser.storage.sync.get(null);
    await expect(toggleFavorite(ref(1))).rejects.toThrow(FavoritesFullError);
    expect(await browser.storage.sync.get(null)).toEqual(before);
    await browser.storage.sync.clear();
    await browser.storage.sync.set(Object.fromEntries(Array.from({ length: 512 }, (_, i) => [`k${i}`, 1])));
    await expect(toggleFavorite(ref(1))).rejects.toThrow(FavoritesFullError);
    expect(await readFavorites()).toEqual([]);
  });

  it('forget only the ids given', async () => {
    await addFavorites([ref(1), ref(2), ref(3)]);
    await removeFavorites(new Set([ref(2).id, ref(7).id]));
    expect(await readFavorites()).toEqual([ref(1), ref(3)]);
  });
});

describe('favorites in the order the person chose', () => {
  it('move to a place, clamped to the list, and say false for an id that is not a favorite', async () => {
    await addFavorites([ref(1), ref(2), ref(3), ref(4)]);
    const order = async () => (await readFavorites()).map((entry) => entry.id.slice(-1));
    expect(await moveFavorite(ref(4).id, 0)).toBe(true);
    expect(await order()).toEqual(['4', '1', '2', '3']);
    expect(await moveFavorite(ref(4).id, 2)).toBe(true);
    expect(await order()).toEqual(['1', '2', '4', '3']);
    expect(await moveFavorite(ref(1).id, 99)).toBe(true);
    expect(await order()).toEqual(['2', '4', '3', '1']);
    expect(await moveFavorite(ref(9).id, 0)).toBe(false);
    expect(await order()).toEqual(['2', '4', '3', '1']);
    // A move writes the moved item's key only.
    const before = await browser.storage.sync.get(null);
    await moveFavorite(ref(2).id, 1);
    const after = await browser.storage.sync.get(null);
    expect(Object.keys(after).filter((key) => after[key] !== before[key])).toEqual([favoriteKey(ref(2).id)]);
  });
});

describe('recents in storage.local', () => {
  it('keep the last 50 picked, newest first, each once', async () => {
    for (let index = 0; index < 60; index++) await recordRecent(ref(index));
    await recordRecent(ref(30));
    const recents = await readRecents();
    expect(recents).toHaveLength(50);
    expect(recents[0]).toEqual(ref(30));
    expect(recents[1]).toEqual(ref(59));
    expect(recents.filter((entry) => entry.id === ref(30).id)).toHaveLength(1);
    await removeRecents(new Set([ref(59).id]));
    expect((await readRecents())[1]).toEqual(ref(58));
    expect(await browser.storage.sync.get(null)).toEqual({});
  });
});
