/**
 * Masonry layout computed from each item's own width and height, so every tile has its final box
 * before its media loads: no layout shift, and the virtual window can work from positions alone.
 */
export interface TileSize {
  id: string;
  width: number;
  height: number;
}

export interface PlacedTile {
  id: string;
  /** Position in the result list. */
  index: number;
  column: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MasonryOptions {
  containerWidth: number;
  columns: number;
  gap: number;
  /** Tiles are never shorter than this (very wide GIFs stay tappable). */
  minTileHeight?: number;
  /** Nor taller than this (very tall stickers don't fill the popup). */
  maxTileHeight?: number;
}

export interface MasonryLayout {
  tiles: PlacedTile[];
  columnWidth: number;
  /** Height of the whole grid. */
  height: number;
}

/**
 * Places each item in the shortest column (the leftmost on ties), scaled to the column width.
 * Items with a missing or zero size get a square tile.
 */
export function layoutMasonry(items: readonly TileSize[], options: MasonryOptions): MasonryLayout {
  const { containerWidth, gap } = options;
  const columns = Math.max(1, Math.floor(options.columns));
  // Whole pixels: a tile at a fractional x or width blurs its media and can bleed a pixel past
  // its neighbour; the spare pixels (fewer than `columns`) stay at the right.
  const columnWidth = Math.max(1, Math.floor((containerWidth - gap * (columns - 1)) / columns));
  const bottoms = new Array<number>(columns).fill(0);
  const tiles = items.map((item, index): PlacedTile => {
    let column = 0;
    for (let c = 1; c < columns; c++) if ((bottoms[c] as number) < (bottoms[column] as number)) column = c;
    const ratio = item.width > 0 && item.height > 0 ? item.height / item.width : 1;
    const height = clamp(
      Math.round(columnWidth * ratio),
      options.minTileHeight ?? 0,
      options.maxTileHeight ?? Infinity,
    );
    const y = bottoms[column] as number;
    bottoms[column] = y + height + gap;
    return { id: item.id, index, column, x: column * (columnWidth + gap), y, width: columnWidth, height };
  });
  return { tiles, columnWidth, height: Math.max(0, Math.max(...bottoms) - gap) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
