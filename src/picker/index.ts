/**
 * The picker's logic, free of any UI framework: masonry layout, the virtual window, arrow-key
 * movement by screen position, and search as you type.
 */
export type { Direction } from './grid-navigation.ts';
export { moveFocus } from './grid-navigation.ts';
export type { MasonryLayout, MasonryOptions, PlacedTile, TileSize } from './masonry.ts';
export { layoutMasonry } from './masonry.ts';
export type { SearchController, SearchControllerOptions } from './search-controller.ts';
export { createSearchController } from './search-controller.ts';
export { nearEnd, tilesInWindow } from './virtual-window.ts';
