/** A rich editor GifDrop recognises; each keeps its own model and history behind the DOM. */
export type RichEditorKind = 'lexical' | 'draft' | 'slate' | 'prosemirror' | 'quill' | 'ckeditor';

/**
 * What kind of field the person was writing in; it decides the insertion technique.
 * React-controlled inputs need no kind of their own: `execCommand` goes through the browser's
 * editing (a real `input` event updates React's state) and the `setRangeText` fallback changes
 * the value behind React's value tracker, so React sees the change either way.
 */
export type FieldKind = 'input' | 'textarea' | 'contenteditable' | RichEditorKind;

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

/** Which kind of editable field `element` is, or `undefined` when it takes no typed text. */
export function classifyField(element: Element): FieldKind | undefined {
  if (isTextControl(element)) {
    if (element.disabled || element.readOnly) return undefined;
    return element.localName === 'textarea' ? 'textarea' : 'input';
  }
  if (!(element as HTMLElement).isContentEditable) return undefined;
  for (const [kind, selector] of RICH_EDITOR_MARKERS) if (element.closest(selector)) return kind;
  return 'contenteditable';
}
