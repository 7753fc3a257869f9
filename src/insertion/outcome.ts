import type { InsertionCheck } from './verify.ts';

/** How the text got in. */
export type InsertTechnique = 'execCommand' | 'setRangeText' | 'paste' | 'beforeinput';

/**
 * `at-caret`: the field reads exactly as before with the text where the caret was.
 * `elsewhere`: the text appeared once more in the field, but not there (the editor moved the caret).
 */
export type InsertPlacement = 'at-caret' | 'elsewhere';

/** Why nothing was inserted. */
export type InsertFailure =
  /** No editable field had focus in the frame. */
  | 'no-field'
  /** The focus is in a frame of another origin, which this frame's script may not reach. */
  | 'cross-origin-frame'
  /** The field that had focus left the page before the text arrived. */
  | 'field-gone'
  /** Every technique ran and the text did not show up in the field. */
  | 'not-verified'
  /** The browser refused to run the content script there (browser pages, stores, no permission). */
  | 'restricted-page'
  /** The content script did not answer (the frame navigated, or it was never injected). */
  | 'no-answer';

/** The content script's answer to an insert request. */
export type InsertOutcome =
  | { ok: true; technique: InsertTechnique; placement: InsertPlacement }
  | { ok: false; reason: InsertFailure; detail?: string };

/** The outcome of one technique, given what verification saw afterwards. */
export function describeCheck(technique: InsertTechnique, check: InsertionCheck): InsertOutcome {
  if (check === 'at-caret' || check === 'elsewhere') return { ok: true, technique, placement: check };
  return { ok: false, reason: 'not-verified', detail: `${technique}: ${check}` };
}
