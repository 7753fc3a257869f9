/**
 * The insertion engine: finds the field the person was writing in, inserts the chosen GIF's text
 * there with the technique that works for that kind of field, and checks that it landed.
 * Page side (content script): `startInsertionSession` (or `captureTarget` + `insertIntoField`).
 * Extension side (popup): `chooseFormat` + `formatInsertion`, then `injectAndInsert`.
 */

export { TAKEN_TEXT_SHOWS_MS } from './attempt.ts';
export { clipPageUrl } from './clip-page.ts';
export { copyPictureAndLink, type PictureClipboard } from './copy-picture.ts';
export { type DragEntry, dragEntries } from './drag-data.ts';
export { type CapturedTarget, captureTarget, explainMissingTarget } from './field/capture-target.ts';
export type { TextControl } from './field/field-kind.ts';
export { classifyField, type FieldKind, isTextControl, type RichEditorKind } from './field/field-kind.ts';
export { readRange, restoreSelection } from './field/selection.ts';
export {
  type FormatResult,
  formatInsertion,
  type InsertableItem,
  type InsertionFormat,
} from './format-insertion.ts';
export {
  type DeliveryApis,
  type DeliveryOutcome,
  INSERT_SCRIPT,
  injectAndInsert,
} from './inject-and-insert.ts';
export type { InjectedWindow } from './injected-window.ts';
export {
  type InsertAttempt,
  type InsertOptions,
  insertIntoField,
  LATE_WATCH_MS,
} from './insert-into-field.ts';
export {
  type InsertLateQuery,
  type InsertRequest,
  type InsertSpacing,
  isInsertLateQuery,
  isInsertRequest,
} from './insert-request.ts';
export { type LateAnswer, type SessionRuntime, startInsertionSession } from './insertion-session.ts';
export type { InsertFailure, InsertOutcome, InsertPlacement, InsertTechnique } from './outcome.ts';
export type { Picture } from './picture.ts';
export { choosePicture } from './picture.ts';
export { shownPictures } from './picture-watch.ts';
export { BUILT_IN_SITE_FORMATS, chooseFormat, type FormatSettings, setSiteMarkdown } from './site-format.ts';
export { padText } from './spacing.ts';
export { normalizeText, occurrences } from './verify.ts';
