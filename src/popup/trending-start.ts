/**
 * Trending GIFs, the list every open shows first, asked for as soon as the popup's code runs
 * (entrypoints/popup/main.tsx), before the first render and its effects: the message wakes the
 * worker while the UI draws. The trending answer kept from a moment ago (src/answer-cache/) is
 * read at the same time, to be painted while the fresh one is on its way.
 */

import { keepTrendingAnswer, readTrendingAnswer } from '../answer-cache/trending.ts';
import type { Paginator } from '../client/paginate.ts';
import { readRequestPreferences } from '../settings/index.ts';
import { createFeed, type Item, PAGE_SIZE } from './feeds.ts';

export interface TrendingStart {
  feed: Paginator<Item>;
  /** The first page is in `feed` (rejects as the request did). */
  answered: Promise<void>;
  /** The kept answer, if one may be shown. */
  kept: Promise<Item[] | undefined>;
}

let started: TrendingStart | undefined;

function begin(): TrendingStart {
  const feed = createFeed('gifs', '');
  const preferences = readRequestPreferences();
  // The round trip, for the breakdown `npm run bench` prints.
  performance.mark('gifdrop:asked');
  const answered = feed.next().then(() => {
    performance.mark('gifdrop:answered');
    // Kept for the next open; a failure to keep costs only that open's head start.
    void preferences.then((read) => keepTrendingAnswer(feed.items.slice(0, PAGE_SIZE), read)).catch(() => {});
  });
  // Handled where it is taken; not an unhandled rejection while it waits.
  answered.catch(() => undefined);
  const kept = preferences.then(readTrendingAnswer).then(
    (items) => items as Item[] | undefined,
    () => undefined,
  );
  return { feed, answered, kept };
}

/** Asks for trending now, once. */
export function startTrending(): void {
  started ??= begin();
}

/** The trending asked for early, once; after that (a retry, back to the tab) a fresh request. */
export function takeTrending(): TrendingStart {
  const taken = started ?? begin();
  started = undefined;
  return taken;
}
