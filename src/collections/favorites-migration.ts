/**
 * The earlier layout (the whole list packed into the shards `favorites0`…`favorites7`, rewritten
 * on every change) converted into a key per favorite, once per synced profile:
 * - one `set` writes the converted entries and the marker together: an interrupted conversion
 *   wrote nothing and runs again at the next start;
 * - the positions depend only on the list (`a0`, `a1`, …), so two browsers converting the same
 *   shards before they synced write the same values, and per-key merging keeps one copy;
 * - the shards are never changed or removed: an earlier version of GifDrop still syncing them
 *   keeps seeing the list it had (what it changes afterwards, favorites-bridge.ts takes in);
 * - favorites past the room the new layout keeps are left in the shards, counted in the marker.
 */
import { generateNKeysBetween } from 'fractional-indexing';
import { browser } from 'wxt/browser';
import { encodeFavorite, favoriteKey } from './favorites.ts';
import { favoritesOf } from './favorites-store.ts';
import { decodeRefs } from './item-ref.ts';
import { bytesOf, FAVORITES_MAX, SYNC_QUOTA, usageOf } from './sync-quota.ts';

/** The earlier version's keys: the compact list (item-ref.ts) cut in up to 8 shards. */
export const LEGACY_SHARD_NAMES = Array.from({ length: 8 }, (_, index) => `favorites${index}`);
/** Set once the shards were converted; its value is how many favorites did not fit. */
export const MIGRATED_NAME = 'favoritesMigrated';

export interface Migration {
  /** Favorites written in the new layout by this run. */
  converted: number;
  /** Favorites of the shards left there, past the room of the new layout. */
  leftBehind: number;
}

/** Converts the shards if no browser of this profile has yet; safe to run at every start. */
export async function migrateFavorites(): Promise<Migration> {
  const stored = await browser.storage.sync.get(null);
  if (MIGRATED_NAME in stored) return { converted: 0, leftBehind: 0 };
  const legacy = decodeRefs(
    LEGACY_SHARD_NAMES.map((key) => (typeof stored[key] === 'string' ? stored[key] : '')).join(' '),
  );
  const present = new Set(favoritesOf(stored).map((favorite) => favorite.id));
  const positions = generateNKeysBetween(null, null, legacy.length);
  const entries: Record<string, string | number> = {};
  const usage = usageOf({ ...stored, [MIGRATED_NAME]: legacy.length });
  let count = present.size;
  let converted = 0;
  let leftBehind = 0;
  for (const [index, ref] of legacy.entries()) {
    if (present.has(ref.id)) continue;
    const key = favoriteKey(ref.id);
    const value = encodeFavorite(ref.kind, positions[index] as string);
    const bytes = usage.bytes + bytesOf(key, value);
    if (
      leftBehind > 0 ||
      count >= FAVORITES_MAX ||
      usage.keys >= SYNC_QUOTA.keys ||
      bytes > SYNC_QUOTA.bytes
    ) {
      leftBehind++;
      continue;
    }
    entries[key] = value;
    usage.keys++;
    usage.bytes = bytes;
    count++;
    converted++;
  }
  entries[MIGRATED_NAME] = leftBehind;
  await browser.storage.sync.set(entries);
  return { converted, leftBehind };
}
