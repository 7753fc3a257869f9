/**
 * `/gif` in the composer: before a pick is inserted, the command typed before
 * the caret (`/gif cats`) is selected, so the insertion engine replaces it. Only when the text
 * just before the caret is exactly that command; otherwise nothing is selected and the insertion
 * goes at the caret, the typed text untouched.
 */

import type { CapturedTarget, TextControl } from '../insertion/index.ts';
import { readRange } from '../insertion/index.ts';

// Frame-aware: the field's own document, never the global one.
declare const document: never;

const same = (a: string, b: string) => a.replace(/\u00a0/g, ' ') === b.replace(/\u00a0/g, ' ');

/** Selects `command` when it ends at the caret of the field; answers whether it did. */
export function selectCommandBeforeCaret(target: CapturedTarget, command: string): boolean {
  const { element, kind, root } = target;
  if (kind === 'input' || kind === 'textarea') {
    const control = element as TextControl;
    const end = control.selectionEnd ?? control.value.length;
    const start = end - command.length;
    if (start < 0 || control.selectionStart !== end || !same(control.value.slice(start, end), command))
      return false;
    control.setSelectionRange(start, end, 'backward');
    return true;
  }
  const caret = readRange(element, root);
  if (!caret?.collapsed) return false;
  // Walk back through the text nodes before the caret until the command's length is covered.
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const before: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (text === caret.startContainer) {
      before.push(text);
      break;
    }
    if (caret.comparePoint(text, 0) >= 0) break;
    before.push(text);
  }
  let remaining = command.length;
  let typed = '';
  let startNode: Text | undefined;
  let startOffset = 0;
  for (let index = before.length - 1; index >= 0 && remaining > 0; index--) {
    const node = before[index] as Text;
    const end = node === caret.startContainer ? caret.startOffset : node.data.length;
    const take = Math.min(remaining, end);
    typed = node.data.slice(end - take, end) + typed;
    remaining -= take;
    startNode = node;
    startOffset = end - take;
  }
  if (remaining > 0 || !startNode || !same(typed, command)) return false;
  element.ownerDocument.defaultView
    ?.getSelection()
    ?.setBaseAndExtent(startNode, startOffset, caret.endContainer, caret.endOffset);
  return true;
}
