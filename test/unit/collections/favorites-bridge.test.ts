import { describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readFavorites, toggleFavorite } from '../../../src/collections/favorites.ts';
import { followEarlierVersion, SHARDS_SEEN_NAME } from '../../../src/collections/favorites-bridge.ts';
import { migrateFavorites } from '../../../src/collections/favorites-migration.ts';
import { SyncNetwork } from './sync-network.ts';

type Browser = SyncNetwork['browsers'][number];

/** A browser of the new version: its own storage.local beside its sync area. */
async function asNewVersion<T>(
  network: SyncNetwork,
  side: Browser,
  local: Map<string, unknown>,
  task: () => Promise<T>,
) {
  await fakeBrowser.storage.local.clear();
  await fakeBrowser.storage.local.set(Object.fromEntries(local));
  try {
    return await network.run(side, task);
  } finally {
    local.clear();
    for (const [key, value] of Object.entries(await fakeBrowser.storage.local.get(null)))
      local.set(key, value);
  }
}

const ids = async (network: SyncNetwork, side: Browser) =>
  (await network.run(side, readFavorites)).map((ref) => ref.id);

describe('an earlier version still syncing its shards', () => {
  it('what it stars and unstars after the conversion reaches every browser of the new version; changes made here stay', async () => {
    const network = new SyncNetwork(3);
    const [a, b, old] = network.browsers as [Browser, Browser, Browser];
    const localA = new Map<string, unknown>();
    const localB = new Map<string, unknown>();
    // The earlier version's list, then A converts it and B starts after A's conversion synced.
    await network.run(old, () => browser.storage.sync.set({ favorites0: 'gAaa1 gBbb2 gCcc3' }));
    network.syncAll();
    await asNewVersion(network, a, localA, async () => {
      await migrateFavorites();
      await followEarlierVersion();
    });
    network.syncAll();
    await asNewVersion(network, b, localB, () => followEarlierVersion());
    expect(localB.get(SHARDS_SEEN_NAME)).toBe('gAaa1 gBbb2 gCcc3');
    // Here, Ccc3 is unstarred; there, the earlier version (which still has it) stars Ddd4 and
    // unstars Aaa1, rewriting its whole list.
    await asNewVersion(network, a, localA, () => toggleFavorite({ id: 'Ccc3', kind: 'gif' }));
    await network.run(old, () => browser.storage.sync.set({ favorites0: 'gBbb2 gCcc3 sDdd4' }));
    network.syncAll();
    for (const [side, local] of [
      [a, localA],
      [b, localB],
    ] as const)
      expect(await asNewVersion(network, side, local, followEarlierVersion)).toEqual({
        added: 1,
        removed: 1,
      });
    network.syncAll();
    for (const side of [a, b]) expect(await ids(network, side)).toEqual(['Bbb2', 'Ddd4']);
    expect((await network.run(a, readFavorites)).at(-1)).toEqual({ id: 'Ddd4', kind: 'sticker' });
    // Nothing new in the shards: nothing changes.
    expect(await asNewVersion(network, a, localA, followEarlierVersion)).toEqual({ added: 0, removed: 0 });
  });

  it('before the conversion, the shards are left to it', async () => {
    await browser.storage.sync.set({ favorites0: 'gAaa1' });
    expect(await followEarlierVersion()).toEqual({ added: 0, removed: 0 });
    expect(await browser.storage.local.get(null)).toEqual({});
  });
});
