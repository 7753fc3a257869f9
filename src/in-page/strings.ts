/**
 * Every word the in-page picker shows or says, in one place, from the catalogue (public/_locales):
 * the host on the page, the frame's page and the launchers' fallback notice.
 */
import { t } from '../i18n/index.ts';

export const IN_PAGE_STRINGS = {
  /** The frame's accessible name (the page's screen reader announces it). */
  get frameTitle() {
    return t('panelFrameTitle');
  },
  /** The frame's page when no launcher of ours opened it (a page framing it on its own). */
  get refused() {
    return t('panelRefused');
  },
  /** Said in the toolbar popup or window when the page would not let the panel in. */
  get frameBlocked() {
    return t('panelFrameBlocked');
  },
  /** "GIF for this text": the button that leaves the one GIF for the search of the words. */
  get searchWords() {
    return t('searchWords');
  },
};
