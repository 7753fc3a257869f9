import { browser } from 'wxt/browser';

/**
 * Whether the picker has a window of its own to close: the toolbar popup, or the launchers' popup
 * window. Opened as a tab (`popup.html` in a normal window), it would close the person's tab.
 */
export async function ownsItsWindow(): Promise<boolean> {
  const extension = browser.extension as unknown as
    | { getViews?: (filter: { type: 'popup' }) => unknown[] }
    | undefined;
  if (extension?.getViews?.({ type: 'popup' }).includes(window)) return true;
  try {
    return (await browser.windows.getCurrent()).type === 'popup';
  } catch {
    return false;
  }
}
