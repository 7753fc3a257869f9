/**
 * Where the favorites live in `storage.sync`: one key per favorite, `f:<id>`, whose value is the
 * item's one-letter kind and its sort position (`ga0`). The browser's sync merges per key, last
 * writer wins, so stars made in two browsers (or two windows) before they synced are both kept.
 * The layout and its quota figures: docs/favorites-sync.md. Reading and watching only, so a page
 * that shows stars loads no more than this; favorites.ts writes.
 */
import { browser } from 'wxt/browser';
import { type ItemKind, type ItemRef, isItemId, KIND_OF_LETTER } from './item-ref.ts';

export const FAVORITE_KEY_PREFIX = 'f:';

/** A favorite as stored: what it is, and where it sorts. */
export interface Favorite extends ItemRef {
  position: string;
}

/** A kind letter, then an order key's characters (base 62, a letter first; favorites.ts checks the rest). */
const VALUE = /^([gsce])([A-Za-z][0-9A-Za-z]*)$/;

/** One stored entry back; null for anything that is not a well-formed favorite. */
export function decodeFavorite(key: string, value: unknown): Favorite | null {
  const id = key.slice(FAVORITE_KEY_PREFIX.length);
  const match = typeof value === 'string' && VALUE.exec(value);
  return match && key.startsWith(FAVORITE_KEY_PREFIX) && isItemId(id)
    ? { id, kind: KIND_OF_LETTER[match[1] as string] as ItemKind, position: match[2] as string }
    : null;
}

/** Sorts by position, then id (ids are unique): positions made at once in two browsers may be equal. */
export function compareFavorites(a: Favorite, b: Favorite): number {
  return a.position === b.position ? (a.id < b.id ? -1 : 1) : a.position < b.position ? -1 : 1;
}

/** The favorites among everything stored in `storage.sync`, in order. */
export function favoritesOf(stored: Record<string, unknown>): Favorite[] {
  return Object.entries(stored)
    .flatMap(([key, value]) => decodeFavorite(key, value) ?? [])
    .sort(compareFavorites);
}

export async function readFavorites(): Promise<ItemRef[]> {
  return favoritesOf(await browser.storage.sync.get(null)).map(({ id, kind }) => ({ id, kind }));
}

/** Calls `onChange` whenever the favorites change, here or in another browser; returns the unwatch. */
export function watchFavorites(onChange: () => void): () => void {
  const listener = (changes: Record<string, unknown>, area: string) => {
    if (area === 'sync' && Object.keys(changes).some((key) => key.startsWith(FAVORITE_KEY_PREFIX)))
      onChange();
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}
