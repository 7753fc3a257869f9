import { describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { readFavorites, toggleFavorite } from '../../../src/collections/favorites.ts';
import {
  LEGACY_SHARD_NAMES,
  MIGRATED_NAME,
  migrateFavorites,
} from '../../../src/collections/favorites-migration.ts';
import { decodeRefs, encodeRefs, type ItemRef } from '../../../src/collections/item-ref.ts';
import { FAVORITES_MAX } from '../../../src/collections/sync-quota.ts';
import { SyncNetwork } from './sync-network.ts';

const ref = (index: number, kind: ItemRef['kind'] = 'gif'): ItemRef => ({
  id: `Id${String(index).padStart(15, '0')}`,
  kind,
});

/** The earlier version's storage: the list cut into shards of at most 8,000 characters. */
function shards(refs: readonly ItemRef[]): Record<string, string> {
  const values: Record<string, string> = {};
  const perShard = Math.floor(8001 / 19);
  for (const [index, key] of LEGACY_SHARD_NAMES.entries())
    values[key] = encodeRefs(refs.slice(index * perShard, (index + 1) * perShard));
  return values;
}

/** What an earlier version reads: the shards joined. */
const seenByEarlierVersion = (stored: Record<string, unknown>) =>
  decodeRefs(LEGACY_SHARD_NAMES.map((key) => stored[key] ?? '').join(' '));

describe('converting the earlier shards', () => {
  it('converts every favorite in order, once, leaving the shards as an earlier version wrote them', async () => {
    const earlier = [
      ref(1),
      ref(2, 'clip'),
      ref(3, 'sticker'),
      ...Array.from({ length: 400 }, (_, i) => ref(10 + i)),
    ];
    await browser.storage.sync.set({ ...shards(earlier), theme: 'dark' });
    expect(await migrateFavorites()).toEqual({ converted: earlier.length, leftBehind: 0 });
    expect(await readFavorites()).toEqual(earlier);
    const stored = await browser.storage.sync.get(null);
    expect(stored[MIGRATED_NAME]).toBe(0);
    expect(stored).toMatchObject(shards(earlier));
    expect(seenByEarlierVersion(stored)).toEqual(earlier);

    // Once: an unstar afterwards is not undone by the next start.
    await toggleFavorite(ref(1));
    expect(await migrateFavorites()).toEqual({ converted: 0, leftBehind: 0 });
    expect((await readFavorites())[0]).toEqual(ref(2, 'clip'));
  });

  it('an interrupted conversion wrote nothing and runs again at the next start', async () => {
    await browser.storage.sync.set(shards([ref(1), ref(2)]));
    const before = await browser.storage.sync.get(null);
    const set = vi.spyOn(browser.storage.sync, 'set').mockRejectedValueOnce(new Error('worker stopped'));
    await expect(migrateFavorites()).rejects.toThrow('worker stopped');
    set.mockRestore();
    expect(await browser.storage.sync.get(null)).toEqual(before);
    expect(await migrateFavorites()).toEqual({ converted: 2, leftBehind: 0 });
    expect(await readFavorites()).toEqual([ref(1), ref(2)]);
  });

  it('with nothing in the shards, marks the profile converted', async () => {
    expect(await migrateFavorites()).toEqual({ converted: 0, leftBehind: 0 });
    expect(await browser.storage.sync.get(null)).toEqual({ [MIGRATED_NAME]: 0 });
  });

  it('more than the new layout holds: the first 450 converted, the rest left in the shards and counted', async () => {
    const earlier = Array.from({ length: 500 }, (_, i) => ref(i));
    await browser.storage.sync.set(shards(earlier));
    expect(await migrateFavorites()).toEqual({ converted: FAVORITES_MAX, leftBehind: 50 });
    expect(await readFavorites()).toEqual(earlier.slice(0, FAVORITES_MAX));
    const stored = await browser.storage.sync.get(null);
    expect(stored[MIGRATED_NAME]).toBe(50);
    expect(seenByEarlierVersion(stored)).toEqual(earlier);
  });

  it('two browsers converting before they synced write the same entries: no duplicate, nothing lost', async () => {
    const earlier = [ref(1), ref(2), ref(3)];
    const network = new SyncNetwork(2);
    const [a, b] = network.browsers as [SyncNetwork['browsers'][0], SyncNetwork['browsers'][0]];
    await network.run(a, () => browser.storage.sync.set(shards(earlier)));
    network.syncAll();
    await network.run(a, migrateFavorites);
    await network.run(b, migrateFavorites);
    expect(Object.fromEntries(a.local)).toEqual(Object.fromEntries(b.local));
    // A stars one more while B's conversion is on its way; both arrive.
    await network.run(a, () => toggleFavorite(ref(4)));
    network.syncAll();
    for (const side of [a, b]) expect(await network.run(side, readFavorites)).toEqual([...earlier, ref(4)]);
    // A third browser updated later finds the marker and converts nothing.
    network.sync(b);
    await network.run(b, () => toggleFavorite(ref(2)));
    network.syncAll();
    expect(await network.run(a, migrateFavorites)).toEqual({ converted: 0, leftBehind: 0 });
    expect(await network.run(a, readFavorites)).toEqual([ref(1), ref(3), ref(4)]);
    expect(seenByEarlierVersion(Object.fromEntries(a.local))).toEqual(earlier);
  });
});
