/**
 * Long result lists keep their memory bounded: an item far outside the grid's window
 * keeps only what its tile shows and its pingbacks need; its two dozen renditions (about 7 kB a
 * result) are let go, and asked again by id when the person acts on it (details, insert:
 * released.ts). Loaded once a list grows long (Grid.tsx).
 */
import type { ChosenRendition, Images } from '../../client/index.ts';
import type { Item } from '../../client/item.ts';
import { shareTracking } from './shared-tracking.ts';

/** Renditions whose size the masonry reads (feeds.ts `naturalSize`), first found. */
const SIZED = ['fixed_width', 'fixed_width_still', 'original', 'fixed_height', 'downsized'];

/** The members of a rendition that hold one format's URL and size (client/renditions.ts). */
const MEMBERS = { webp: ['webp', 'webp_size'], mp4: ['mp4', 'mp4_size'], gif: ['url', 'size'] } as const;

/** A rendition a tile shows, in the format it shows it in. */
export type Shown = Pick<ChosenRendition, 'name' | 'format'> | null | undefined;

/**
 * A copy of `item` with only the renditions `shown` (what its tile shows, in any of its states,
 * in that format alone) and what its label (with `creator`), star and pingbacks read; the
 * analytics are the list's own, their URLs sharing their bytes (a view not yet registered is
 * still counted when the tile is seen; a later click or send counts where the item was seen).
 * Imports nothing the popup loads at first: a chunk of its own, loaded late.
 */
export function releaseItem(item: Item, shown: readonly Shown[], creator: string | undefined): Item {
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
  if (creator) copy.username = creator;
  // The list's tracking URLs, in about the room of one (shared-tracking.ts).
  if (analytics) copy.analytics = shareTracking(analytics);
  return copy;
}
