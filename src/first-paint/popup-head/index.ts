/**
 * What the popup starts before its UI code has loaded:
 * `popup-head.js` is a classic script in the popup's head, a few hundred bytes, so it runs as soon
 * as the page does, while the UI's modules and styles still load. It asks the background for the
 * first page of GIF trending (waking the worker; when an answer cached a moment ago is likely to
 * paint the first row, once that row is in) and reads what the first paint may need: the
 * request preferences and the trending answer cached in `storage.session`. It validates nothing:
 * the popup's own code takes these raw promises and checks them as it would its own reads
 * (src/first-paint/trending-handover.ts). It imports only the browser's own API (no polyfill, see
 * wxt.config.ts) and no storage layer: nothing the UI bundle would load a second time.
 */
import { browser } from 'wxt/browser';
import type { RequestOf } from '../../messaging/index.ts';
import { CACHED_TRENDING_NAME, FIRST_TRENDING_PAGE } from '../trending-cache/first-page.ts';

/** storage.sync keys of the preferences a trending request is made under (src/settings/preferences.ts). */
export const REQUEST_PREFERENCE_NAMES = ['rating', 'language', 'hideLowContrast'] as const;
/** Read with them: the data saver mode decides what the first tiles fetch (src/settings/data-saver.ts). */
const FIRST_PAINT_NAMES = [...REQUEST_PREFERENCE_NAMES, 'dataSaver'];

/**
 * `localStorage` key (read synchronously here, before any storage read is in): until when, in UNIX
 * ms, the background likely caches a trending answer to paint (the UI sets it as an answer arrives).
 */
export const CACHED_UNTIL_NAME = 'gifdropCachedUntil';

/** Whether the background likely caches a trending answer to paint (false when it cannot be read). */
export function cacheLikely(): boolean {
  try {
    return Number(localStorage.getItem(CACHED_UNTIL_NAME)) > Date.now();
  } catch {
    return false;
  }
}

/** What was started, unchecked. */
export interface PopupStart {
  /** The background's answer envelope to `FIRST_TRENDING_PAGE`. */
  answer: Promise<unknown>;
  /**
   * Firefox only: its answer envelope to `getKeyStatus`, asked with the trending request. The popup
   * needs it (Clips for a key not approved), and its answer says the background is awake.
   */
  keyStatus?: Promise<unknown>;
  /** Sends the request now if it waits (idempotent). */
  ask(): void;
  /** The raw request preferences (storage.sync), and the data saver mode. */
  preferences: Promise<Record<string, unknown>>;
  /** The raw cached trending answer (storage.session), undefined when none. */
  cached: Promise<unknown>;
  /** Both reads, once they are in: the UI's first render may paint the cached answer. */
  read?: { preferences: Record<string, unknown>; cached: unknown };
}

const GLOBAL = 'gifdropPopupStart';
const KEY_STATUS: RequestOf<'getKeyStatus'> = { type: 'getKeyStatus' };

/**
 * Starts the request and the reads, and leaves them for the popup's code. `after`: storage is read
 * only once it resolves (the in-page panel's claim, src/first-paint/panel-head-script.ts), and
 * with `cachedFromAfter` the cached answer is what it resolves with instead of a storage read.
 */
export function beginPopupStart(after: Promise<unknown> = Promise.resolve(), cachedFromAfter = false): void {
  let ask!: () => void;
  const asking = new Promise<void>((resolve) => {
    ask = resolve;
    // However the UI goes (a single result at open shows no grid), a second at the most.
    setTimeout(resolve, 1000);
  });
  // With an answer cached a moment ago the first row paints from it, and the fresh request waits until
  // that row's images are in (the UI calls `ask`; src/first-paint/trending-handover.ts), at most a second:
  // the worker answering it took the two cores from that row. Else it goes now.
  if (!cacheLikely()) ask();
  const started: PopupStart = {
    answer: asking.then(() => {
      performance.mark('gifdrop:asked');
      return browser.runtime.sendMessage(FIRST_TRENDING_PAGE);
    }),
    ask,
    preferences: after.then(() => browser.storage.sync.get(FIRST_PAINT_NAMES)),
    cached: cachedFromAfter
      ? after
      : after
          .then(() => browser.storage.session.get(CACHED_TRENDING_NAME))
          .then((stored) => stored[CACHED_TRENDING_NAME]),
  };
  if (import.meta.env.FIREFOX) {
    // Sent after the trending request (callbacks run in order): the background starts that one first.
    started.keyStatus = asking.then(() => browser.runtime.sendMessage(KEY_STATUS));
    started.keyStatus.catch(() => undefined);
  }
  // Each is handled where it is taken; none is an unhandled rejection while it waits.
  for (const promise of [started.answer, started.preferences, started.cached]) promise.catch(() => undefined);
  Promise.all([started.preferences, started.cached]).then(
    ([preferences, cached]) => {
      started.read = { preferences, cached };
    },
    () => undefined,
  );
  (globalThis as Record<string, unknown>)[GLOBAL] = started;
}

/** What `beginPopupStart` left, once (later callers ask afresh); undefined if it did not run. */
export function takePopupStart(): PopupStart | undefined {
  const holder = globalThis as Record<string, unknown>;
  const started = holder[GLOBAL] as PopupStart | undefined;
  delete holder[GLOBAL];
  return started;
}
