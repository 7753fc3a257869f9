/**
 * Which answer is cached (cached-trending.ts): the first page of GIF trending, as the popup asks for it. A
 * leaf module, so the popup's head script (src/first-paint/popup-head/) can use it without the storage layer.
 */
import type { RequestOf } from '../../messaging/index.ts';

/** Items a page of the popup's lists holds. */
export const PAGE_SIZE = 25;

/** The first page of GIF trending, as the popup asks for it. */
export const FIRST_TRENDING_PAGE: RequestOf<'trending'> = {
  type: 'trending',
  kind: 'gifs',
  offset: 0,
  limit: PAGE_SIZE,
};

/**
 * Whether `request` asks for exactly `FIRST_TRENDING_PAGE` (its `type` aside: the background's
 * handlers get the fields without it).
 */
export function isFirstTrendingPage(request: object): boolean {
  const { kind, offset, limit } = request as Partial<typeof FIRST_TRENDING_PAGE>;
  return (
    kind === FIRST_TRENDING_PAGE.kind &&
    offset === FIRST_TRENDING_PAGE.offset &&
    limit === FIRST_TRENDING_PAGE.limit
  );
}

/** The `storage.session` key the answer is cached under. */
export const CACHED_TRENDING_NAME = 'trendingAnswer';
