import type { CapturedTarget } from './capture-target.ts';
import type { InjectedWindow } from './injected-window.ts';
import { describeCheck, type InsertOutcome } from './outcome.ts';
import { readRange, textOffset } from './selection.ts';
import { type FieldSnapshot, settle } from './verify.ts';

// Frame-aware: selections and commands belong to the field's own document.
declare const document: never;

/** How long an editor that took the event (`preventDefault`) may take to show the text. */
const HANDLED_WAIT_MS = 1000;
/**
 * How long to look for the text after an event nobody took: none. An editor that handles a paste
 * or a beforeinput must cancel it, or a real one would insert twice (the browser's default).
 */
const IGNORED_WAIT_MS = 0;

/**
 * Inserts into a contenteditable (plain or a rich editor) whose selection is already restored,
 * in the order that works across editors (see shared notes on insertion):
 *
 * 1. a synthetic `paste` carrying text/plain: every rich editor takes it through its own model
 *    and history, so Ctrl+Z undoes it; a plain contenteditable ignores it.
 * 2. a synthetic `beforeinput` (`insertText`): Lexical, Slate and CKEditor handle it.
 * 3. `execCommand('insertText')`: a plain contenteditable, with native undo. Never first: Slate's
 *    model silently loses it, CKEditor reverts it, Draft.js misbehaves on empty blocks.
 *
 * After each step the field's text is checked; the next step runs only if nothing changed, so
 * the text never goes in twice.
 */
export async function insertIntoEditable(
  { element, kind, root }: CapturedTarget,
  text: string,
  win: InjectedWindow,
): Promise<InsertOutcome> {
  const before = snapshot(element, root);
  const read = () => element.textContent ?? '';

  const paste = dispatchPaste(element, text, win);
  if (paste !== 'unsupported') {
    const check = await settle(
      read,
      before,
      text,
      paste === 'handled' ? HANDLED_WAIT_MS : IGNORED_WAIT_MS,
      win,
    );
    if (check !== 'unchanged') return describeCheck('paste', check);
  }

  const beforeInput = new win.InputEvent('beforeinput', {
    bubbles: true,
    cancelable: true,
    composed: true,
    inputType: 'insertText',
    data: text,
  });
  const taken = !element.dispatchEvent(beforeInput);
  const byEvent = await settle(read, before, text, taken ? HANDLED_WAIT_MS : IGNORED_WAIT_MS, win);
  if (byEvent !== 'unchanged') return describeCheck('beforeinput', byEvent);

  try {
    element.ownerDocument.execCommand('insertText', false, text);
  } catch {}
  // Editors that re-render (Lexical, Quill) may take a moment to settle the command's change.
  const wait = kind === 'contenteditable' ? IGNORED_WAIT_MS : HANDLED_WAIT_MS / 4;
  return describeCheck('execCommand', await settle(read, before, text, wait, win));
}

/** The element's text and the live selection as offsets into it (the end when there is none). */
function snapshot(element: HTMLElement, root: Document | ShadowRoot): FieldSnapshot {
  const text = element.textContent ?? '';
  const range = readRange(element, root);
  if (!range) return { text, start: text.length, end: text.length };
  return {
    text,
    start: textOffset(element, range.startContainer, range.startOffset),
    end: textOffset(element, range.endContainer, range.endOffset),
  };
}

/**
 * Dispatches a `paste` whose clipboard holds `text` as text/plain (never HTML: the text comes from
 * the network). Chromium takes a DataTransfer in the event's init; Firefox ignores it but has
 * its own `dataType` and `data` fields for one string. `unsupported` when neither carries the text.
 */
function dispatchPaste(
  element: HTMLElement,
  text: string,
  win: InjectedWindow,
): 'handled' | 'ignored' | 'unsupported' {
  const init = { bubbles: true, cancelable: true, composed: true };
  let event: ClipboardEvent | undefined;
  try {
    const data = new win.DataTransfer();
    data.setData('text/plain', text);
    event = new win.ClipboardEvent('paste', { ...init, clipboardData: data });
  } catch {}
  if (event?.clipboardData?.getData('text/plain') !== text) {
    try {
      // Firefox's ClipboardEventInit: not in the DOM typings.
      event = new win.ClipboardEvent('paste', {
        ...init,
        dataType: 'text/plain',
        data: text,
      } as ClipboardEventInit);
    } catch {}
  }
  if (!event || event.clipboardData?.getData('text/plain') !== text) return 'unsupported';
  return element.dispatchEvent(event) ? 'ignored' : 'handled';
}
