import { findDeepFocus } from './deep-focus.ts';
import { classifyField, type FieldKind } from './field-kind.ts';
import { type SavedSelection, saveSelection } from './selection.ts';

// Frame-aware: the field's document is `element.ownerDocument`, never the global one.
declare const document: never;

/** The field the person was writing in, read when the content script arrives. */
export interface CapturedTarget {
  element: HTMLElement;
  kind: FieldKind;
  /** The tree holding the element: its document or an open shadow root (selections live there). */
  root: Document | ShadowRoot;
  selection: SavedSelection;
}

/**
 * Finds the deeply focused editable field under `win` (through open shadow roots and same-origin
 * frames) with its caret or selection, and tells which kind of field it is. Returns `null` when
 * nothing editable has focus. The popup takes the window's focus but the page keeps its
 * `activeElement` and selection, which is why this runs at injection time.
 */
export function captureTarget(win: Window): CapturedTarget | null {
  const focus = findDeepFocus(win);
  if (!focus || focus.blockedFrame) return null;
  const kind = classifyField(focus.element);
  if (!kind) return null;
  const element = kind === 'input' || kind === 'textarea' ? focus.element : editingHost(focus.element);
  const isControl = kind === 'input' || kind === 'textarea';
  return {
    element: element as HTMLElement,
    kind,
    root: focus.root,
    selection: saveSelection(element, focus.root, isControl ? 'text-control' : 'editable'),
  };
}

/** The outermost contenteditable around `element`: where the editor listens and the text lives. */
function editingHost(element: Element): Element {
  let host = element;
  while (host.parentElement?.isContentEditable) host = host.parentElement;
  return host;
}

/** Why `captureTarget` found nothing: no field, or a field in a frame of another origin. */
export function explainMissingTarget(win: Window): 'no-field' | 'cross-origin-frame' {
  return findDeepFocus(win)?.blockedFrame ? 'cross-origin-frame' : 'no-field';
}
