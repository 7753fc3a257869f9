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
  const isControl = kind === 'input' || kind === 'textarea' || kind === 'hidden-text-control';
  const element = isControl || kind === 'edit-context' ? focus.element : editingHost(focus.element);
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

/**
 * Why `captureTarget` found nothing: no field, a field in a frame of another origin, or a focus
 * that ends on the host of a closed shadow root (a closed web component keeps its field to itself).
 */
export function explainMissingTarget(win: Window): 'no-field' | 'cross-origin-frame' | 'closed-shadow-root' {
  const focus = findDeepFocus(win);
  if (focus?.blockedFrame) return 'cross-origin-frame';
  return focus && hasClosedShadowRoot(focus.element) ? 'closed-shadow-root' : 'no-field';
}

/**
 * The origin of the frame of another site that holds the focus (`https://disqus.com`), read from
 * its address; `undefined` when the focus is not in one or its address is not http(s).
 */
export function blockedFrameOrigin(win: Window): string | undefined {
  const focus = findDeepFocus(win);
  if (!focus?.blockedFrame) return undefined;
  const frame = focus.element as HTMLIFrameElement;
  // A frame without an address of its own (srcdoc) or sandboxed without its origin has an opaque
  // origin: no site permission reaches it, so there is no site to offer.
  const opaque = frame.hasAttribute('sandbox') && !frame.sandbox.contains('allow-same-origin');
  if (opaque || frame.hasAttribute('srcdoc') || !frame.getAttribute('src')) return undefined;
  try {
    const url = new URL(frame.src, frame.ownerDocument.baseURI);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

type ShadowPeek = (element: Element) => ShadowRoot | null;

/**
 * Whether `element` hosts a closed shadow root. Content scripts may peek (Chromium's
 * `chrome.dom.openOrClosedShadowRoot`, Firefox's `element.openOrClosedShadowRoot`); elsewhere a
 * focused custom element with no open root is taken as one.
 */
function hasClosedShadowRoot(element: Element): boolean {
  if (element.shadowRoot) return false;
  const firefoxPeek = (element as { openOrClosedShadowRoot?: ShadowRoot | null }).openOrClosedShadowRoot;
  if (firefoxPeek !== undefined) return firefoxPeek !== null;
  const chromePeek = (globalThis as { chrome?: { dom?: { openOrClosedShadowRoot?: ShadowPeek } } }).chrome
    ?.dom?.openOrClosedShadowRoot;
  if (chromePeek) return chromePeek(element) !== null;
  return element.localName.includes('-');
}
