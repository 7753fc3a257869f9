import { type AttemptResult, attemptInOrder } from './attempt.ts';
import type { CapturedTarget } from './capture-target.ts';
import { classifyField, type TextControl } from './field-kind.ts';
import { viewField } from './field-view.ts';
import { FieldWatch } from './field-watch.ts';
import type { InjectedWindow } from './injected-window.ts';
import { nextFrame } from './next-frame.ts';
import type { InsertOutcome, InsertPlacement } from './outcome.ts';
import { restoreSelection } from './selection.ts';
import { padText, readNeighbours } from './spacing.ts';
import { techniquesFor } from './techniques.ts';
import { isLanded } from './verify.ts';

// Frame-aware: the field's document is `element.ownerDocument`, never the global one.
declare const document: never;

/** How long after a declared failure a late insertion by the editor still turns it into success. */
export const LATE_WATCH_MS = 2000;

export interface InsertOptions {
  /** Put a space on each side whose neighbour is not whitespace or the start/end (URL, Markdown). */
  spacing?: boolean;
  /** See `LATE_WATCH_MS`; `signal` stops the watch early. */
  lateWatchMs?: number;
  signal?: AbortSignal;
}

/** The outcome, and for a failure, whether the text showed up late after all. */
export interface InsertAttempt {
  outcome: InsertOutcome;
  /**
   * Set when the outcome is a failure that may still change: resolves with the insertion if the
   * editor put the text in within `LATE_WATCH_MS`, else `undefined`.
   */
  late?: Promise<InsertOutcome | undefined>;
}

/**
 * Inserts `text` into the captured field at the captured caret and checks that the person can
 * see it there. Focus and selection are put back first (without scrolling) and the editor is
 * given a frame to see the `selectionchange`, because the popup took the window's focus meanwhile.
 *
 * Technique and undo (Ctrl+Z right after) by kind, as measured by test/e2e/insertion.spec.ts:
 *
 * | kind                                        | technique                                | Ctrl+Z removes it  |
 * | ------------------------------------------- | ---------------------------------------- | ------------------ |
 * | input, textarea (React or not)              | execCommand; else setRangeText + input   | yes (execCommand)  |
 * | contenteditable                             | execCommand (paste, beforeinput ignored) | yes                |
 * | Lexical, Draft.js, Slate, ProseMirror, Quill, CKEditor 5, TinyMCE | paste              | yes, in one step   |
 * | Monaco (hidden textarea, EditContext)       | paste                                    | yes, in one step   |
 *
 * Only one technique ever takes effect: the next runs only when the previous changed nothing and
 * nobody took its event. After a failure the field is as it was (a hidden textarea's value is put
 * back), and the field is watched a while longer for a late insertion (`late`).
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
  const inserted = options.spacing ? padText(text, readNeighbours(target)) : text;
  const helperValue = kind === 'hidden-text-control' ? (element as TextControl).value : undefined;
  const watch = new FieldWatch(viewField(target), inserted, win);
  const result = await attemptInOrder(watch, techniquesFor(target, inserted, win), win);
  if (result.landed) {
    watch.stop();
    return { outcome: succeeded(result) };
  }
  if (helperValue !== undefined && (element as TextControl).value !== helperValue) {
    (element as TextControl).value = helperValue;
  }
  const detail = result.taken ? `${result.technique}: ${result.check}` : 'no technique changed the field';
  return {
    outcome: { ok: false, reason: 'not-verified', detail, watching: true },
    late: watchLate(watch, result, options),
  };
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

function succeeded(result: AttemptResult & { landed: true }): InsertOutcome {
  return { ok: true, technique: result.technique, placement: result.check as InsertPlacement };
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
