import type { CapturedTarget } from './field/capture-target.ts';
import type { TextControl } from './field/field-kind.ts';
import { restoreSelection } from './field/selection.ts';
import type { FieldView } from './field-watch.ts';
import type { InjectedWindow } from './injected-window.ts';
import { nextFrame } from './next-frame.ts';
import type { InsertTechnique } from './outcome.ts';
import { normalizeText } from './verify.ts';

// Frame-aware: commands go to the field's own document.
declare const document: never;

/**
 * Puts a field that a technique changed without the whole text back as it was before: undone with
 * the same kind of command that changed it (the browser's undo after `execCommand`, so the page's
 * undo stack stays whole; a `historyUndo` the editor may take after a synthetic event), and a text
 * control's value and caret set back when undo did not do it. Returns whether the field reads as
 * before now.
 */
export async function restoreField(
  target: CapturedTarget,
  view: FieldView,
  technique: InsertTechnique,
  win: InjectedWindow,
): Promise<boolean> {
  const { element, kind } = target;
  const before = view.snapshot;
  const same = () => normalizeText(view.read()) === normalizeText(before.text);
  if (same()) return true;
  await undoEdit(element, technique, win);
  if ((kind === 'input' || kind === 'textarea') && !same()) {
    const control = element as TextControl;
    control.value = before.text;
    control.dispatchEvent(
      new win.InputEvent('input', { bubbles: true, composed: true, inputType: 'historyUndo' }),
    );
  }
  if (!same()) return false;
  restoreSelection(element, target.root, target.selection);
  return true;
}

/**
 * Undoes the last edit the way it was made: the browser's undo after one of its commands (so the
 * page's undo stack stays whole), a `historyUndo` the editor may take after a synthetic event.
 */
export async function undoEdit(
  element: Element,
  technique: InsertTechnique,
  win: InjectedWindow,
): Promise<void> {
  if (technique === 'paste' || technique === 'beforeinput') {
    element.dispatchEvent(
      new win.InputEvent('beforeinput', {
        bubbles: true,
        cancelable: true,
        composed: true,
        inputType: 'historyUndo',
      }),
    );
    await nextFrame(win);
  } else if (technique !== 'setRangeText' && technique !== 'append') {
    try {
      element.ownerDocument.execCommand('undo');
    } catch {}
  }
}
