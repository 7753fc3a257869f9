/**
 * "GIF for “…”" on words selected in a field: the words were the question, not text to replace.
 * Before the pick is inserted the selection collapses to its end, so the link goes after the words
 * and Ctrl+Z takes back only the link.
 */

import type { CapturedTarget, TextControl } from '../insertion/index.ts';
import { readRange } from '../insertion/index.ts';

// Frame-aware: the field's own document, never the global one.
declare const document: never;

/** Chromium's shadow-root selection, not in the DOM typings. */
type ShadowRootWithSelection = ShadowRoot & { getSelection?: () => Selection | null };

/** Puts the caret at the end of the field's selection, if it has one. */
export function caretAfterSelection(target: CapturedTarget): void {
  const { element, kind, root } = target;
  if (kind === 'input' || kind === 'textarea' || kind === 'hidden-text-control') {
    const control = element as TextControl;
    const end = control.selectionEnd;
    if (end !== null && control.selectionStart !== end) control.setSelectionRange(end, end);
    return;
  }
  const range = readRange(element, root);
  if (!range || range.collapsed) return;
  const selection =
    (root as ShadowRootWithSelection).getSelection?.() ?? element.ownerDocument.defaultView?.getSelection();
  selection?.setBaseAndExtent(range.endContainer, range.endOffset, range.endContainer, range.endOffset);
}
