/**
 * Where the favorites live in `storage.sync`: a few shards of the compact list (favorites.ts writes
 * them). Reading and watching only, so a page that shows stars loads no more than this.
 */
import { browser } from 'wxt/browser';
import { decodeRefs, type ItemRef } from './item-ref.ts';

const SHARD_KEY = 'favorites';
/** Shards used at most: 8 × 8,000 characters, about 64 kB of the 100 kB sync quota. */
export const FAVORITE_SHARDS = 8;

export const shardKeys = Array.from({ length: FAVORITE_SHARDS }, (_, index) => `${SHARD_KEY}${index}`);

export async function readFavorites(): Promise<ItemRef[]> {
  const stored = await browser.storage.sync.get(shardKeys);
  return decodeRefs(shardKeys.map((key) => (typeof stored[key] === 'string' ? stored[key] : '')).join(' '));
}

/** Calls `onChange` whenever the favorites change, here or in another browser; returns the unwatch. */
export function watchFavorites(onChange: () => void): () => void {
  const listener = (changes: Record<string, unknown>, area: string) => {
    if (area === 'sync' && shardKeys.some((key) => key in changes)) onChange();
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}
