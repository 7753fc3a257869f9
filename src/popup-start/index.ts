/**
 * What the popup starts before its UI code has loaded (issue "Open faster than a bare page"):
 * `popup-start.js` is a classic script in the popup's head, a few hundred bytes, so it runs as soon
 * as the page does, while the UI's modules and styles still load. It asks the background for the
 * first page of GIF trending (waking the worker) and reads what the first paint may need: the
 * request preferences and the trending answer kept in `storage.session`. It validates nothing:
 * the popup's own code takes these raw promises and checks them as it would its own reads
 * (src/popup/trending-start.ts). Only `@wxt-dev/browser` is imported: no polyfill, no storage
 * layer, nothing the UI bundle would load a second time.
 */
import { browser } from '@wxt-dev/browser';
import type { RequestOf } from '../messaging/protocol.ts';

/** Items a page of the popup's lists holds. */
export const PAGE_SIZE = 25;

/** The first page of GIF trending, as the popup asks for it. */
export const FIRST_TRENDING_PAGE: RequestOf<'trending'> = {
  type: 'trending',
  kind: 'gifs',
  offset: 0,
  limit: PAGE_SIZE,
};

/** storage.sync keys of the preferences a trending request is made under (src/settings/preferences.ts). */
export const REQUEST_PREFERENCE_KEYS = ['rating', 'language', 'hideLowContrast'] as const;

/** storage.session key of the kept trending answer (src/answer-cache/trending.ts). */
export const KEPT_TRENDING_KEY = 'trendingAnswer';

/** What was started, unchecked. */
export interface PopupStart {
  /** The background's answer envelope to `FIRST_TRENDING_PAGE`. */
  answer: Promise<unknown>;
  /** The raw request preferences (storage.sync). */
  preferences: Promise<Record<string, unknown>>;
  /** The raw kept trending answer (storage.session), undefined when none. */
  kept: Promise<unknown>;
}

const GLOBAL = 'gifdropPopupStart';

/** Starts the request and the reads, and leaves them for the popup's code. */
export function beginPopupStart(): void {
  performance.mark('gifdrop:asked');
  const started: PopupStart = {
    answer: browser.runtime.sendMessage(FIRST_TRENDING_PAGE),
    preferences: browser.storage.sync.get([...REQUEST_PREFERENCE_KEYS]),
    kept: browser.storage.session.get(KEPT_TRENDING_KEY).then((stored) => stored[KEPT_TRENDING_KEY]),
  };
  // Each is handled where it is taken; none is an unhandled rejection while it waits.
  for (const promise of Object.values(started)) promise.catch(() => undefined);
  (globalThis as Record<string, unknown>)[GLOBAL] = started;
}

/** What `beginPopupStart` left, once (later callers ask afresh); undefined if it did not run. */
export function takePopupStart(): PopupStart | undefined {
  const holder = globalThis as Record<string, unknown>;
  const started = holder[GLOBAL] as PopupStart | undefined;
  delete holder[GLOBAL];
  return started;
}
