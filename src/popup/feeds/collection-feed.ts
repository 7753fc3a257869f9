/**
 * The Recent and Favorites tabs: the background revalidates the stored ids with the service each
 * time a tab is shown (one by-ids request for up to 100 items) and forgets what is gone; the popup
 * shows the list as one page and says once how many items left it.
 */

import type { Item, PageLike } from '../../client/index.ts';
import { sendToBackground } from '../../messaging/index.ts';
import { sayCollectionNotice } from './collection-notices.ts';

export type CollectionId = 'recent' | 'favorites';

/** Loads a collection's one page; the paginator never asks for a second. */
export async function loadCollection(
  which: CollectionId,
  send: typeof sendToBackground = sendToBackground,
): Promise<PageLike<Item>> {
  const { items, notice } = await send({ type: 'loadCollection', which });
  if (notice) sayCollectionNotice(notice);
  return { data: items, pagination: { offset: 0, total_count: items.length, next_cursor: null } };
}
