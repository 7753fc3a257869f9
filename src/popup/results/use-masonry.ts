import { useMemo } from 'preact/hooks';
import type { Item } from '../../client/index.ts';
import { layoutMasonry } from '../../picker/index.ts';
import { naturalSize } from '../feeds/feeds.ts';

const GAP = 6;

/** The grid's masonry layout, from each item's own size. */
export function useMasonry(items: readonly Item[], width: number, columns: number) {
  // The list grows in place (use-feed.ts): its length says when.
  // biome-ignore lint/correctness/useExhaustiveDependencies: items.length changes while items stays the same array.
  return useMemo(
    () =>
      layoutMasonry(
        items.map((item) => ({ id: item.id, ...naturalSize(item) })),
        { containerWidth: width, columns, gap: GAP, minTileHeight: 48, maxTileHeight: 320 },
      ),
    [items, items.length, width, columns],
  );
}
