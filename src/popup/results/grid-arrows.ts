import type { Direction } from '../../picker/index.ts';

/** The arrow keys' directions in the grid. */
export const ARROW_DIRECTIONS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};
/** Right to left the layout is mirrored (Tile.tsx): its "left" is on the screen's right. */
export const ARROW_DIRECTIONS_RTL: Record<string, Direction> = {
  ...ARROW_DIRECTIONS,
  ArrowLeft: 'right',
  ArrowRight: 'left',
};

/** Alt+arrow keys in an arrangeable list: one place earlier (-1) or later (+1). */
export const ALT_ARROW_MOVES: Record<string, -1 | 1> = {
  ArrowUp: -1,
  ArrowLeft: -1,
  ArrowDown: 1,
  ArrowRight: 1,
};

/** The index of the tile an event happened in, NaN outside any tile. */
export const tileIndexOf = (target: EventTarget | null) =>
  Number((target as HTMLElement | null)?.closest<HTMLElement>('[data-tile]')?.dataset.tile ?? Number.NaN);
