/**
 * The items the person starred, in the order they starred them. They follow the person to their
 * other browsers through `storage.sync`, whose quotas are small (about 100 kB in all, 8 kB per
 * key, 512 keys): the compact list (ids and kinds only, see item-ref.ts) is cut into a few shards
 * of at most 8,000 characters, written together in one `set`. What does not fit is refused with a
 * message, never written half way; the rest of `storage.sync` stays for the settings.
 */
import { browser } from 'wxt/browser';
import { plural } from '../i18n/index.ts';
import { FAVORITE_SHARDS, readFavorites, shardKeys } from './favorites-store.ts';
import { encodeRef, type ItemRef } from './item-ref.ts';

export { FAVORITE_SHARDS, readFavorites, watchFavorites } from './favorites-store.ts';
/** Characters per shard: under the 8,192-byte quota of one key (its name and quotes included). */
export const SHARD_CHARS = 8000;

/** Favorites would not fit in browser sync. */
export class FavoritesFullError extends Error {
  override readonly name = 'FavoritesFullError';
  constructor(readonly count: number) {
    super(plural('favoritesFull', count));
  }
}

/** The stored entries as shards, or null when they do not fit. */
export function packFavorites(refs: readonly ItemRef[]): string[] | null {
  const shards: string[] = [];
  let current = '';
  for (const ref of refs) {
    const entry = encodeRef(ref);
    if (current !== '' && current.length + 1 + entry.length > SHARD_CHARS) {
      shards.push(current);
      current = '';
    }
    current = current === '' ? entry : `${current} ${entry}`;
  }
  if (current !== '') shards.push(current);
  return shards.length > FAVORITE_SHARDS ? null : shards;
}

/** Replaces the whole list in one write; throws FavoritesFullError, changing nothing, if it does not fit. */
export async function writeFavorites(refs: readonly ItemRef[]): Promise<void> {
  const shards = packFavorites(refs);
  if (!shards) throw new FavoritesFullError(refs.length);
  const values: Record<string, string> = {};
  for (const [index, key] of shardKeys.entries()) values[key] = shards[index] ?? '';
  await browser.storage.sync.set(values);
}

/** Stars or unstars an item; resolves with whether it is a favorite now. */
export async function toggleFavorite(ref: ItemRef): Promise<boolean> {
  const refs = await readFavorites();
  const kept = refs.filter((entry) => entry.id !== ref.id);
  if (kept.length !== refs.length) {
    await writeFavorites(kept);
    return false;
  }
  await writeFavorites([...refs, ref]);
  return true;
}

/**
 * Moves a favorite to position `to` (clamped to the list); resolves false, changing nothing, when
 * it is not a favorite (any more).
 */
export async function moveFavorite(id: string, to: number): Promise<boolean> {
  const refs = await readFavorites();
  const from = refs.findIndex((entry) => entry.id === id);
  if (from < 0) return false;
  const moved = refs.filter((entry) => entry.id !== id);
  moved.splice(Math.min(to, moved.length), 0, refs[from] as ItemRef);
  if (from !== moved.indexOf(refs[from] as ItemRef)) await writeFavorites(moved);
  return true;
}

/** Forgets the given ids (items the service no longer returns). */
export async function removeFavorites(ids: ReadonlySet<string>): Promise<void> {
  const refs = await readFavorites();
  const kept = refs.filter((entry) => !ids.has(entry.id));
  if (kept.length !== refs.length) await writeFavorites(kept);
}
