/**
 * Every word the in-page picker shows or says, in one place, from the catalogue (public/_locales):
 * the host on the page, the frame's page and the launchers' fallback notice. One export each, so a
 * page's bundle carries only the words it says (the toolbar popup's first load is budgeted).
 */
import { t } from '../i18n/index.ts';

/** The frame's accessible name (the page's screen reader announces it). */
export const panelFrameTitle = (): string => t('panelFrameTitle');
/** The frame's page when no launcher of ours opened it (a page framing it on its own). */
export const panelRefused = (): string => t('panelRefused');
/** Said in the toolbar popup or window when the page would not let the panel in. */
export const panelFrameBlocked = (): string => t('panelFrameBlocked');
/** "GIF for this text": the button that leaves the one GIF for the search of the words. */
export const searchWordsLabel = (): string => t('searchWords');
