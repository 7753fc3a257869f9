import type { CapturedTarget } from './field/capture-target.ts';
import type { TextControl } from './field/field-kind.ts';
import { readRange } from './field/selection.ts';

// Frame-aware: every document comes from the element, never the global one.
declare const document: never;

/** The characters on each side of the caret; `''` at the start or end of the text (or a line). */
export interface Neighbours {
  before: string;
  after: string;
}

/**
 * `text` with a space on each side whose neighbour is neither whitespace nor the start or end of
 * the text, so a link does not run into the words beside it ("Hello URL world").
 */
export function padText(text: string, { before, after }: Neighbours): string {
  const gap = (char: string) => char !== '' && !/\s/u.test(char);
  return `${gap(before) ? ' ' : ''}${text}${gap(after) ? ' ' : ''}`;
}

const around = (text: string, start: number, end: number): Neighbours => ({
  before: text.slice(Math.max(0, start - 1), start),
  after: text.slice(end, end + 1),
});

/**
 * The neighbours of the caret in the captured field, read with its caret restored. An EditContext
 * holds the text around the caret (`editContext.text`), and so does the hidden textarea of the
 * editors that use one; a contenteditable's neighbours stop at its block (a paragraph's start is
 * the start of a line). Unknown neighbours count as none: no space is added.
 */
export function readNeighbours({ element, kind, root }: CapturedTarget): Neighbours {
  if (kind === 'input' || kind === 'textarea' || kind === 'hidden-text-control') {
    const control = element as TextControl;
    const end = control.value.length;
    return around(control.value, control.selectionStart ?? end, control.selectionEnd ?? end);
  }
  if (kind === 'edit-context') {
    const context = (element as { editContext?: EditContextLike }).editContext;
    if (!context || typeof context.text !== 'string') return { before: '', after: '' };
    return around(context.text, context.selectionStart, context.selectionEnd);
  }
  const range = readRange(element, root);
  if (!range) return { before: '', after: '' };
  const block = blockOf(range.startContainer, element);
  const doc = element.ownerDocument;
  const head = doc.createRange();
  head.selectNodeContents(block);
  head.setEnd(range.startContainer, range.startOffset);
  const tail = doc.createRange();
  tail.selectNodeContents(blockOf(range.endContainer, element));
  tail.setStart(range.endContainer, range.endOffset);
  return { before: head.toString().slice(-1), after: tail.toString().slice(0, 1) };
}

interface EditContextLike {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/** The nearest block around `node` inside the editing host (the host itself at most). */
function blockOf(node: Node, host: Element): Element {
  const win = host.ownerDocument.defaultView;
  let element = node.nodeType === node.ELEMENT_NODE ? (node as Element) : node.parentElement;
  while (element && element !== host && host.contains(element)) {
    const display = win?.getComputedStyle(element).display ?? 'inline';
    if (!display.startsWith('inline') && display !== 'contents') return element;
    element = element.parentElement;
  }
  return host;
}
