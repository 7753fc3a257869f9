/**
 * Where the favorites live in `storage.sync`: one key per favorite, `f:<id>`, whose value is the
 * item's one-letter kind and its sort position (`ga0`). The browser's sync merges per key, last
 * writer wins, so stars made in two browsers (or two windows) before they synced are both kept.
 * The layout and its quota figures: docs/favorites-sync.md. Reading and watching only, so a page
 * that shows stars loads no more than this; favorites.ts writes.
 */
import { browser } from 'wxt/browser';
import { type ItemKind, type ItemRef, isItemId, KIND_OF_LETTER, LETTER } from './item-ref.ts';

export const FAVORITE_KEY_PREFIX = 'f:';

/** A favorite as stored: what it is, and where it sorts. */
export interface Favorite extends ItemRef {
  position: string;
}

export function favoriteKey(id: string): string {
  return `${FAVORITE_KEY_PREFIX}${id}`;
}

export function encodeFavorite(kind: ItemKind, position: string): string {
  return `${LETTER[kind]}${position}`;
}

const POSITION = /^[A-Za-z][0-9A-Za-z]{0,199}$/;

/**
 * Whether `position` is an order key as fractional-indexing writes them (base 62): the head letter
 * gives the integer part's length, the fraction never ends in 0, and the smallest integer is
 * unused. Checked here without the library, so what the popup shows is what the writer can order.
 */
export function isPosition(position: string): boolean {
  if (!POSITION.test(position)) return false;
  const head = position.charCodeAt(0);
  const integerLength = head >= 97 ? head - 97 + 2 : 90 - head + 2;
  if (position.length < integerLength) return false;
  if (position.length > integerLength && position.endsWith('0')) return false;
  return !(position.startsWith('A') && /^A0*$/.test(position.slice(0, integerLength)));
}

/** One stored entry back; null for anything that is not a well-formed favorite. */
export function decodeFavorite(key: string, value: unknown): Favorite | null {
  if (!key.startsWith(FAVORITE_KEY_PREFIX) || typeof value !== 'string') return null;
  const id = key.slice(FAVORITE_KEY_PREFIX.length);
  const kind = KIND_OF_LETTER[value.charAt(0)];
  const position = value.slice(1);
  if (!kind || !isItemId(id) || !isPosition(position)) return null;
  return { id, kind, position };
}

/** Sorts by position, then id: positions made at once in two browsers may be equal. */
export function compareFavorites(a: Favorite, b: Favorite): number {
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The favorites among everything stored in `storage.sync`, in order. */
export function favoritesOf(stored: Record<string, unknown>): Favorite[] {
  const favorites: Favorite[] = [];
  for (const [key, value] of Object.entries(stored)) {
    const favorite = decodeFavorite(key, value);
    if (favorite) favorites.push(favorite);
  }
  return favorites.sort(compareFavorites);
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
