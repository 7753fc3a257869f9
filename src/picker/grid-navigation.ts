import type { PlacedTile } from './masonry.ts';

export type Direction = 'up' | 'down' | 'left' | 'right';

const centerX = (tile: PlacedTile) => tile.x + tile.width / 2;
const centerY = (tile: PlacedTile) => tile.y + tile.height / 2;

/**
 * The tile an arrow key moves to, by where tiles are on screen (a masonry grid has no rows):
 * up and down stay in the column when they can, and otherwise take the nearest tile whose centre
 * lies in that direction; left and right take the neighbouring column's tile that overlaps the
 * current one most, or the nearest by centre. Returns the current index at an edge.
 */
export function moveFocus(tiles: readonly PlacedTile[], current: number, direction: Direction): number {
  const from = tiles[current];
  if (!from) return current;
  if (direction === 'up' || direction === 'down') {
    // Only tiles wholly past the current tile's edge: "up" from a top-row tile stays put rather
    // than jumping to a shorter neighbour whose centre happens to be higher.
    const ahead = tiles.filter((tile) =>
      direction === 'down' ? tile.y >= from.y + from.height - 1 : tile.y + tile.height <= from.y + 1,
    );
    const sameColumn = ahead.filter((tile) => tile.column === from.column);
    const pool = sameColumn.length > 0 ? sameColumn : ahead;
    return (
      nearest(
        pool,
        (tile) => Math.abs(centerY(tile) - centerY(from)) + 2 * Math.abs(centerX(tile) - centerX(from)),
      ) ?? current
    );
  }
  const sign = direction === 'right' ? 1 : -1;
  const ahead = tiles.filter((tile) => (centerX(tile) - centerX(from)) * sign > 0);
  const nextColumn = ahead.reduce<number | null>(
    (best, tile) =>
      best === null || Math.abs(tile.column - from.column) < Math.abs(best - from.column)
        ? tile.column
        : best,
    null,
  );
  const inColumn = ahead.filter((tile) => tile.column === nextColumn);
  const overlapping = inColumn.filter((tile) => overlap(tile, from) > 0);
  if (overlapping.length > 0) return nearest(overlapping, (tile) => -overlap(tile, from)) ?? current;
  return nearest(inColumn, (tile) => Math.abs(centerY(tile) - centerY(from))) ?? current;
}

function overlap(a: PlacedTile, b: PlacedTile): number {
  return Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
}

/** Index of the tile of least cost; ties go to the earlier tile. */
function nearest(pool: readonly PlacedTile[], cost: (tile: PlacedTile) => number): number | undefined {
  let best: PlacedTile | undefined;
  let bestCost = Infinity;
  for (const tile of pool) {
    const value = cost(tile);
    if (value < bestCost || (value === bestCost && best && tile.index < best.index)) {
      best = tile;
      bestCost = value;
    }
  }
  return best?.index;
}
