/**
 * The request preferences (rating, language, low-contrast stickers) cached in the worker's memory
 * (every API call read them from `storage.sync`). Any change to one of them, from any
 * page, forgets what is cached (also a read under way then), so the next call reads the new values.
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
  let current: Promise<RequestPreferences> | undefined;
  // A change clears what is current, also a read under way then (it may hold the old values).
  watch(() => {
    current = undefined;
  });
  return () => {
    if (current) return current;
    const reading = read();
    current = reading;
    // A failed read is not current: the next call reads again.
    reading.catch(() => {
      if (current === reading) current = undefined;
    });
    return reading;
  };
}
