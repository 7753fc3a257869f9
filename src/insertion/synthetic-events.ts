import type { InjectedWindow } from './injected-window.ts';

/**
 * Dispatches a `paste` whose clipboard holds `text` as text/plain (never HTML: the text comes from
 * the network). Chromium takes a DataTransfer in the event's init; Firefox ignores it but has
 * its own `dataType` and `data` fields for one string. `handled` when the page cancelled it (an
 * editor took it), `ignored` when not, `unsupported` when no event could carry the text.
 */
export function dispatchPaste(
  element: Element,
  text: string,
  win: InjectedWindow,
): 'handled' | 'ignored' | 'unsupported' {
  const init = { bubbles: true, cancelable: true, composed: true };
  let event: ClipboardEvent | undefined;
  try {
    const data = new win.DataTransfer();
    data.setData('text/plain', text);
    event = new win.ClipboardEvent('paste', { ...init, clipboardData: data });
  } catch {}
  if (event?.clipboardData?.getData('text/plain') !== text) {
    try {
      // Firefox's ClipboardEventInit: not in the DOM typings.
      event = new win.ClipboardEvent('paste', {
        ...init,
        dataType: 'text/plain',
        data: text,
      } as ClipboardEventInit);
    } catch {}
  }
  if (!event || event.clipboardData?.getData('text/plain') !== text) return 'unsupported';
  return element.dispatchEvent(event) ? 'ignored' : 'handled';
}

/** Dispatches a cancelable `beforeinput` (`insertText`); `true` when the page cancelled it. */
export function dispatchBeforeInput(element: Element, text: string, win: InjectedWindow): boolean {
  const event = new win.InputEvent('beforeinput', {
    bubbles: true,
    cancelable: true,
    composed: true,
    inputType: 'insertText',
    data: text,
  });
  return !element.dispatchEvent(event);
}

/** `execCommand('insertText')` in the element's own document; `true` when the browser ran it. */
export function runInsertText(element: Element, text: string): boolean {
  try {
    return element.ownerDocument.execCommand('insertText', false, text);
  } catch {
    return false;
  }
}
