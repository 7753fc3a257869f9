/**
 * Which items of a long list are released copies (the copies are made in
 * release-items.ts, loaded once a list grows long): a copy holds only what its tile shows, and the whole item is asked again by
 * id when the person acts on it.
 */

import type { Item } from '../../client/item.ts';
import { plural } from '../../i18n/index.ts';
import { sendToBackground } from '../../messaging/index.ts';

/** Shorter lists keep every item whole (and release-items.ts unloaded). */
export const RELEASE_FROM = 100;

/** Released copies. */
export const released = new WeakSet<Item>();

/**
 * The whole item: itself, or for a released copy the item asked again by id, with the list's
 * analytics, if any (a click or send counts where the item was seen). Rejects when the service no longer
 * has it.
 */
export async function wholeItem(item: Item): Promise<Item> {
  if (!released.has(item)) return item;
  const [found] = await sendToBackground({ type: 'getGifs', ids: [item.id] });
  if (!found) throw new Error(plural('itemsGone', 1));
  return { ...found, analytics: item.analytics };
}
