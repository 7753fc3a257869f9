/**
 * The in-page picker: the picker as a panel at the caret of the field being edited.
 * Page side (content script): `startPanelSession`. Background: the launchers issue a one-time
 * token (src/in-page/panel-tokens.ts). Frame side: `entrypoints/panel/`, the popup's picker.
 */
export { measureCaret } from './caret-box.ts';
export { type DropUnwatchRequest, type DropWatchRequest, startDropReport } from './drop-report.ts';
export type { DropQuery } from './drop-watch.ts';
export type { InPageApis } from './launch.ts';
export {
  isPanelCommand,
  isPanelOpenRequest,
  isPanelOpenStatus,
  PANEL_PAGE,
  type PanelCommand,
  type PanelOpenRequest,
  type PanelOpenStatus,
} from './panel-messages.ts';
export { startPanelSession } from './panel-session.ts';
export { type Box, PANEL_HEIGHT, PANEL_WIDTH, placePanel } from './place-panel.ts';
export { panelFrameBlocked, panelFrameTitle, panelRefused, searchWordsLabel } from './strings.ts';
