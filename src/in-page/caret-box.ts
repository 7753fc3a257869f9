/**
 * Where the caret of a captured field is on screen, in the viewport of the window the panel lives
 * in: text controls measured with `textarea-caret` (a mirror element), editable elements with
 * their range's rectangle; the field's own box when neither gives one (an empty line, a hidden
 * helper textarea).
 */
import getCaretCoordinates from 'textarea-caret';
import type { CapturedTarget } from '../insertion/index.ts';
import type { Box } from './place-panel.ts';

// Frame-aware: the field may sit in a same-origin frame; its document comes from the element.
declare const document: never;

/** The caret's box in `top`'s viewport. */
export function measureCaret(target: CapturedTarget, top: Window): Box {
  const { element, selection } = target;
  const field = element.getBoundingClientRect();
  let box: Box | undefined;
  if (selection.type === 'text-control' && (target.kind === 'input' || target.kind === 'textarea')) {
    const caret = getCaretCoordinates(element, selection.end);
    // `line-height: normal` gives no number: a line is about 1.2 times the font size.
    const fontSize = Number.parseFloat(
      element.ownerDocument.defaultView?.getComputedStyle(element).fontSize ?? '',
    );
    const height = Number.isFinite(caret.height)
      ? caret.height
      : (Number.isFinite(fontSize) ? fontSize : 16) * 1.2;
    box = {
      left: field.left + caret.left - element.scrollLeft,
      top: field.top + caret.top - element.scrollTop,
      width: 1,
      height,
    };
  } else if (selection.type === 'range') box = rangeBox(selection.range);
  const finite = box && [box.left, box.top, box.height].every(Number.isFinite) ? box : undefined;
  const inside = finite && clampTo(finite, field);
  return offsetToTop(
    inside ?? { left: field.left, top: field.top, width: field.width, height: field.height },
    element,
    top,
  );
}

function rangeBox(range: Range): Box | undefined {
  const rect = range.getClientRects()[0] ?? range.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0 && rect.left === 0 && rect.top === 0) {
    // A collapsed range on an empty line has no rectangle; its container's start does.
    const container = range.startContainer;
    const element =
      container.nodeType === container.ELEMENT_NODE ? (container as Element) : container.parentElement;
    const fallback = element?.getBoundingClientRect();
    return fallback && { left: fallback.left, top: fallback.top, width: 1, height: fallback.height || 16 };
  }
  return { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
}

/** Keeps a caret scrolled out of its field at the field's nearest edge. */
function clampTo(box: Box, field: DOMRect): Box {
  const top = Math.min(Math.max(box.top, field.top), Math.max(field.top, field.bottom - box.height));
  const left = Math.min(Math.max(box.left, field.left), field.right);
  return { ...box, top, left };
}

/** Adds the offsets of the same-origin frames between the field's window and `top`. */
function offsetToTop(box: Box, element: Element, top: Window): Box {
  let view = element.ownerDocument.defaultView;
  let { left, top: y } = box;
  while (view && view !== top) {
    const frame = view.frameElement;
    if (!frame) break;
    const rect = frame.getBoundingClientRect();
    left += rect.left + frame.clientLeft;
    y += rect.top + frame.clientTop;
    view = frame.ownerDocument.defaultView;
  }
  return { ...box, left, top: y };
}
