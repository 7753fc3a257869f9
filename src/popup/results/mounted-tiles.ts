import { type PlacedTile, tilesInWindow } from '../../picker/index.ts';

/** Pixels above and below the viewport whose tiles stay mounted. */
export const OVERSCAN = 300;

/**
 * The tiles mounted (the virtual window): those near the viewport, however far one scrolls; until
 * the first row is in (`settled`, use-first-row-first.ts), only those in view, and until the grid's
 * first frame is painted (`painted`), only the first row.
 */
export const mountedTiles = (
  tiles: readonly PlacedTile[],
  width: number,
  viewport: { top: number; height: number },
  settled: boolean,
  painted: boolean,
) =>
  // Nothing before the first measure: tiles one pixel wide would set every image's source twice.
  // A new grid's scroller is at its top: its first row is the tiles at 0.
  width > 0
    ? tilesInWindow(tiles, viewport.top, viewport.height, settled ? OVERSCAN : 0).filter(
        (tile) => painted || tile.y === 0,
      )
    : [];
