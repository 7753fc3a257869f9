/**
 * How the text got in. `append`: added to the end of a control that has no caret API (email).
 * `insertHTML`: the browser's editing command that puts a picture in.
 */
export type InsertTechnique =
  | 'execCommand'
  | 'setRangeText'
  | 'paste'
  | 'beforeinput'
  | 'append'
  | 'insertHTML';

/**
 * `at-caret`: the field reads exactly as before with the text where the caret was.
 * `at-end`: the field has no caret the page can tell (an email input): the text went in at its end.
 * `elsewhere`: the text appeared once more in the field, but not there (the editor moved the caret).
 * `twice`: the text appeared twice (the editor took the event and something added it again).
 */
export type InsertPlacement = 'at-caret' | 'at-end' | 'elsewhere' | 'twice';

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
  /** The field's length limit leaves no room for the whole text: refused before touching it. */
  | 'too-long'
  /** The techniques ran, the field is as it was, and the text did not show up. */
  | 'not-verified'
  /** The page kept only part of the text (or changed it); the field was put back as it was. */
  | 'partial'
  /** The page changed the field without keeping the whole text, and it could not be put back. */
  | 'altered'
  /** The text landed, then the page took it out again (a model that re-renders its field). */
  | 'reverted'
  /** The browser refused to run the content script there (browser pages, stores, no permission). */
  | 'restricted-page'
  /** The content script did not answer (the frame navigated, or it was never injected). */
  | 'no-answer';

/** A `too-long` refusal's figures: the field's `maxLength`, the room left in it, the text's length. */
export interface LengthLimit {
  maxLength: number;
  room: number;
  length: number;
}

/**
 * The content script's answer to an insert request. Either may still change (`watching`): a
 * success can be taken back by the page (`reverted`), a `not-verified` failure can become an
 * insertion when the editor inserts late. Ask with an `InsertLateQuery` for the final outcome.
 */
export type InsertOutcome =
  | {
      ok: true;
      technique: InsertTechnique;
      placement: InsertPlacement;
      watching?: boolean;
      /** The picture went in (an `<img>`), not the link. */
      form?: 'picture';
      /** A picture was asked for, the field took none, and the link went in instead. */
      pictureRefused?: boolean;
    }
  | {
      ok: false;
      reason: InsertFailure;
      detail?: string;
      watching?: boolean;
      limit?: LengthLimit;
      /** With `cross-origin-frame`: the origin of that frame, which a host permission would open. */
      frameOrigin?: string;
    };
