/**
 * Trending GIFs, the list every open shows first. The popup's head script (src/popup-start/)
 * already asked for them and read the preferences and the trending answer kept from a moment ago
 * (src/answer-cache/) before this code loaded; here those raw results are checked and taken over.
 * Without it (a page that embeds the popup's components) the same is asked for as this code
 * starts (entrypoints/popup/main.tsx), before the first render.
 */

import { isFirstTrendingPage } from '../answer-cache/first-page.ts';
import { readTrendingAnswer, showableTrendingAnswer, trendingAnswerFrom } from '../answer-cache/trending.ts';
import type { Paginator } from '../client/paginate.ts';
import { readAnswer, sendToBackground } from '../messaging/index.ts';
import { type PopupStart, takePopupStart } from '../popup-start/index.ts';
import { readRequestPreferences, requestPreferencesFrom } from '../settings/index.ts';
import { createFeed, type Item } from './feeds.ts';

export interface TrendingStart {
  feed: Paginator<Item>;
  /** The first page is in `feed` (rejects as the request did). */
  answered: Promise<void>;
  /** The kept answer, if one may be shown. */
  kept: Promise<Item[] | undefined>;
  /** The kept answer, when the head script had read it before this code ran: the first render paints it. */
  keptNow: Item[] | undefined;
}

let started: TrendingStart | undefined;
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

function begin(): TrendingStart {
  const early = takePopupStart();
  const feed = createFeed('gifs', '', early ? sendAfter(early) : sendToBackground);
  const preferences = early ? early.preferences.then(requestPreferencesFrom) : readRequestPreferences();
  // The round trip, for the breakdown `npm run bench` prints (the head script marks its own).
  if (!early) performance.mark('gifdrop:asked');
  // The background keeps the answer for the next open (src/answer-cache/keeper.ts).
  const answered = feed.next().then(() => {
    performance.mark('gifdrop:answered');
  });
  // Handled where it is taken; not an unhandled rejection while it waits.
  answered.catch(() => undefined);
  const kept = (
    early
      ? Promise.all([early.kept, preferences]).then(([raw, read]) => trendingAnswerFrom(raw, read))
      : preferences.then(readTrendingAnswer)
  ).then(
    (items) => items as Item[] | undefined,
    () => undefined,
  );
  const read = early?.read;
  readEarly = read?.preferences;
  const keptNow = read
    ? (showableTrendingAnswer(read.kept, requestPreferencesFrom(read.preferences)) as Item[] | undefined)
    : undefined;
  return { feed, answered, kept, keptNow };
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
