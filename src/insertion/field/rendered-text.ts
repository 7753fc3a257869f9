// Frame-aware: every document comes from the element, never the global one.
declare const document: never;

/** Smallest box that counts as an editor's visible area (a line of text, a few characters wide). */
const REGION_MIN_WIDTH = 40;
const REGION_MIN_HEIGHT = 14;
/** Deep enough for any editor's markup between its key-catcher and its visible area. */
const MAX_ANCESTORS = 8;

/**
 * Where the person sees the text an element receives: the element itself when it has a visible
 * size, else its nearest ancestor that has one (Monaco's 1 px textarea and its 0 px wide
 * EditContext `div` both sit in the editor's `.overflow-guard`, next to the rendered lines).
 */
export function findRenderedRegion(element: Element): Element {
  let candidate: Element | null = element;
  for (let depth = 0; candidate && depth < MAX_ANCESTORS; depth++) {
    const box = candidate.getBoundingClientRect();
    if (box.width >= REGION_MIN_WIDTH && box.height >= REGION_MIN_HEIGHT) return candidate;
    candidate = candidate.parentElement;
  }
  return element.parentElement ?? element;
}

/** Elements whose text children are never shown as such. */
const NOT_RENDERED = new Set(['textarea', 'input', 'script', 'style', 'template', 'noscript']);

function isShown(element: Element): boolean {
  if (NOT_RENDERED.has(element.localName)) return false;
  const check = (element as { checkVisibility?: (options: object) => boolean }).checkVisibility;
  if (!check) return true;
  if (check.call(element, { opacityProperty: true, visibilityProperty: true })) return true;
  // `display: contents` has no box of its own, yet its children are shown.
  return element.ownerDocument.defaultView?.getComputedStyle(element).display === 'contents';
}

/**
 * The text of `root` that the person can see: hidden helpers (an editor's transparent paste bin,
 * a key-catching textarea, anything `display: none`, `visibility: hidden` or `opacity: 0`) are
 * left out, so a change only there never counts as an insertion.
 */
export function readRenderedText(root: Element): string {
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, 1 | 4 /* SHOW_ELEMENT | SHOW_TEXT */, {
    acceptNode: (node) => {
      if (node.nodeType === node.TEXT_NODE) return 1; // FILTER_ACCEPT
      return isShown(node as Element) ? 3 /* FILTER_SKIP */ : 2 /* FILTER_REJECT */;
    },
  });
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) text += (node as Text).data;
  return text;
}
