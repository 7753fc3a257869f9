/**
 * Long result lists keep their memory bounded: an item far outside the grid's window
 * keeps only what its tile shows and its pingbacks need; its two dozen renditions (about 7 kB a
 * result) are let go, and asked again by id when the person acts on it (details, insert:
 * released-copies.ts). Loaded once a list grows long (Grid.tsx).
 */
import type { ChosenRendition } from '../../client/index.ts';
import type { Item } from '../../client/item.ts';
import { formatKey, nameKey, type PackedRendition, ReleasedCopy, URL_MEMBER } from './released-copy.ts';
import { packTracking } from './shared-tracking.ts';
import { shareUrl } from './url-references.ts';

/** Renditions whose size the masonry reads (feeds.ts `naturalSize`), first found. */
const SIZED = ['fixed_width', 'fixed_width_still', 'original', 'fixed_height', 'downsized'];

/** A rendition a tile shows, in the format it shows it in. */
export type Shown = Pick<ChosenRendition, 'name' | 'format'> | null | undefined;

/**
 * A copy of `item` with only the renditions `shown` (what its tile shows, in any of its states,
 * in that format alone) and what its label (with `creator`), star and pingbacks read; the
 * analytics are the list's own, their URLs sharing their bytes (a view not yet registered is
 * still counted when the tile is seen; a later click or send counts where the item was seen).
 * Kept as one object and one string (released-copy.ts). Imports nothing the popup loads at
 * first: a chunk of its own, loaded late.
 */
export function releaseItem(item: Item, shown: readonly Shown[], creator: string | undefined): Item {
  const all = item.images ?? {};
  const tracking = item.analytics ? packTracking(item.analytics) : undefined;
  const renditions: PackedRendition[] = [];
  const kept = new Set<string>();
  // Each media URL as the bytes it shares with the one before or an earlier copy's.
  let previous = '';
  for (const chosen of shown) {
    const rendition = chosen && all[chosen.name];
    const url = chosen && rendition?.[URL_MEMBER[chosen.format]];
    if (!chosen || !rendition || typeof url !== 'string' || kept.has(`${chosen.name} ${chosen.format}`))
      continue;
    kept.add(`${chosen.name} ${chosen.format}`);
    renditions.push([
      nameKey(chosen.name),
      rendition.width,
      rendition.height,
      formatKey(chosen.format),
      ...shareUrl(url, previous),
    ]);
    previous = url;
  }
  const sized = SIZED.find((name) => all[name]?.width && all[name]?.height);
  const size = sized
    ? { width: all[sized]?.width as number, height: all[sized]?.height as number }
    : undefined;
  if (sized && size && !renditions.some(([name, width]) => name === nameKey(sized) && width))
    renditions.push([nameKey(sized), size.width, size.height]);
  const { id, type, is_sticker, title, alt_text } = item;
  // What the tile's name reads: its alt text or title, and its creator's name (describe-item.ts).
  return new ReleasedCopy(
    id,
    [type, is_sticker, alt_text || undefined, alt_text ? undefined : title, creator, tracking, ...renditions],
    size,
  );
}
