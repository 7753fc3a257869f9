import { type AttemptResult, attemptInOrder } from './attempt.ts';
import type { CapturedTarget } from './field/capture-target.ts';
import { classifyField, isIndirectKind, type TextControl } from './field/field-kind.ts';
import { viewField } from './field/field-view.ts';
import { restoreSelection } from './field/selection.ts';
import { type FieldView, FieldWatch } from './field-watch.ts';
import type { InjectedWindow } from './injected-window.ts';
import type { InsertSpacing } from './insert-request.ts';
import { fitLength } from './length-limit.ts';
import { nextFrame } from './next-frame.ts';
import type { InsertOutcome, InsertPlacement, InsertTechnique } from './outcome.ts';
import { restoreField } from './restore-field.ts';
import { padText, readNeighbours } from './spacing.ts';
import { hasCaretApi, techniquesFor } from './techniques.ts';
import { isLanded, normalizeText } from './verify.ts';

// Frame-aware: the field's document is `element.ownerDocument`, never the global one.
declare const document: never;

/** How long after a declared failure a late insertion by the editor still turns it into success. */
export const LATE_WATCH_MS = 2000;
/**
 * How long after a success the field is watched for the page taking the text out again: models
 * that re-render from their own state (CKEditor 5) do it a few hundred milliseconds later.
 */
export const REVERT_WATCH_MS = 1000;

export interface InsertOptions {
  /** Spaces around the text (`InsertSpacing`). */
  spacing?: InsertSpacing | undefined;
  /** See `LATE_WATCH_MS` and `REVERT_WATCH_MS`; `signal` stops either watch early. */
  lateWatchMs?: number;
  revertWatchMs?: number;
  signal?: AbortSignal;
}

/** The outcome, and what it became when it was not final. */
export interface InsertAttempt {
  outcome: InsertOutcome;
  /**
   * Set when the outcome may still change (`watching`): after a success, resolves with a
   * `reverted` failure if the page took the text out within `REVERT_WATCH_MS`; after a failure,
   * with the insertion if the editor put the text in within `LATE_WATCH_MS`; else `undefined`.
   */
  late?: Promise<InsertOutcome | undefined>;
}

/**
 * Inserts `text` into the captured field at the captured caret and checks that the person can
 * see it there. Focus and selection are put back first (without scrolling) and the editor is
 * given a frame to see the `selectionchange`, because the popup took the window's focus meanwhile.
 *
 * Technique and undo (Ctrl+Z right after) by kind, as measured by test/e2e/insertion.spec.ts and
 * insertion-popup.spec.ts:
 *
 * | kind                                        | technique                                | Ctrl+Z removes it  |
 * | ------------------------------------------- | ---------------------------------------- | ------------------ |
 * | input, textarea (React or not)              | execCommand; else setRangeText + input   | yes (execCommand)  |
 * | contenteditable                             | execCommand (paste, beforeinput ignored) | yes                |
 * | Lexical, Draft.js, Slate, ProseMirror, Quill, CKEditor 5, TinyMCE | paste              | yes, in one step   |
 * | Monaco (hidden textarea, EditContext)       | paste                                    | yes, in one step   |
 *
 * Only one technique ever takes effect: the next runs only when the previous changed nothing and
 * nobody took its event (a cancelled synthetic event that changed nothing was not taken). A text
 * control with too little room (`maxlength`) is refused before anything is tried. A control
 * without a caret API (email) gets the text at its end. After a failure the field is as it was:
 * a change without the whole text is undone (`partial`), or said to remain (`altered`); a hidden
 * textarea's value is put back. A success is watched for a page that takes the text out again, a
 * failure for a late insertion (`late`).
 */
export async function insertIntoField(
  target: CapturedTarget,
  text: string,
  win: InjectedWindow,
  options: InsertOptions = {},
): Promise<InsertAttempt> {
  const { element, kind, root, selection } = target;
  if (!element.isConnected) return { outcome: { ok: false, reason: 'field-gone' } };
  const alreadyActive = root.activeElement === element;
  element.focus({ preventScroll: true });
  if (alreadyActive && kind !== 'input' && kind !== 'textarea') announceFocus(element, win);
  restoreSelection(element, root, selection);
  await nextFrame(win);
  if (!element.isConnected) return { outcome: { ok: false, reason: 'field-gone' } };
  // A field the page made read-only since (a chat while it sends) ignores what arrives: writing its
  // value behind the page would show text the page never takes.
  if (!classifyField(element)) {
    return { outcome: { ok: false, reason: 'not-verified', detail: 'the field no longer takes text' } };
  }
  const neighbours = options.spacing ? readNeighbours(target) : undefined;
  const padded = neighbours ? padText(text, neighbours, options.spacing === true) : text;
  let inserted = padded;
  let caretKnown = true;
  if (kind === 'input' || kind === 'textarea') {
    const control = element as TextControl;
    caretKnown = hasCaretApi(control);
    const fit = fitLength(control, padded, text, selectionOf(control));
    if (!fit.fits) return { outcome: { ok: false, reason: 'too-long', limit: fit.limit } };
    inserted = fit.text;
  }
  const helperValue = kind === 'hidden-text-control' ? (element as TextControl).value : undefined;
  const view = viewField(target);
  const watch = new FieldWatch(view, inserted, win);
  // Only around a plain contenteditable is a cancelled synthetic event a guard, not an editor.
  const guarded = kind === 'contenteditable';
  const result = await attemptInOrder(watch, techniquesFor(target, inserted, win), win, guarded);
  if (result.landed) {
    const placement: InsertPlacement =
      !caretKnown && result.check === 'at-caret' ? 'at-end' : (result.check as InsertPlacement);
    return {
      outcome: { ok: true, technique: result.technique, placement, watching: true },
      late: watchRevert(watch, target, result.technique, win, options),
    };
  }
  if (helperValue !== undefined && (element as TextControl).value !== helperValue) {
    (element as TextControl).value = helperValue;
  }
  const detail = result.taken ? `${result.technique}: ${result.check}` : 'no technique changed the field';
  const changed = await putBack(target, view, result.technique, win);
  if (changed === 'partial') {
    watch.stop();
    return { outcome: { ok: false, reason: 'partial', detail } };
  }
  // The caret as it was too: a page that put its DOM back may have lost it, and an editor that
  // inserts late inserts there.
  if (!changed && element.isConnected) restoreSelection(element, root, selection);
  return {
    outcome: { ok: false, reason: changed ?? 'not-verified', detail, watching: true },
    late: watchLate(watch, result, options),
  };
}

