/**
 * The whole item behind a tile: a released copy (released-copy.ts, loaded once a list grows long)
 * holds only what its tile shows, and the whole item is asked again by id when the person acts on
 * it. Small, as the popup loads it at once.
 */

import type { Item } from '../../client/index.ts';
import { plural } from '../../i18n/index.ts';
import { sendToBackground } from '../../messaging/index.ts';

/** Shorter lists keep every item whole (and released-copy.ts unloaded). */
export const RELEASE_FROM = 100;

/** A tile's natural size (the masonry's input). */
export interface Size {
  width: number;
  height: number;
}

/**
 * What marks a released copy: under it, the copy answers its natural size (or undefined), which
 * the masonry reads for every item on each layout without reading the copy's text back.
 */
export const RELEASED: unique symbol = Symbol('released copy');

export const isReleased = (item: Item): boolean => RELEASED in item;

/** A released copy's natural size, undefined for anything else. */
export const releasedSize = (item: Item): Size | undefined =>
  isReleased(item) ? (item as Item & { [RELEASED]: Size | undefined })[RELEASED] : undefined;

/**
 * The whole item: itself, or for a released copy the item asked again by id, with the list's
 * analytics, if any (a click or send counts where the item was seen). Rejects when the service no longer
 * has it.
 */
export async function wholeItem(item: Item): Promise<Item> {
  if (!isReleased(item)) return item;
  const [found] = await sendToBackground({ type: 'getGifs', ids: [item.id] });
  if (!found) throw new Error(plural('itemsGone', 1));
  return { ...found, analytics: item.analytics };
}
