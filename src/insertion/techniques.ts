import type { CapturedTarget } from './field/capture-target.ts';
import type { TextControl } from './field/field-kind.ts';
import type { InjectedWindow } from './injected-window.ts';
import type { InsertTechnique } from './outcome.ts';
import { dispatchBeforeInput, dispatchPaste, runInsertText } from './synthetic-events.ts';

// Frame-aware: commands go to the field's own document.
declare const document: never;

type Steps = readonly (readonly [InsertTechnique, () => boolean])[];

/**
 * The techniques to try for a kind of field, in order (see the shared notes on insertion). Each
 * says whether the page or the browser took it; the next runs only when nothing happened.
 *
 * - Text controls: `execCommand('insertText')` goes through the browser's editing, so the page gets
 *   a real `input` event (React-controlled fields update their state) and Ctrl+Z undoes it; then
 *   `setRangeText` plus an `input` event, for engines or fields where the command does nothing.
 * - Contenteditables: a synthetic `paste` of text/plain (rich editors take it into their model and
 *   history; a plain contenteditable ignores it), a `beforeinput` (Lexical, Slate, CKEditor), then
 *   `execCommand` (plain contenteditable, native undo). The command is never first: Slate's model
 *   silently loses it, CKEditor reverts it, Draft.js misbehaves on empty blocks.
 * - A hidden text control: the editor behind it takes a paste as one edit (one Ctrl+Z), while
 *   typed-like input is undone word by word; the command comes last.
 * - An EditContext or custom textbox: `paste`, then `beforeinput`; no command (it is not editable
 *   content for the browser).
 */
export function techniquesFor({ element, kind }: CapturedTarget, text: string, win: InjectedWindow): Steps {
  const paste = () => dispatchPaste(element, text, win) === 'handled';
  const beforeInput = () => dispatchBeforeInput(element, text, win);
  const command = () => runInsertText(element, text);
  switch (kind) {
    case 'input':
    case 'textarea':
      // Without a caret the page can tell, the text goes where its spacing was worked out: the end.
      if (!hasCaretApi(element as TextControl))
        return [['append', () => append(element as TextControl, text, win)]];
      return [
        ['execCommand', command],
        ['setRangeText', () => setRange(element as TextControl, text, win)],
      ];
    case 'edit-context':
      return [
        ['paste', paste],
        ['beforeinput', beforeInput],
      ];
    default:
      return [
        ['paste', paste],
        ['beforeinput', beforeInput],
        ['execCommand', command],
      ];
  }
}

/**
 * Whether the control tells its caret: email and number inputs answer `null` (or throw in older
 * engines), and the browser's editing would then insert at a caret nobody can read.
 */
export function hasCaretApi(control: TextControl): boolean {
  try {
    return control.selectionStart !== null;
  } catch {
    return false;
  }
}

const announce = (control: TextControl, text: string, win: InjectedWindow) =>
  control.dispatchEvent(
    new win.InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: text }),
  );

/** Replaces the selection with `text` and tells the page with an `input` event. */
function setRange(control: TextControl, text: string, win: InjectedWindow): boolean {
  control.setRangeText(text, control.selectionStart ?? 0, control.selectionEnd ?? 0, 'end');
  announce(control, text, win);
  return true;
}

/** Adds `text` at the end of a control without a caret API and tells the page. */
function append(control: TextControl, text: string, win: InjectedWindow): boolean {
  control.value += text;
  announce(control, text, win);
  return true;
}
