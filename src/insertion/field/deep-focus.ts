// Frame-aware: every document comes from the element that has focus, never the global one.
declare const document: never;

/** Where the focus ends up once shadow roots and same-origin frames are followed. */
export interface DeepFocus {
  /** The innermost focused element. */
  element: Element;
  /** The tree it lives in: a document (perhaps a frame's) or an open shadow root. */
  root: Document | ShadowRoot;
  /** Set when the focus sits in a frame whose document we may not read (another origin). */
  blockedFrame: boolean;
}

/** Deep enough for any real page; a bound so a pathological tree cannot loop. */
const MAX_DEPTH = 64;

/**
 * Follows the focus from `win`'s document down through open shadow roots
 * (`activeElement.shadowRoot.activeElement`) and same-origin frames
 * (`contentDocument.activeElement`). Returns `undefined` when nothing has focus.
 */
export function findDeepFocus(win: Window): DeepFocus | undefined {
  let root: Document | ShadowRoot = win.document;
  let element = root.activeElement;
  for (let depth = 0; element && depth < MAX_DEPTH; depth++) {
    const shadow: ShadowRoot | null = element.shadowRoot;
    if (shadow?.activeElement) {
      root = shadow;
      element = shadow.activeElement;
      continue;
    }
    if (element.localName === 'iframe' || element.localName === 'frame') {
      const inner = readFrameDocument(element as HTMLIFrameElement);
      if (!inner) return { element, root, blockedFrame: true };
      root = inner;
      element = inner.activeElement;
      continue;
    }
    return { element, root, blockedFrame: false };
  }
  return undefined;
}

function readFrameDocument(frame: HTMLIFrameElement): Document | null {
  try {
    return frame.contentDocument;
  } catch {
    // Firefox throws rather than returning null for some cross-origin frames.
    return null;
  }
}
