/**
 * Where the in-page picker goes: under the caret when it fits, else above it, else on the side
 * with more room, always wholly inside the viewport. Pure, so it is unit-tested.
 */

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Gap between the caret and the panel, and between the panel and the viewport's edges. */
export const PANEL_GAP = 6;
/** The picker's own size (the toolbar popup's width; shorter, to fit above a chat composer). */
export const PANEL_WIDTH = 400;
export const PANEL_HEIGHT = 520;
/** Below this the picker is unusable: a smaller viewport gets the toolbar popup instead. */
export const MIN_HEIGHT = 280;
export const MIN_WIDTH = 320;

/** Whether a viewport can hold the panel at all. */
export function hasRoomForPanel(viewport: { width: number; height: number }): boolean {
  return viewport.width >= MIN_WIDTH + 2 * PANEL_GAP && viewport.height >= MIN_HEIGHT + 2 * PANEL_GAP;
}

/**
 * The panel's box in viewport coordinates for a caret box (`caret`, viewport coordinates) in a
 * viewport of `viewport` size.
 */
export function placePanel(caret: Box, viewport: { width: number; height: number }): Box {
  const width = Math.min(PANEL_WIDTH, viewport.width - 2 * PANEL_GAP);
  const below = viewport.height - (caret.top + caret.height) - 2 * PANEL_GAP;
  const above = caret.top - 2 * PANEL_GAP;
  const fullHeight = Math.min(PANEL_HEIGHT, viewport.height - 2 * PANEL_GAP);
  let height: number;
  let top: number;
  if (below >= fullHeight || (above < fullHeight && below >= above)) {
    height = Math.max(Math.min(fullHeight, below), Math.min(MIN_HEIGHT, fullHeight));
    top = caret.top + caret.height + PANEL_GAP;
  } else {
    height = Math.max(Math.min(fullHeight, above), Math.min(MIN_HEIGHT, fullHeight));
    top = caret.top - PANEL_GAP - height;
  }
  const clamp = (value: number, size: number, room: number) =>
    Math.min(Math.max(value, PANEL_GAP), Math.max(PANEL_GAP, room - size - PANEL_GAP));
  return {
    left: clamp(caret.left, width, viewport.width),
    top: clamp(top, height, viewport.height),
    width,
    height,
  };
}
