/** A rich editor GifDrop recognises; each keeps its own model and history behind the DOM. */
export type RichEditorKind = 'lexical' | 'draft' | 'slate' | 'prosemirror' | 'quill' | 'ckeditor' | 'tinymce';

/**
 * What kind of field the person was writing in; it decides the insertion technique and how the
 * result is checked.
 * React-controlled inputs need no kind of their own: `execCommand` goes through the browser's
 * editing (a real `input` event updates React's state) and the `setRangeText` fallback changes
 * the value behind React's value tracker, so React sees the change either way.
 * - `hidden-text-control`: a text control the person cannot see, which an editor uses to receive
 *   keys (Monaco with `editContext: false`, CodeMirror 5, Ace); its value is not what is shown.
 * - `edit-context`: focus on an element that is neither a text control nor `contenteditable` but
 *   takes text: an EditContext (Monaco's default on Chromium) or a custom `role="textbox"`.
 */
export type FieldKind =
  | 'input'
  | 'textarea'
  | 'hidden-text-control'
  | 'edit-context'
  | 'contenteditable'
  | RichEditorKind;

/** A text control: `<input>` of a text type, or `<textarea>`. */
export type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * How each editor marks its editable root. Matched with `closest`, from the focused editing host
 * outward (Draft.js puts its marker on a wrapper around the contenteditable).
 */
const RICH_EDITOR_MARKERS: readonly (readonly [RichEditorKind, string])[] = [
  ['lexical', '[data-lexical-editor]'],
  ['draft', '.DraftEditor-root, [data-contents]'],
  ['slate', '[data-slate-editor]'],
  ['prosemirror', '.ProseMirror'],
  ['quill', '.ql-editor'],
  ['ckeditor', '.ck-editor__editable'],
  ['tinymce', '.mce-content-body'],
];

/**
 * Input types that take free text. Password is left out on purpose: a GIF link never belongs there.
 * Email has no selection API (`selectionStart` is null), so text goes in at the end.
 */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'url', 'tel', 'email']);

/**
 * Checks by tag name rather than `instanceof`: a field inside a same-origin iframe belongs to
 * another realm, whose `HTMLInputElement` is not ours.
 */
export function isTextControl(element: Element): element is TextControl {
  if (element.localName === 'textarea') return true;
  return element.localName === 'input' && TEXT_INPUT_TYPES.has((element as HTMLInputElement).type);
}

/** The largest a box may be and still count as hidden: editors shrink their key-catcher to 1 px. */
const HIDDEN_MAX_PX = 2;

/**
 * Whether the person cannot see `element`'s own text: laid out but (nearly) without size, or fully
 * transparent. An element without layout at all (a DOM without rendering, as in unit tests) is
 * taken as shown.
 */
export function isVisuallyHidden(element: Element): boolean {
  const page = element.ownerDocument.documentElement.getBoundingClientRect();
  if (page.width === 0 || element.getClientRects().length === 0) return false;
  const box = element.getBoundingClientRect();
  if (box.width <= HIDDEN_MAX_PX || box.height <= HIDDEN_MAX_PX) return true;
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  return style?.opacity === '0';
}

/** An element that takes text without being a text control or `contenteditable`. */
function takesTextOtherwise(element: Element): boolean {
  if ((element as { editContext?: unknown }).editContext) return true;
  return element.getAttribute('role') === 'textbox' || element.hasAttribute('aria-multiline');
}

/** Which kind of editable field `element` is, or `undefined` when it takes no typed text. */
export function classifyField(element: Element): FieldKind | undefined {
  if (isTextControl(element)) {
    if (element.disabled || element.readOnly) return undefined;
    if (isVisuallyHidden(element)) return 'hidden-text-control';
    return element.localName === 'textarea' ? 'textarea' : 'input';
  }
  if (!(element as HTMLElement).isContentEditable) {
    return takesTextOtherwise(element) && element.getAttribute('aria-readonly') !== 'true'
      ? 'edit-context'
      : undefined;
  }
  for (const [kind, selector] of RICH_EDITOR_MARKERS) if (element.closest(selector)) return kind;
  return 'contenteditable';
}

/** Kinds whose own value or DOM is not what the person sees: verified on the rendered editor. */
export function isIndirectKind(kind: FieldKind): kind is 'hidden-text-control' | 'edit-context' {
  return kind === 'hidden-text-control' || kind === 'edit-context';
}
