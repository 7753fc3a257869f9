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
