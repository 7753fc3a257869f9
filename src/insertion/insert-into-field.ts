import type { CapturedTarget } from './capture-target.ts';
import type { TextControl } from './field-kind.ts';
import type { InjectedWindow } from './injected-window.ts';
import { insertIntoEditable } from './insert-into-editable.ts';
import { insertIntoTextControl } from './insert-into-text-control.ts';
import { nextFrame } from './next-frame.ts';
import type { InsertOutcome } from './outcome.ts';
import { restoreSelection } from './selection.ts';

// Frame-aware: the field's document is `element.ownerDocument`, never the global one.
declare const document: never;

/**
 * Inserts `text` into the captured field at the captured caret and checks that it is really
 * there. Focus and selection are put back first (without scrolling) and the editor is given a
 * frame to see the `selectionchange`, because the popup took the window's focus meanwhile.
 *
 * Technique and undo (Ctrl+Z right after) by kind, as measured by test/e2e/insertion.spec.ts:
 *
 * | kind                           | technique                                   | Ctrl+Z removes it       |
 * | ------------------------------ | ------------------------------------------- | ----------------------- |
 * | input, textarea (React or not) | execCommand; else setRangeText + input      | yes (execCommand only)  |
 * | contenteditable                | execCommand (paste and beforeinput ignored) | yes                     |
 * | Lexical, Draft.js, Slate       | paste                                       | yes, the editor history |
 * | ProseMirror, Quill, CKEditor 5 | paste                                       | yes, the editor history |
 *
 * `win` is the window the calling script runs in; its constructors build the events.
 */
export async function insertIntoField(
  target: CapturedTarget,
  text: string,
  win: InjectedWindow,
): Promise<InsertOutcome> {
  const { element, kind, root, selection } = target;
  if (!element.isConnected) return { ok: false, reason: 'field-gone' };
  element.focus({ preventScroll: true });
  restoreSelection(element, root, selection);
  await nextFrame(win);
  if (!element.isConnected) return { ok: false, reason: 'field-gone' };
  if (kind === 'input' || kind === 'textarea')
    return insertIntoTextControl(element as TextControl, text, win);
  return insertIntoEditable(target, text, win);
}
