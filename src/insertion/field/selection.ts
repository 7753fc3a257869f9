import type { TextControl } from './field-kind.ts';

// Frame-aware: the selection is always read from the field's own window, document or shadow root.
declare const document: never;

/**
 * The caret or selection inside a field, as text offsets (what verification compares) and, for
 * editable elements, the live range (what gets restored when its nodes are still there).
 */
export type SavedSelection =
  | { type: 'text-control'; start: number; end: number }
  | { type: 'range'; start: number; end: number; range: Range }
  | { type: 'none' };

/** Chromium's shadow-root selection, not in the DOM typings. */
type ShadowRootWithSelection = ShadowRoot & { getSelection?: () => Selection | null };
/** `getComposedRanges` in both its shapes: an options object (current) and rest arguments (older). */
type ComposedRanges = (...args: unknown[]) => StaticRange[];

/** Reads the selection of `element`, which lives in `root`. */
export function saveSelection(
  element: Element,
  root: Document | ShadowRoot,
  kind: 'text-control' | 'editable',
): SavedSelection {
  if (kind === 'text-control') {
    const control = element as TextControl;
    const end = control.value.length;
    // Email inputs have no selection API: null, or a throw in older engines.
    let start: number | null = null;
    let stop: number | null = null;
    try {
      start = control.selectionStart;
      stop = control.selectionEnd;
    } catch {}
    return { type: 'text-control', start: start ?? end, end: stop ?? start ?? end };
  }
  const range = readRange(element, root);
  if (!range) return { type: 'none' };
  return {
    type: 'range',
    range,
    start: textOffset(element, range.startContainer, range.startOffset),
    end: textOffset(element, range.endContainer, range.endOffset),
  };
}

/**
 * The current range if it lies inside `element`, cloned so later selection changes do not move it.
 * In a shadow root the document selection reports the host, so the composed range is read
 * (`getComposedRanges`), or Chromium's `shadowRoot.getSelection()`.
 */
export function readRange(element: Element, root: Document | ShadowRoot): Range | undefined {
  const doc = element.ownerDocument;
  const win = doc.defaultView;
  let range: Range | undefined;
  if (root.nodeType === root.DOCUMENT_FRAGMENT_NODE) {
    range = readComposedRange(win?.getSelection() ?? null, root as ShadowRoot, doc);
    const own = (root as ShadowRootWithSelection).getSelection?.();
    if (!range && own && own.rangeCount > 0) range = own.getRangeAt(0).cloneRange();
  } else {
    const selection = win?.getSelection();
    if (selection && selection.rangeCount > 0) range = selection.getRangeAt(0).cloneRange();
  }
  if (!range || !element.contains(range.startContainer) || !element.contains(range.endContainer)) return;
  return range;
}

function readComposedRange(selection: Selection | null, shadow: ShadowRoot, doc: Document) {
  const composed = (selection as { getComposedRanges?: ComposedRanges } | null)?.getComposedRanges;
  if (!selection || !composed) return;
  let ranges: StaticRange[] | undefined;
  try {
    ranges = composed.call(selection, { shadowRoots: [shadow] });
  } catch {
    try {
      ranges = composed.call(selection, shadow);
    } catch {
      return;
    }
  }
  const first = ranges?.[0];
  if (!first) return;
  const range = doc.createRange();
  range.setStart(first.startContainer, first.startOffset);
  range.setEnd(first.endContainer, first.endOffset);
  return range;
}

/**
 * Puts the saved selection back. A range whose nodes the page has replaced since (a re-render)
 * is rebuilt from its text offsets. Never scrolls.
 */
export function restoreSelection(element: Element, root: Document | ShadowRoot, saved: SavedSelection): void {
  if (saved.type === 'none') return;
  if (saved.type === 'text-control') {
    try {
      (element as TextControl).setSelectionRange(saved.start, saved.end);
    } catch {}
    return;
  }
  const intact =
    element.contains(saved.range.startContainer) &&
    element.contains(saved.range.endContainer) &&
    saved.range.startOffset <= nodeLength(saved.range.startContainer) &&
    saved.range.endOffset <= nodeLength(saved.range.endContainer);
  const range = intact ? saved.range : rangeFromTextOffsets(element, saved.start, saved.end);
  if (!range) return;
  const own = (root as ShadowRootWithSelection).getSelection?.();
  const selection = own ?? element.ownerDocument.defaultView?.getSelection();
  selection?.setBaseAndExtent(range.startContainer, range.startOffset, range.endContainer, range.endOffset);
}

function nodeLength(node: Node): number {
  return node.nodeType === node.TEXT_NODE ? (node as Text).length : node.childNodes.length;
}

/** The number of characters of `element`'s text before the point (`node`, `offset`). */
export function textOffset(element: Element, node: Node, offset: number): number {
  const before = element.ownerDocument.createRange();
  before.selectNodeContents(element);
  before.setEnd(node, offset);
  return before.toString().length;
}

/** A range over `element`'s text from character `start` to `end`, or `undefined` past its end. */
export function rangeFromTextOffsets(element: Element, start: number, end: number): Range | undefined {
  const doc = element.ownerDocument;
  const walker = doc.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
  const range = doc.createRange();
  let seen = 0;
  let startSet = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = (node as Text).length;
    if (!startSet && start <= seen + length) {
      range.setStart(node, start - seen);
      startSet = true;
    }
    if (startSet && end <= seen + length) {
      range.setEnd(node, end - seen);
      return range;
    }
    seen += length;
  }
  return undefined;
}
