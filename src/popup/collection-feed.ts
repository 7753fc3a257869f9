/**
 * The Recent and Favorites tabs: the stored ids, revalidated with the service each time the tab
 * is shown (one by-ids request for up to 100 items), as a one-page list. Items the service no
 * longer returns, or that the rating setting excludes, are forgotten; the count is said once.
 */
import type { PageLike } from '../client/paginate.ts';
import { readFavorites, removeFavorites } from '../collections/favorites.ts';
import { readRecents, removeRecents } from '../collections/recents.ts';
import { describeGone, revalidate } from '../collections/revalidate.ts';
import { sendToBackground } from '../messaging/index.ts';
import { isRating, ratingItem } from '../settings/preferences.ts';
import { sayCollectionNotice } from './collection-notices.ts';
import type { Item } from './feeds.ts';

export type CollectionId = 'recent' | 'favorites';

/** Loads a collection's one page; the paginator never asks for a second. */
export async function loadCollection(
  which: CollectionId,
  send: typeof sendToBackground = sendToBackground,
): Promise<PageLike<Item>> {
  const refs = await (which === 'recent' ? readRecents() : readFavorites());
  // GIFs by ids applies the rating itself; only content by ids (clips) needs it checked here.
  const rating = refs.some((ref) => ref.kind === 'clip') ? await ratingItem.getValue() : undefined;
  const result = await revalidate(refs, isRating(rating) ? rating : ratingItem.fallback, send);
  if (result.gone.size > 0) await (which === 'recent' ? removeRecents : removeFavorites)(result.gone);
  const messages = [
    describeGone(result.gone.size),
    result.hiddenClips > 0
      ? `${result.hiddenClips === 1 ? '1 clip is' : `${result.hiddenClips} clips are`} hidden: this key is not approved for clips`
      : null,
  ].filter((message): message is string => message !== null);
  if (messages.length > 0) sayCollectionNotice(messages.join('. '));
  return {
    data: result.items,
    pagination: { offset: 0, total_count: result.items.length, next_cursor: null },
  };
}
