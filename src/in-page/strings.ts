/**
 * Every word the in-page picker shows or says, in one place (issue 17 turns them into
 * translations): the host on the page, the frame's page and the launchers' fallback notice.
 */
export const IN_PAGE_STRINGS = {
  /** The frame's accessible name (the page's screen reader announces it). */
  frameTitle: 'GifDrop: GIF picker',
  /** The frame's page when no launcher of ours opened it (a page framing it on its own). */
  refused: 'This picker opens only from GifDrop’s shortcut or menu.',
  /** Said in the toolbar popup or window when the page would not let the panel in. */
  frameBlocked: 'This page doesn’t allow the picker inside it, so it opened here.',
  /** "GIF for this text": the button that leaves the one GIF for the search of the words. */
  searchWords: 'Search',
} as const;
