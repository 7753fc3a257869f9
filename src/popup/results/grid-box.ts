import { CHROMIUM_GRID_WIDTH, FIREFOX_GRID_WIDTH, POPUP_GRID_HEIGHT } from './popup-grid-box.ts';

/**
 * The grid's box as last measured in this page: the width its tiles are laid out in and the height
 * of its view. A new grid (an open's first answer, a search's, another tab's) lays out its first row
 * from it in its first render; its own measure then confirms it, or corrects it before the frame
 * is painted. Before any measure, a 400 × 600 popup's (popup-grid-box.ts).
 */
export const gridBox = {
  width: import.meta.env.FIREFOX ? FIREFOX_GRID_WIDTH : CHROMIUM_GRID_WIDTH,
  height: POPUP_GRID_HEIGHT,
};

/**
 * Measures the grid's box from its scroller: the width inside the scroller's padding and scrollbar
 * (clientWidth includes the padding), and the height of its view. Gives the width.
 */
export function measureGridBox(scroller: HTMLElement): number {
  const { paddingLeft, paddingRight } = getComputedStyle(scroller);
  gridBox.height = scroller.clientHeight;
  gridBox.width = Math.max(
    0,
    scroller.clientWidth - Number.parseFloat(paddingLeft) - Number.parseFloat(paddingRight),
  );
  return gridBox.width;
}
