/**
 * An earlier version of GifDrop in another browser may go on syncing its shards after the
 * conversion: what it stars or unstars there is carried into the new layout. Each browser keeps
 * (in `storage.local`) the shards' list it last took in and applies only what changed since, so
 * the whole list an earlier version rewrites on every change never undoes a change made here.
 * Every browser of the new version applies the same difference; per-key merging keeps one copy.
 * A star that no longer fits stays in the shards, like those the conversion left there.
 */
import { browser } from 'wxt/browser';
import { addFavorites, favoriteKey } from './favorites.ts';
import { LEGACY_SHARD_NAMES, MIGRATED_NAME } from './favorites-migration.ts';
import { favoritesOf } from './favorites-store.ts';
import { decodeRefs, encodeRefs } from './item-ref.ts';
import { FavoritesFullError } from './sync-quota.ts';

/** `storage.local`: the shards' list as this browser last took it in. */
export const SHARDS_SEEN_NAME = 'favoritesShardsSeen';

/** Whether a `storage.onChanged` change touches the earlier version's shards. */
export function touchesShards(changes: Record<string, unknown>): boolean {
  return LEGACY_SHARD_NAMES.some((key) => key in changes);
}

/** Takes in what an earlier version changed in the shards since this browser last looked. */
export async function followEarlierVersion(): Promise<{ added: number; removed: number }> {
  const [stored, local] = await Promise.all([
    browser.storage.sync.get(null),
    browser.storage.local.get(SHARDS_SEEN_NAME),
  ]);
  const none = { added: 0, removed: 0 };
  // Before the conversion the shards are the favorites; the conversion takes them in whole.
  if (!(MIGRATED_NAME in stored)) return none;
  const current = decodeRefs(
    LEGACY_SHARD_NAMES.map((key) => (typeof stored[key] === 'string' ? stored[key] : '')).join(' '),
  );
  const seenText = local[SHARDS_SEEN_NAME];
  const remember = () => browser.storage.local.set({ [SHARDS_SEEN_NAME]: encodeRefs(current) });
  if (typeof seenText !== 'string') {
    await remember();
    return none;
  }
  const seen = new Set(decodeRefs(seenText).map((ref) => ref.id));
  const now = new Set(current.map((ref) => ref.id));
  const held = new Set(favoritesOf(stored).map((favorite) => favorite.id));
  const added = current.filter((ref) => !seen.has(ref.id) && !held.has(ref.id));
  const removed = [...seen].filter((id) => !now.has(id) && held.has(id));
  if (removed.length > 0) await browser.storage.sync.remove(removed.map(favoriteKey));
  try {
    await addFavorites(added);
  } catch (error) {
    if (!(error instanceof FavoritesFullError)) throw error;
    await remember();
    return { added: 0, removed: removed.length };
  }
  await remember();
  return { added: added.length, removed: removed.length };
}
