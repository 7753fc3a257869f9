/**
 * The text of the current line up to the caret in a text field the person is typing in: a
 * textarea, a text input, or a contenteditable element (its block, with `<br>` read as a line end).
 * Undefined when there is a selection rather than a caret, or no field.
 */

import { readRange } from '../insertion/field/selection.ts';

// Frame-aware: the field's own document and window, never the global ones.
declare const document: never;

const TEXT_INPUTS = new Set(['text', 'search', 'url', '']);
const BLOCKS = 'p,div,li,h1,h2,h3,h4,h5,h6,blockquote,pre,td,th';

export type TypingField = HTMLTextAreaElement | HTMLInputElement | HTMLElement;

/** The field an `input` event came from, when it is one `/gif` works in. */
export function typingField(target: EventTarget | null): TypingField | undefined {
  if (!(target instanceof Element)) return undefined;
  const win = target.ownerDocument.defaultView;
  if (!win) return undefined;
  if (target instanceof win.HTMLTextAreaElement) return target;
  if (target instanceof win.HTMLInputElement) return TEXT_INPUTS.has(target.type) ? target : undefined;
  return target instanceof win.HTMLElement && target.isContentEditable ? target : undefined;
}

/** The text from the start of the caret's line to the caret. */
export function lineBeforeCaret(field: TypingField): string | undefined {
  const win = field.ownerDocument.defaultView;
  if (!win) return undefined;
  if (field instanceof win.HTMLTextAreaElement || field instanceof win.HTMLInputElement) {
    const { selectionStart: start, selectionEnd: end, value } = field;
    if (start === null || start !== end) return undefined;
    return value.slice(0, start).split('\n').pop();
  }
  // In an open shadow root the window's selection names the host: the composed range is read.
  const caret = readRange(field, field.getRootNode() as Document | ShadowRoot);
  if (!caret?.collapsed) return undefined;
  const from =
    caret.startContainer.nodeType === 1
      ? (caret.startContainer as Element)
      : caret.startContainer.parentElement;
  const block = from?.closest(BLOCKS);
  const line = field.ownerDocument.createRange();
  line.selectNodeContents(block && field.contains(block) ? block : field);
  line.setEnd(caret.startContainer, caret.startOffset);
  const fragment = line.cloneContents();
  for (const br of fragment.querySelectorAll('br')) br.replaceWith('\n');
  for (const inner of fragment.querySelectorAll(BLOCKS)) inner.prepend('\n');
  return (fragment.textContent ?? '').split('\n').pop();
}
