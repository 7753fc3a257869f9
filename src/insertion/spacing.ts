import type { CapturedTarget } from './field/capture-target.ts';
import type { TextControl } from './field/field-kind.ts';
import { readRange } from './field/selection.ts';

// Frame-aware: every document comes from the element, never the global one.
declare const document: never;

/** The characters on each side of the caret; `''` at the start or end of the text (or a line). */
export interface Neighbours {
  before: string;
  after: string;
  /** The field drops a space at the end of its text (email and URL inputs trim their value). */
  trimsEnd?: boolean;
}

/**
 * `text` with a space on each side whose neighbour is neither whitespace nor the start or end of
 * the text, so a link does not run into the words beside it ("Hello URL world"); and a space after
 * it at the end of the text or of a line, so the caret is left where the next word typed starts a
 * word of its own instead of joining the link (`…&ct=gtyped`). With `words` false, only the latter
 * (HTML source and BBCode: tags beside words are meant as they are).
 */
export function padText(text: string, { before, after, trimsEnd }: Neighbours, words = true): string {
  const gap = (char: string) => words && char !== '' && !/\s/u.test(char);
  const lineEnd = (after === '' && !trimsEnd) || /[\n\r\u2028\u2029]/u.test(after);
  return `${gap(before) ? ' ' : ''}${text}${gap(after) || lineEnd ? ' ' : ''}`;
}

/** Input types whose value the browser strips of leading and trailing whitespace. */
const TRIMMED_TYPES = new Set(['email', 'url']);

const around = (text: string, start: number, end: number): Neighbours => ({
  before: text.slice(Math.max(0, start - 1), start),
  after: text.slice(end, end + 1),
});

/**
 * The neighbours of the caret in the captured field, read with its caret restored. An EditContext
 * holds the text around the caret (`editContext.text`), and so does the hidden textarea of the
 * editors that use one; a contenteditable's neighbours stop at its block (a paragraph's start is
 * the start of a line). Undefined when they cannot be known: then no space is added.
 */
export function readNeighbours({ element, kind, root }: CapturedTarget): Neighbours | undefined {
  if (kind === 'input' || kind === 'textarea' || kind === 'hidden-text-control') {
    const control = element as TextControl;
    const end = control.value.length;
    const neighbours = around(control.value, control.selectionStart ?? end, control.selectionEnd ?? end);
    return TRIMMED_TYPES.has(control.type) ? { ...neighbours, trimsEnd: true } : neighbours;
  }
  if (kind === 'edit-context') {
    const context = (element as { editContext?: EditContextLike }).editContext;
    if (!context || typeof context.text !== 'string') return undefined;
    return around(context.text, context.selectionStart, context.selectionEnd);
  }
  const range = readRange(element, root);
  if (!range) return undefined;
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
