/**
 * Trending GIFs, the list every open shows first. The popup's head script (src/first-paint/popup-head/)
 * already asked for them and read the preferences and the trending answer cached a moment ago
 * (src/first-paint/trending-cache/) before this code loaded; here those raw results are checked and taken over.
 * Without it (a page that embeds the popup's components) the same is asked for as this code
 * starts (entrypoints/popup/main.tsx), before the first render. The key status the head script
 * asked beside trending is taken over here too.
 */

import type { Item, Paginator } from '../client/index.ts';
import { type KeyStatus, readAnswer, sendToBackground } from '../messaging/index.ts';
import { createFeed } from '../popup/feeds/feeds.ts';
import { readRequestPreferences, requestPreferencesFrom } from '../settings/preferences.ts';
import { CACHED_UNTIL_NAME, type PopupStart, takePopupStart } from './popup-head/index.ts';
import {
  readTrendingAnswer,
  showableTrendingAnswer,
  TRENDING_ANSWER_MS,
  trendingAnswerFrom,
} from './trending-cache/cached-trending.ts';
import { isFirstTrendingPage } from './trending-cache/first-page.ts';

export interface TrendingStart {
  feed: Paginator<Item>;
  /** The first page is in `feed` (rejects as the request did). */
  answered: Promise<void>;
  /** The cached answer, if one may be shown. */
  cached: Promise<Item[] | undefined>;
  /** The cached answer, when the head script had read it before this code ran: the first render paints it. */
  cachedNow: Item[] | undefined;
}

let started: TrendingStart | undefined;
/** Sends the head script's request if it waits behind a cached answer's first row. */
let askEarly: (() => void) | undefined;
/** The head script's key status request, until taken. */
let keyStatusEarly: Promise<unknown> | undefined;
/** The preferences as the head script read them before this code ran (raw), if it had. */
let readEarly: Record<string, unknown> | undefined;

/** What the head script had read of storage.sync before the UI's code ran, unchecked. */
export const earlyPreferences = (): Record<string, unknown> | undefined => readEarly;

/** Sends as `sendToBackground`, except that the first page of trending is the one already asked. */
function sendAfter(early: PopupStart): typeof sendToBackground {
  let first: Promise<unknown> | undefined = early.answer;
  return (request) => {
    const asked = first;
    if (!asked || request.type !== 'trending' || !isFirstTrendingPage(request))
      return sendToBackground(request);
    first = undefined;
    return asked.then((answer) => readAnswer(request, answer));
  };
}

/**
 * The background caches the first page it just answered a while (src/first-paint/trending-cache/): the next open's
 * head script may then let it paint the first row before asking afresh.
 */
function noteCached(): void {
  try {
    localStorage.setItem(CACHED_UNTIL_NAME, String(Date.now() + TRENDING_ANSWER_MS));
  } catch {
    // No localStorage: the next open asks at once.
  }
}

/** A list's first row of images is in (use-first-row-first.ts): a fresh request held for it goes now. */
export function firstRowIn(): void {
  askEarly?.();
}

function begin(): TrendingStart {
  const early = takePopupStart();
  askEarly = early?.ask;
  keyStatusEarly = early?.keyStatus;
  const feed = createFeed('gifs', '', early ? sendAfter(early) : sendToBackground);
  const preferences = early ? early.preferences.then(requestPreferencesFrom) : readRequestPreferences();
  // The round trip, for the breakdown `npm run bench` prints (the head script marks its own).
  if (!early) performance.mark('gifdrop:asked');
  // The background caches the answer for the next open (src/first-paint/trending-cache/cache-writer.ts).
  const answered = feed.next().then(() => {
    performance.mark('gifdrop:answered');
    noteCached();
  });
  // Handled where it is taken; not an unhandled rejection while it waits.
  answered.catch(() => undefined);
  const cached = (
    early
      ? Promise.all([early.cached, preferences]).then(([raw, read]) => trendingAnswerFrom(raw, read))
      : preferences.then(readTrendingAnswer)
  ).then(
    (items) => items as Item[] | undefined,
    () => undefined,
  );
  // Nothing cached to paint after all: the request held for it goes now.
  void cached.then((items) => items || early?.ask());
  const read = early?.read;
  readEarly = read?.preferences;
  const cachedNow = read
    ? (showableTrendingAnswer(read.cached, requestPreferencesFrom(read.preferences)) as Item[] | undefined)
    : undefined;
  return { feed, answered, cached, cachedNow };
}

/** Asks for trending now, once (or takes over what the popup's head script asked). */
export function startTrending(): void {
  started ??= begin();
}

/** The trending asked for early, without taking it. */
export function peekTrending(): TrendingStart | undefined {
  return started;
}

/** The trending asked for early, once; after that (a retry, back to the tab) a fresh request. */
export function takeTrending(): TrendingStart {
  const taken = started ?? begin();
  started = undefined;
  return taken;
}

/** The head script's key status request (raw), not taken: its answer says the background is awake. */
export function peekKeyStatus(): Promise<unknown> | undefined {
  return keyStatusEarly;
}

/** The key status: the head script's request once, after that (or without it) asked afresh. */
export function takeKeyStatus(): Promise<KeyStatus> {
  const early = keyStatusEarly;
  keyStatusEarly = undefined;
  const request = { type: 'getKeyStatus' } as const;
  return early ? early.then((answer) => readAnswer(request, answer)) : sendToBackground(request);
}
