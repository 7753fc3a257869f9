/**
 * Changing the favorites (favorites-store.ts says how they are stored): each change writes or
 * removes only the keys of the items it concerns, in one call, so a change made at the same time
 * in another browser or window is kept beside it. Positions are fractional-indexing order keys: a
 * new favorite goes after the last, a moved one between its new neighbours. What would not fit
 * in sync's quota is refused before anything is written (sync-quota.ts).
 */
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { browser } from 'wxt/browser';
import { FAVORITE_KEY_PREFIX, type Favorite, favoritesOf, readFavorites } from './favorites-store.ts';
import { type ItemKind, type ItemRef, LETTER } from './item-ref.ts';
import { checkRoom, FAVORITES_MAX } from './sync-quota.ts';

export { readFavorites, watchFavorites } from './favorites-store.ts';
export { FAVORITES_MAX, FavoritesBusyError, FavoritesFullError } from './sync-quota.ts';

export function favoriteKey(id: string): string {
  return `${FAVORITE_KEY_PREFIX}${id}`;
}

export function encodeFavorite(kind: ItemKind, position: string): string {
  return `${LETTER[kind]}${position}`;
}

/**
 * Whether `position` is an order key as fractional-indexing makes them (base 62): the head letter
 * gives the integer part's length, a fraction never ends in 0, and the smallest integer is unused.
 * Another is still shown in its place by text, but never used as a bound for a new one.
 */
export function isPosition(position: string): boolean {
  const head = position.charCodeAt(0);
  const integerLength = head >= 97 ? head - 97 + 2 : 90 - head + 2;
  if (!/^[A-Za-z][0-9A-Za-z]*$/.test(position) || position.length < integerLength) return false;
  if (position.length > integerLength && position.endsWith('0')) return false;
  return !/^A0*$/.test(position.slice(0, integerLength));
}

/** The last usable position among `favorites` (in order), or null. */
function lastPosition(favorites: readonly Favorite[]): string | null {
  return favorites.findLast((favorite) => isPosition(favorite.position))?.position ?? null;
}

async function readStored(): Promise<{ stored: Record<string, unknown>; favorites: Favorite[] }> {
  const stored = await browser.storage.sync.get(null);
  return { stored, favorites: favoritesOf(stored) };
}

/** Writes `entries` if everything still fits with them; throws FavoritesFullError otherwise. */
async function setFitting(
  stored: Record<string, unknown>,
  held: number,
  entries: Record<string, string>,
): Promise<void> {
  const after = { ...stored, ...entries };
  checkRoom(after, favoritesOf(after).length, held);
  await browser.storage.sync.set(entries);
}

/** Appends `refs` (not favorites yet) after the last favorite, in one write. */
export async function addFavorites(refs: readonly ItemRef[]): Promise<void> {
  if (refs.length === 0) return;
  const { stored, favorites } = await readStored();
  const positions = generateNKeysBetween(lastPosition(favorites), null, refs.length);
  const entries: Record<string, string> = {};
  for (const [index, ref] of refs.entries())
    entries[favoriteKey(ref.id)] = encodeFavorite(ref.kind, positions[index] as string);
  await setFitting(stored, favorites.length, entries);
}

/** Whether `count` favorites fit the room kept for them. */
export function favoritesFit(count: number): boolean {
  return count <= FAVORITES_MAX;
}

/** Stars or unstars an item; resolves with whether it is a favorite now. */
export async function toggleFavorite(ref: ItemRef): Promise<boolean> {
  const { stored, favorites } = await readStored();
  if (favorites.some((favorite) => favorite.id === ref.id)) {
    await browser.storage.sync.remove(favoriteKey(ref.id));
    return false;
  }
  const position = positionAt(favorites, favorites.length);
  await setFitting(stored, favorites.length, { [favoriteKey(ref.id)]: encodeFavorite(ref.kind, position) });
  return true;
}

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A key strictly between `before` and `after` with two random digits added, so that two browsers
 * placing an item at the same spot before they synced rarely make equal positions.
 */
function jittered(before: string | null, after: string | null): string {
  const position = generateKeyBetween(before, after);
  const [first = 0, second = 0] = crypto.getRandomValues(new Uint8Array(2));
  const suffix = `${DIGITS[first % 62]}${DIGITS[1 + (second % 61)]}`;
  return after === null || `${position}${suffix}` < after ? `${position}${suffix}` : position;
}

/**
 * The position that puts an item at index `to` of `others` (the favorites without it). Between
 * two neighbours with equal positions there is none: it goes after all that share it. Only the
 * moved item's key is written, so a move never brings back an item unstarred elsewhere.
 */
export function positionAt(others: readonly Favorite[], to: number): string {
  const before = lastPosition(others.slice(0, to));
  let end = to;
  while (
    end < others.length &&
    (others[end]?.position === before || !isPosition(others[end]?.position ?? ''))
  )
    end++;
  return jittered(before, others[end]?.position ?? null);
}

/**
 * Moves a favorite to position `to` (clamped to the list); resolves false, changing nothing, when
 * it is not a favorite (any more).
 */
export async function moveFavorite(id: string, to: number): Promise<boolean> {
  const favorites = favoritesOf(await browser.storage.sync.get(null));
  const from = favorites.findIndex((favorite) => favorite.id === id);
  if (from < 0) return false;
  const others = favorites.filter((favorite) => favorite.id !== id);
  const place = Math.min(to, others.length);
  const { kind } = favorites[from] as Favorite;
  if (place !== from)
    await browser.storage.sync.set({ [favoriteKey(id)]: encodeFavorite(kind, positionAt(others, place)) });
  return true;
}

/** Forgets the given ids (items the service no longer returns). */
export async function removeFavorites(ids: ReadonlySet<string>): Promise<void> {
  const present = (await readFavorites()).filter((ref) => ids.has(ref.id));
  if (present.length > 0) await browser.storage.sync.remove(present.map((ref) => favoriteKey(ref.id)));
}
