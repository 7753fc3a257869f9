/**
 * What every composer page gives the tests: the text according to the editor's own model or API
 * (never its DOM alone), paragraphs joined with "\n". Tests read it with `window.__editor`.
 */
export interface ComposerApi {
  getText(): string;
  /**
   * Pages that react late (their model follows the field after a delay): whether no reaction is
   * still pending. Tests wait for it before reading the model. Absent: the model is always current.
   */
  settled?(): boolean;
  /**
   * The pictures in the editor's model (its document, content or ops, never GifDrop's reading of
   * the DOM), in order. Absent: the editor has no pictures in its model.
   */
  getPictures?(): ModelPicture[];
  /**
   * Where the editor's own selection has the caret: characters before it in its block. Editors that
   * keep a caret of their own, read from `selectionchange` late, give it; tests await it after
   * moving the caret. Absent: the DOM's caret is the editor's.
   */
  caretOffset?(): number | undefined;
}

/** A picture as an editor's model holds it. */
export interface ModelPicture {
  src: string;
  alt?: string | undefined;
  width?: string | undefined;
  height?: string | undefined;
  /** The link around it, where the model keeps one. */
  href?: string | undefined;
}

/** The pictures of a piece of HTML (a DOM that is its editor's model, or the HTML it gives out). */
export function picturesOf(root: ParentNode): ModelPicture[] {
  return Array.from(root.querySelectorAll('img'), (img) => ({
    src: img.getAttribute('src') ?? '',
    alt: img.getAttribute('alt') ?? undefined,
    width: img.getAttribute('width') ?? undefined,
    height: img.getAttribute('height') ?? undefined,
    href: img.closest('a')?.getAttribute('href') ?? undefined,
  }));
}

declare global {
  interface Window {
    __editor?: ComposerApi;
  }
}

/** The text every composer starts with; tests put the caret after "Hello ". */
export const INITIAL_TEXT = 'Hello world';

/** Publishes the page's editor API and marks the page ready (tests wait for `data-ready`). */
export function exposeEditor(api: ComposerApi): void {
  window.__editor = api;
  document.documentElement.dataset.ready = 'true';
}

/** The element the page mounts its editor into. */
export function mountPoint(id = 'field'): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id} on this page`);
  return element;
}
