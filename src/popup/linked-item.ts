/** A pasted link's item, loaded on the first link (see single-result.ts). */
import { isServiceError } from '../client/errors.ts';
import { parseItemLink } from '../collections/item-link.ts';
import { isItemId } from '../collections/item-ref.ts';
import { ratingAllows } from '../collections/revalidate.ts';
import type { sendToBackground } from '../messaging/index.ts';
import { isRating, ratingItem } from '../settings/preferences.ts';
import type { Item } from './feeds.ts';

type Send = typeof sendToBackground;

/**
 * The item a pasted link or id names: GIF by id (which applies the rating setting), or content by
 * id for clips and bare ids (which does not: the rating is checked here). `null` when the service
 * no longer has it or the rating excludes it.
 */
export async function fetchLinked(text: string, send: Send): Promise<Item | null> {
  const bare = text.trim();
  const link = parseItemLink(text) ?? (isItemId(bare) ? { id: bare, kind: 'any' } : null);
  if (!link) throw new Error('This is not a GIPHY link');
  try {
    if (link.kind === 'gif') return await send({ type: 'getGif', id: link.id });
    const [item, rating] = await Promise.all([
      send({ type: 'getContent', id: link.id }),
      ratingItem.getValue(),
    ]);
    return ratingAllows(item.rating, isRating(rating) ? rating : ratingItem.fallback) ? item : null;
  } catch (error) {
    if (isServiceError(error) && error.kind === 'not-found') return null;
    throw error;
  }
}
