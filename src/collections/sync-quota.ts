/**
 * The limits of `storage.sync` (Chrome's; Firefox's are the same or looser) and the room the
 * favorites may take of them. A write that would pass a limit is refused before it is made, so
 * the stored favorites are never half-written and the person is told why.
 */
import { formatNumber, plural, t } from '../i18n/index.ts';

export const SYNC_QUOTA = {
  bytes: 102_400,
  bytesPerKey: 8_192,
  keys: 512,
  writesPerMinute: 120,
  writesPerHour: 1_800,
} as const;

/**
 * The most favorites kept: a key each, leaving 62 of the 512 keys to the settings, the earlier
 * version's shards and whatever comes next.
 */
export const FAVORITES_MAX = 450;

/**
 * Writes GifDrop allows itself, under the browser's 120 a minute and 1,800 an hour: the rest is
 * for the settings, so a burst of stars never makes a setting fail to save.
 */
export const FAVORITE_WRITES = { perMinute: 100, perHour: 1_500 } as const;

const encoder = /* @__PURE__ */ new TextEncoder();

/** What a key takes of the quota, as Chrome counts it: its name and its value as JSON, in UTF-8. */
export function bytesOf(key: string, value: unknown): number {
  const text = key + JSON.stringify(value);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range, where a character is a byte.
  return /^[\x00-\x7f]*$/.test(text) ? text.length : encoder.encode(text).length;
}

export function usageOf(stored: Record<string, unknown>): { keys: number; bytes: number } {
  let bytes = 0;
  for (const [key, value] of Object.entries(stored)) bytes += bytesOf(key, value);
  return { keys: Object.keys(stored).length, bytes };
}

/** Favorites would not fit in browser sync; nothing was written. */
export class FavoritesFullError extends Error {
  override readonly name = 'FavoritesFullError';
  constructor(readonly count: number) {
    super(plural('favoritesFull', count));
  }
}

/** Favorites were changed faster than browser sync takes; nothing was written. */
export class FavoritesBusyError extends Error {
  override readonly name = 'FavoritesBusyError';
  constructor(perHour: boolean) {
    super(
      perHour
        ? t('favoritesBusyHour', formatNumber(FAVORITE_WRITES.perHour))
        : t('favoritesBusyMinute', formatNumber(FAVORITE_WRITES.perMinute)),
    );
  }
}

/**
 * Whether `after` (everything stored once the write is made, holding `favorites`) fits: the
 * favorites within their room, sync's keys and bytes within the quota. Throws FavoritesFullError
 * with `held`, the count there is now.
 */
export function checkRoom(after: Record<string, unknown>, favorites: number, held: number): void {
  const { keys, bytes } = usageOf(after);
  if (favorites > FAVORITES_MAX || keys > SYNC_QUOTA.keys || bytes > SYNC_QUOTA.bytes)
    throw new FavoritesFullError(held);
}

/** The browser refused a write for its rate quota (Chrome's `MAX_WRITE_OPERATIONS_PER_…`). */
export function isWriteRateError(error: unknown): boolean {
  return error instanceof Error && /MAX_WRITE_OPERATIONS_PER_(MINUTE|HOUR)/.test(error.message);
}

/** Counts the writes of the last hour, and refuses one that would pass either rate. */
export class SyncWriteRate {
  private readonly times: number[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  /** Takes one write; throws FavoritesBusyError, counting nothing, when there is no room. */
  take(): void {
    const now = this.now();
    while (this.times.length > 0 && (this.times[0] as number) <= now - 3_600_000) this.times.shift();
    const lastMinute = this.times.filter((time) => time > now - 60_000).length;
    if (lastMinute >= FAVORITE_WRITES.perMinute) throw new FavoritesBusyError(false);
    if (this.times.length >= FAVORITE_WRITES.perHour) throw new FavoritesBusyError(true);
    this.times.push(now);
  }
}
