import type { InjectedWindow } from './injected-window.ts';
import { type Picture, pictureHtml } from './picture.ts';

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
 * `execCommand('insertHTML')` with the picture's markup (built by the DOM, so escaped); `false`
 * when the browser refuses or throws. No Trusted Types policy is ever created.
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
