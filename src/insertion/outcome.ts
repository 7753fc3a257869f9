/** How the text got in. */
export type InsertTechnique = 'execCommand' | 'setRangeText' | 'paste' | 'beforeinput';

/**
 * `at-caret`: the field reads exactly as before with the text where the caret was.
 * `elsewhere`: the text appeared once more in the field, but not there (the editor moved the caret).
 * `twice`: the text appeared twice (the editor took the event and something added it again).
 */
export type InsertPlacement = 'at-caret' | 'elsewhere' | 'twice';

/** Why nothing was inserted. */
export type InsertFailure =
  /** No editable field had focus in the frame. */
  | 'no-field'
  /** The focus is in a frame of another origin, which this frame's script may not reach. */
  | 'cross-origin-frame'
  /** The focus is inside a closed shadow root (a closed web component): not reachable from outside. */
  | 'closed-shadow-root'
  /** The field that had focus left the page before the text arrived. */
  | 'field-gone'
  /** The techniques ran and the text did not show up where the person sees it. */
  | 'not-verified'
  /** The browser refused to run the content script there (browser pages, stores, no permission). */
  | 'restricted-page'
  /** The content script did not answer (the frame navigated, or it was never injected). */
  | 'no-answer';

/**
 * The content script's answer to an insert request. A `not-verified` failure may still turn into
 * an insertion a little later (`watching`): the editor inserted late. Ask with an `InsertLateQuery`.
 */
export type InsertOutcome =
  | { ok: true; technique: InsertTechnique; placement: InsertPlacement }
  | { ok: false; reason: InsertFailure; detail?: string; watching?: boolean };
