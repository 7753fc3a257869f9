/**
 * A stored list is only ids: each time it is shown, the service is asked for them again (GIFs by
 * ids when the list holds only GIFs, stickers and emoji; content by ids when it holds clips), so
 * an item that was removed, or that the rating setting now excludes, is never shown (usage
 * condition 6: the service's revalidation, not a copy). The client splits more than 100 ids.
 */
import type { Gif, Rating } from '../client/index.ts';
import { plural } from '../i18n/index.ts';
import type { ItemRef } from './item-ref.ts';

/** Ratings from least to most restricted audience (`y` is GIPHY's youngest). */
const RATING_ORDER = ['y', 'g', 'pg', 'pg-13', 'r'];

/** Whether an item of `rating` may show under the setting `maximum`; an unrated item may. */
export function ratingAllows(rating: string | undefined, maximum: Rating): boolean {
  const index = RATING_ORDER.indexOf((rating ?? '').toLowerCase());
  return index === -1 || index <= RATING_ORDER.indexOf(maximum);
}

export interface Revalidated<T> {
  /** The items the service still returns and the rating allows, in the stored order. */
  items: T[];
  /** Ids the service left out or the rating excludes: to forget. */
  gone: Set<string>;
  /** Clips kept in storage but not shown: the key is not approved for clips. */
  hiddenClips: number;
}

/** GIFs by ids or content by ids, each split in batches of 100 by the client. */
export type FetchByIds = (request: { type: 'getGifs' | 'getContents'; ids: string[] }) => Promise<Gif[]>;

/**
 * Asks the service for `refs` in one operation and sorts what came back. An error rejects and
 * nothing is "gone": a failure never costs the person their lists. A key refused for clips (403
 * on content by ids) still shows the rest, leaving the clips in storage.
 */
export async function revalidate(
  refs: readonly ItemRef[],
  rating: Rating,
  send: FetchByIds,
): Promise<Revalidated<Gif>> {
  if (refs.length === 0) return { items: [], gone: new Set(), hiddenClips: 0 };
  const hasClips = refs.some((ref) => ref.kind === 'clip');
  let asked = refs;
  let items: Gif[];
  let hiddenClips = 0;
  if (hasClips) {
    try {
      items = await send({ type: 'getContents', ids: refs.map((ref) => ref.id) });
    } catch (error) {
      if ((error as { kind?: unknown }).kind !== 'forbidden') throw error;
      asked = refs.filter((ref) => ref.kind !== 'clip');
      hiddenClips = refs.length - asked.length;
      items = asked.length ? await send({ type: 'getGifs', ids: asked.map((ref) => ref.id) }) : [];
    }
  } else {
    items = await send({ type: 'getGifs', ids: refs.map((ref) => ref.id) });
  }
  const byId = new Map(items.map((item) => [item.id, item]));
  const gone = new Set<string>();
  const shown: Gif[] = [];
  for (const ref of asked) {
    const item = byId.get(ref.id);
    if (item && ratingAllows(item.rating, rating)) shown.push(item);
    else gone.add(ref.id);
  }
  return { items: shown, gone, hiddenClips };
}

/** "2 items are no longer available", or null for none. */
export function describeGone(count: number): string | null {
  if (count === 0) return null;
  return plural('itemsGone', count);
}
