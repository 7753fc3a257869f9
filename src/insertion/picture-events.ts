import type { InjectedWindow } from './injected-window.ts';
import { type Picture, pictureElement, pictureHtml } from './picture.ts';

// Frame-aware: every document comes from the element, never the global one.
declare const document: never;

/**
 * Dispatches a `paste` whose clipboard holds the picture as text/html and the link as text/plain,
 * as a copy from a web page does; an editor takes it through its own paste handling into its model
 * and history. Chromium takes a DataTransfer in the event's init. Firefox ignores that but builds
 * one from its own `dataType`/`data` fields, one string, whose DataTransfer still takes a second
 * type. `true` when the page cancelled the event (an editor took it).
 */
export function dispatchPicturePaste(
  element: Element,
  picture: Picture,
  link: string,
  win: InjectedWindow,
): boolean {
  const html = pictureHtml(element.ownerDocument, picture);
  const init = { bubbles: true, cancelable: true, composed: true };
  let event: ClipboardEvent | undefined;
  try {
    const data = new win.DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', link);
    event = new win.ClipboardEvent('paste', { ...init, clipboardData: data });
  } catch {}
  if (event?.clipboardData?.getData('text/html') !== html) {
    try {
      // Firefox's ClipboardEventInit: not in the DOM typings.
      event = new win.ClipboardEvent('paste', {
        ...init,
        dataType: 'text/html',
        data: html,
      } as ClipboardEventInit);
      event.clipboardData?.setData('text/plain', link);
    } catch {}
  }
  if (!event || event.clipboardData?.getData('text/html') !== html) return false;
  return !element.dispatchEvent(event);
}

/**
 * `execCommand('insertHTML')` with the picture's markup (built by the DOM, so escaped). On a page
 * that enforces Trusted Types the command is a sink and throws: then `false`, and the next
 * technique runs; no policy is ever created.
 */
export function runInsertHtml(element: Element, picture: Picture): boolean {
  try {
    return element.ownerDocument.execCommand(
      'insertHTML',
      false,
      pictureHtml(element.ownerDocument, picture),
    );
  } catch {
    return false;
  }
}

/**
 * `execCommand('insertImage')`, which takes only a URL (no Trusted Types sink), then the new
 * image's alt text and size, and a clip's link around it.
 */
export function runInsertImage(element: Element, picture: Picture): boolean {
  const doc = element.ownerDocument;
  const before = new Set(images(element, picture.src));
  try {
    if (!doc.execCommand('insertImage', false, picture.src)) return false;
  } catch {
    return false;
  }
  const img = images(element, picture.src).find((candidate) => !before.has(candidate));
  if (!img) return true;
  const model = pictureElement(doc, picture);
  const source = model.localName === 'img' ? model : model.firstElementChild;
  for (const name of ['alt', 'width', 'height']) {
    const value = source?.getAttribute(name);
    if (value) img.setAttribute(name, value);
  }
  if (picture.href) {
    const range = doc.createRange();
    range.selectNode(img);
    const selection = doc.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    try {
      doc.execCommand('createLink', false, picture.href);
    } catch {}
    selection?.collapseToEnd();
  }
  return true;
}

const images = (root: Element, src: string) =>
  Array.from(root.querySelectorAll('img')).filter((img) => img.getAttribute('src') === src);
