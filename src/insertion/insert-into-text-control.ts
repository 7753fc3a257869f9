import type { TextControl } from './field-kind.ts';
import type { InjectedWindow } from './injected-window.ts';
import { describeCheck, type InsertOutcome } from './outcome.ts';
import { checkInsertion, type FieldSnapshot } from './verify.ts';

// Frame-aware: commands go to the field's own document.
declare const document: never;

/**
 * Inserts into an `<input>` or `<textarea>` whose selection is already restored.
 *
 * 1. `execCommand('insertText')`: goes through the browser's editing, so the page gets a real
 *    `input` event (React-controlled fields update their state) and Ctrl+Z undoes it.
 * 2. `setRangeText` plus an `input` event: for engines or fields where the command does nothing.
 *    React still sees the change (its value tracker compares against the old value) but there is
 *    no native undo.
 */
export function insertIntoTextControl(
  control: TextControl,
  text: string,
  win: InjectedWindow,
): InsertOutcome {
  const before: FieldSnapshot = {
    text: control.value,
    start: control.selectionStart ?? control.value.length,
    end: control.selectionEnd ?? control.value.length,
  };
  try {
    control.ownerDocument.execCommand('insertText', false, text);
  } catch {}
  const byCommand = checkInsertion(before, control.value, text);
  if (byCommand !== 'unchanged') return describeCheck('execCommand', byCommand);

  try {
    control.setRangeText(text, before.start, before.end, 'end');
  } catch {
    // Email inputs have no selection: append.
    control.value = before.text + text;
  }
  control.dispatchEvent(
    new win.InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: text }),
  );
  return describeCheck('setRangeText', checkInsertion(before, control.value, text));
}