/**
 * After a technique that did not leave the whole text, the field as it was: `undefined` when it
 * is (nothing changed), `partial` when it changed and was put back, `altered` when it could not
 * be. The rendered text of an editor behind a hidden control is not the field's own.
 */
async function putBack(
  target: CapturedTarget,
  view: FieldView,
  technique: InsertTechnique,
  win: InjectedWindow,
): Promise<'partial' | 'altered' | undefined> {
  if (isIndirectKind(target.kind)) return undefined;
  if (normalizeText(view.read()) === normalizeText(view.snapshot.text)) return undefined;
  return (await restoreField(target, view, technique, win)) ? 'partial' : 'altered';
}

/** A text control's selection, or its end when it has no caret API. */
function selectionOf(control: TextControl): { start: number; end: number } {
  const end = control.value.length;
  if (!hasCaretApi(control)) return { start: end, end };
  return { start: control.selectionStart ?? end, end: control.selectionEnd ?? end };
}

/**
 * Tells an editor that its field has focus again. While the popup is open the page saw `blur`;
 * the field is still `activeElement`, so `focus()` changes nothing and fires no event, and an
 * editor that tracks focus by events (Monaco: its commands then act on no editor) ignores input.
 */
function announceFocus(element: HTMLElement, win: InjectedWindow): void {
  element.dispatchEvent(new win.FocusEvent('focus'));
  element.dispatchEvent(new win.FocusEvent('focusin', { bubbles: true, composed: true }));
}

/** Events only the person makes: once they edit, what the field holds is theirs. */
const PERSON_EVENTS = ['keydown', 'beforeinput', 'pointerdown'] as const;

/**
 * Keeps watching after a success: a page whose model re-renders may take the text out again a few
 * hundred milliseconds later. Resolves with a failure when the text is gone before
 * `REVERT_WATCH_MS` passed (`reverted`, or `partial`/`altered` when the page left part of it), or
 * `undefined` when it stayed (or the person started editing).
 */
export async function watchRevert(
  watch: FieldWatch,
  target: CapturedTarget,
  technique: InsertTechnique,
  win: InjectedWindow,
  { revertWatchMs = REVERT_WATCH_MS, signal }: InsertOptions,
): Promise<InsertOutcome | undefined> {
  const stop = new AbortController();
  const doc = target.element.ownerDocument;
  const onPerson = (event: Event) => {
    if (event.isTrusted) stop.abort();
  };
  for (const type of PERSON_EVENTS) doc.addEventListener(type, onPerson, true);
  signal?.addEventListener('abort', () => stop.abort(), { once: true });
  try {
    const check = await watch.waitFor(revertWatchMs, stop.signal, (now) => !isLanded(now));
    if (isLanded(check) || stop.signal.aborted) return undefined;
    const detail = `${technique}: the page changed the field to ${check}`;
    // A page that left part of the text (cut it to its own limit) gets the field back as it was.
    const changed = await putBack(target, watch.view, technique, win);
    return { ok: false, reason: changed ?? 'reverted', detail };
  } finally {
    for (const type of PERSON_EVENTS) doc.removeEventListener(type, onPerson, true);
    watch.stop();
  }
}

/** Keeps watching after a failure; resolves with the late insertion, or `undefined`. */
async function watchLate(
  watch: FieldWatch,
  failed: AttemptResult,
  { lateWatchMs = LATE_WATCH_MS, signal }: InsertOptions,
): Promise<InsertOutcome | undefined> {
  const check = await watch.waitFor(lateWatchMs, signal);
  watch.stop();
  if (!isLanded(check)) return undefined;
  return { ok: true, technique: failed.technique, placement: check as InsertPlacement };
}
