import { describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import {
  FAVORITE_SHARDS,
  FavoritesFullError,
  moveFavorite,
  packFavorites,
  readFavorites,
  removeFavorites,
  SHARD_CHARS,
  toggleFavorite,
  writeFavorites,
} from '../../../src/collections/favorites.ts';
import { decodeRefs, encodeRefs, type ItemRef, kindOfItem } from '../../../src/collections/item-ref.ts';
import { readRecents, recordRecent, removeRecents } from '../../../src/collections/recents.ts';

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

describe('favorites in storage.sync', () => {
  it('toggle in the order starred, and each shard stays under the per-key quota', async () => {
    expect(await toggleFavorite(ref(1))).toBe(true);
    expect(await toggleFavorite(ref(2, 'clip'))).toBe(true);
    expect(await readFavorites()).toEqual([ref(1), ref(2, 'clip')]);
    expect(await toggleFavorite(ref(1))).toBe(false);
    expect(await readFavorites()).toEqual([ref(2, 'clip')]);

    const many = Array.from({ length: 1500 }, (_, index) => ref(index));
    await writeFavorites(many);
    expect(await readFavorites()).toEqual(many);
    const stored = await browser.storage.sync.get(null);
    for (const [key, value] of Object.entries(stored))
      expect(key.length + JSON.stringify(value).length).toBeLessThan(8192);
  });

  it('refuse what does not fit, with the count, changing nothing', async () => {
    await writeFavorites([ref(1)]);
    // Each entry takes 19 characters with its separator: 8 shards hold 8 × 421 of them.
    const capacity = FAVORITE_SHARDS * Math.floor((SHARD_CHARS + 1) / 19);
    expect(packFavorites(Array.from({ length: capacity }, (_, index) => ref(index)))).not.toBeNull();
    const tooMany = Array.from({ length: capacity + 1 }, (_, index) => ref(index));
    expect(packFavorites(tooMany)).toBeNull();
    await expect(writeFavorites(tooMany)).rejects.toThrow(FavoritesFullError);
    await expect(writeFavorites(tooMany)).rejects.toThrow(
      `Favorites are full: ${(capacity + 1).toLocaleString('en')} items`,
    );
    expect(await readFavorites()).toEqual([ref(1)]);
  });

  it('forget only the ids given', async () => {
    await writeFavorites([ref(1), ref(2), ref(3)]);
    await removeFavorites(new Set([ref(2).id]));
    expect(await readFavorites()).toEqual([ref(1), ref(3)]);
  });
});

describe('favorites in the order the person chose', () => {
  it('move to a place, clamped to the list, and say false for an id that is not a favorite', async () => {
    await writeFavorites([ref(1), ref(2), ref(3), ref(4)]);
    const order = async () => (await readFavorites()).map((entry) => entry.id.slice(-1));
    expect(await moveFavorite(ref(4).id, 0)).toBe(true);
    expect(await order()).toEqual(['4', '1', '2', '3']);
    expect(await moveFavorite(ref(4).id, 2)).toBe(true);
    expect(await order()).toEqual(['1', '2', '4', '3']);
    expect(await moveFavorite(ref(1).id, 99)).toBe(true);
    expect(await order()).toEqual(['2', '4', '3', '1']);
    expect(await moveFavorite(ref(9).id, 0)).toBe(false);
    expect(await order()).toEqual(['2', '4', '3', '1']);
    // The kinds travel with their ids.
    await writeFavorites([ref(1), ref(2, 'clip')]);
    await moveFavorite(ref(2).id, 0);
    expect(await readFavorites()).toEqual([ref(2, 'clip'), ref(1)]);
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
  });
});
