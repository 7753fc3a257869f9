/**
 * The grid's box as last measured in this page: the width its tiles are laid out in and the height
 * of its view. A new grid (a search's answer, another tab) lays out its first row from it in its
 * first render, as a popup's size is fixed; its own measure then confirms it, or corrects it
 * before the frame is painted. Zero until a grid measured it: the first list of a page measures
 * first (measuring the loading placeholders in its place would put every open over the popup's
 * byte budget).
 */
export const gridBox = { width: 0, height: 0 };

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
