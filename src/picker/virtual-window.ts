import type { PlacedTile } from './masonry.ts';

/**
 * The tiles to mount for a scroll position: those within the viewport plus `overscan` pixels
 * above and below. However far one scrolls, only about two screens of tiles exist in the DOM.
 */
export function tilesInWindow(
  tiles: readonly PlacedTile[],
  scrollTop: number,
  viewportHeight: number,
  overscan: number,
): PlacedTile[] {
  const top = scrollTop - overscan;
  const bottom = scrollTop + viewportHeight + overscan;
  return tiles.filter((tile) => tile.y < bottom && tile.y + tile.height > top);
}

/** Whether the viewport's bottom is within `threshold` pixels of the grid's end: time to load more. */
export function nearEnd(
  gridHeight: number,
  scrollTop: number,
  viewportHeight: number,
  threshold: number,
): boolean {
  return scrollTop + viewportHeight >= gridHeight - threshold;
}
