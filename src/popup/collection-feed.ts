/**
 * The Recent and Favorites tabs: the background revalidates the stored ids with the service each
 * time a tab is shown (one by-ids request for up to 100 items) and forgets what is gone; the popup
 * shows the list as one page and says once how many items left it.
 */
import type { PageLike } from '../client/paginate.ts';
import { sendToBackground } from '../messaging/index.ts';
import { sayCollectionNotice } from './collection-notices.ts';
import type { Item } from './feeds.ts';

export type CollectionId = 'recent' | 'favorites';

/** "2 items are no longer available", and clips a key not approved for them cannot show. */
export function describeCollectionLoad(gone: number, hiddenClips: number): string {
  const parts: string[] = [];
  if (gone > 0)
    parts.push(gone === 1 ? '1 item is no longer available' : `${gone} items are no longer available`);
  if (hiddenClips > 0)
    parts.push(
      `${hiddenClips === 1 ? '1 clip is' : `${hiddenClips} clips are`} hidden: this key is not approved for clips`,
    );
  return parts.join('. ');
}

/** Loads a collection's one page; the paginator never asks for a second. */
export async function loadCollection(
  which: CollectionId,
  send: typeof sendToBackground = sendToBackground,
): Promise<PageLike<Item>> {
  const { items, gone, hiddenClips } = await send({ type: 'loadCollection', which });
  const message = describeCollectionLoad(gone, hiddenClips);
  if (message) sayCollectionNotice(message);
  return { data: items, pagination: { offset: 0, total_count: items.length, next_cursor: null } };
}
