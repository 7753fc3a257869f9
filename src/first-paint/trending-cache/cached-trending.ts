/**
 * The last trending answer, cached a short while so the popup can paint at once while a fresh
 * request runs. Only the API answer is cached, never media
 * (usage condition 6: media is loaded from the service's URLs each time), in `storage.session`
 * (memory only, gone when the browser closes, not readable by content scripts). It is cached
 * 60 s, as the service's own SDK caches API answers, and only for the preferences it was made with;
 * the background forgets it when the key or the service addresses change.
 */

import type { RequestPreferences } from '../../settings/index.ts';
import { storage } from '../../storage/storage-item.ts';
import { CACHED_TRENDING_NAME } from './first-page.ts';

/** How long an answer may be shown before a fresh one: the SDK's cache lifetime. */
export const TRENDING_ANSWER_MS = 60_000;

/** What a tile needs of an item: checked again when read (storage is outside the code). */
export interface CachedItem {
  id: string;
  images: Record<string, unknown>;
}

interface CachedTrending {
  /** UNIX ms of the answer. */
  at: number;
  /** The preferences it was asked with (rating, language, low contrast). */
  preferences: string;
  items: CachedItem[];
}

const cachedTrendingItem = /* @__PURE__ */ storage.defineItem<CachedTrending | null>(
  `session:${CACHED_TRENDING_NAME}`,
  {
    fallback: null,
  },
);

const fingerprint = (preferences: RequestPreferences) =>
  `${preferences.rating}|${preferences.lang}|${preferences.removeLowContrast}`;

function isItem(value: unknown): value is CachedItem {
  if (typeof value !== 'object' || value === null) return false;
  const { id, images } = value as { id?: unknown; images?: unknown };
  return typeof id === 'string' && typeof images === 'object' && images !== null;
}

function isCachedTrending(value: unknown): value is CachedTrending {
  if (typeof value !== 'object' || value === null) return false;
  const { at, preferences, items } = value as Partial<CachedTrending>;
  return (
    typeof at === 'number' &&
    typeof preferences === 'string' &&
    Array.isArray(items) &&
    items.length > 0 &&
    items.every(isItem)
  );
}

/** Caches the first page of GIF trending, as just answered under `preferences`. */
export async function cacheTrendingAnswer(
  items: readonly CachedItem[],
  preferences: RequestPreferences,
  now = Date.now(),
): Promise<void> {
  await cachedTrendingItem.setValue({ at: now, preferences: fingerprint(preferences), items: [...items] });
}

/**
 * The cached answer when it is younger than its lifetime and was made under the same preferences;
 * otherwise undefined, and one that can no longer be shown is forgotten.
 */
export async function readTrendingAnswer(
  preferences: RequestPreferences,
  now = Date.now(),
): Promise<CachedItem[] | undefined> {
  return trendingAnswerFrom(await cachedTrendingItem.getValue(), preferences, now);
}

/**
 * `readTrendingAnswer` for a value already read from `storage.session` (the popup reads it raw
 * before its code loads, src/first-paint/popup-head/): checked the same way, and forgotten the same way.
 */
export async function trendingAnswerFrom(
  cached: unknown,
  preferences: RequestPreferences,
  now = Date.now(),
): Promise<CachedItem[] | undefined> {
  if (cached === null || cached === undefined) return undefined;
  const items = showableTrendingAnswer(cached, preferences, now);
  if (!items) await cachedTrendingItem.removeValue();
  return items;
}

/** The items of a cached answer that may be shown now under `preferences` (nothing is forgotten). */
export function showableTrendingAnswer(
  cached: unknown,
  preferences: RequestPreferences,
  now = Date.now(),
): CachedItem[] | undefined {
  if (!isCachedTrending(cached)) return undefined;
  const age = now - cached.at;
  return age >= 0 && age < TRENDING_ANSWER_MS && cached.preferences === fingerprint(preferences)
    ? cached.items
    : undefined;
}

/** Forgets the cached answer (the key or the service changed). */
export async function forgetTrendingAnswer(): Promise<void> {
  await cachedTrendingItem.removeValue();
}
