/**
 * Long result lists keep their memory bounded (issue 14): an item far outside the grid's window
 * keeps only what its tile shows and its pingbacks need; its two dozen renditions (about 7 kB a
 * result) are let go, and asked again by id when the person acts on it (details, insert).
 */
import type { ChosenRendition, Images } from '../client/index.ts';
import { plural } from '../i18n/index.ts';
import { sendToBackground } from '../messaging/index.ts';
import { creatorOf } from './describe-item.ts';
import type { Item } from './feeds.ts';

const released = new WeakSet<Item>();
/** Items whose view is registered: a released copy needs no `onload` URL. */
const viewed = new WeakSet<Item>();

/** The view of `item` (in its list) is registered: its copy may drop the `onload` URL. */
export function markViewed(item: Item): void {
  viewed.add(item);
}

/** Whether `item` is a released copy: only its tile's renditions. */
export const isReleased = (item: Item): boolean => released.has(item);

/** Renditions whose size the masonry reads (feeds.ts `naturalSize`), first found. */
const SIZED = ['fixed_width', 'fixed_width_still', 'original', 'fixed_height', 'downsized'];

/** The members of a rendition that hold one format's URL and size (client/renditions.ts). */
const MEMBERS = { webp: ['webp', 'webp_size'], mp4: ['mp4', 'mp4_size'], gif: ['url', 'size'] } as const;

/** A rendition a tile shows, in the format it shows it in. */
export type Shown = Pick<ChosenRendition, 'name' | 'format'> | null | undefined;

/**
 * A copy of `item` with only the renditions `shown` (what its tile shows, in any of its states,
 * in that format alone) and what its label, star and pingbacks read (`onload` until its view is
 * registered); the analytics are the list's own, so a later click or send is counted where the
 * item was seen.
 */
export function releaseItem(item: Item, shown: readonly Shown[]): Item {
  const all = item.images ?? {};
  const images: Images = {};
  for (const chosen of shown) {
    const rendition = chosen && all[chosen.name];
    if (!chosen || !rendition) continue;
    const [url, size] = MEMBERS[chosen.format];
    images[chosen.name] = {
      ...images[chosen.name],
      width: rendition.width,
      height: rendition.height,
      [url]: rendition[url],
      [size]: rendition[size],
    };
  }
  const sized = SIZED.find((name) => all[name]?.width && all[name]?.height);
  if (sized && !images[sized]?.width)
    images[sized] = { width: all[sized]?.width, height: all[sized]?.height };
  const { id, type, is_sticker, title, alt_text, analytics } = item;
  // What the tile's name reads: its alt text or title, and its creator's name (describe-item.ts).
  const copy: Item = { id, type, is_sticker, images, ...(alt_text ? { alt_text } : { title }) };
  const creator = creatorOf(item);
  if (creator) copy.username = creator;
  if (analytics)
    copy.analytics = viewed.has(item) ? { onclick: analytics.onclick, onsent: analytics.onsent } : analytics;
  released.add(copy);
  return copy;
}

/**
 * The whole item: itself, or for a released copy the item asked again by id, with the list's
 * analytics. Rejects when the service no longer has it.
 */
export async function wholeItem(item: Item, send = sendToBackground): Promise<Item> {
  if (!released.has(item)) return item;
  const [found] = await send({ type: 'getGifs', ids: [item.id] });
  if (found?.id !== item.id) throw new Error(plural('itemsGone', 1));
  return { ...found, analytics: item.analytics ?? found.analytics };
}
