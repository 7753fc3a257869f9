/**
 * The grid's box in a 400 × 600 popup (popup.css: 12 px padding each side, and a classic
 * scrollbar's gutter, 15 px in Chromium and 12 in Firefox on Linux): where a page's first grid
 * lays out its first row before it measured anything. test/e2e/cross/popup.cross.spec.ts holds
 * these to what each browser measures.
 */
export const CHROMIUM_GRID_WIDTH = 361;
export const FIREFOX_GRID_WIDTH = 364;
export const POPUP_GRID_HEIGHT = 401;
