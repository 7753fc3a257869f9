/**
 * The request preferences (rating, language, low-contrast stickers) kept in the worker's memory
 * (every API call read them from `storage.sync`). Any change to one of them, from any
 * page, forgets what is kept (also a read under way then), so the next call reads the new values.
 */
import {
  hideLowContrastItem,
  languageItem,
  type RequestPreferences,
  ratingItem,
  readRequestPreferences,
} from '../settings/index.ts';

export interface PreferencesCacheDeps {
  read?: () => Promise<RequestPreferences>;
  /** Calls `onChange` on every change of a request preference; `storage.onChanged` by default. */
  watch?: (onChange: () => void) => void;
}

function watchRequestPreferences(onChange: () => void): void {
  for (const item of [ratingItem, languageItem, hideLowContrastItem]) item.watch(onChange);
}

/** A reader of the request preferences that reads storage once until one of them changes. */
export function cacheRequestPreferences({
  read = readRequestPreferences,
  watch = watchRequestPreferences,
}: PreferencesCacheDeps = {}): () => Promise<RequestPreferences> {
  let kept: Promise<RequestPreferences> | undefined;
  // A change clears what is kept, also a read under way then (it may hold the old values).
  watch(() => {
    kept = undefined;
  });
  return () => {
    if (kept) return kept;
    const reading = read();
    kept = reading;
    // A failed read is not kept: the next call reads again.
    reading.catch(() => {
      if (kept === reading) kept = undefined;
    });
    return reading;
  };
}
