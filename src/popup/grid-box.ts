/**
 * The grid's box as last measured in this page: the width its tiles are laid out in and the height
 * of its view. A grid's first render lays out its first row from it (a popup's size is fixed), so
 * the answer's render mounts the tiles; the grid's own measure then confirms it, or corrects it
 * before the frame is painted. Zero until something measured it.
 */
export interface GridBox {
  width: number;
  height: number;
}

let known: GridBox = { width: 0, height: 0 };

export const knownGridBox = (): GridBox => known;

export function noteGridBox(box: GridBox): void {
  known = box;
}

/** The width inside `element`'s padding and scrollbar (clientWidth includes the padding). */
export function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  const padding = (Number.parseFloat(style.paddingLeft) || 0) + (Number.parseFloat(style.paddingRight) || 0);
  return Math.max(0, element.clientWidth - padding);
}
