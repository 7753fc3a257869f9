import type { Browser } from 'wxt/browser';

/** The parts of `runtime` the check needs, so tests and other callers can pass their own. */
export interface RuntimeIdentity {
  id: string;
  getURL(path: string): string;
}

/**
 * Whether a message comes from one of this extension's own pages (popup, options), as opposed to
 * a content script (same `sender.id`, but the URL of the web page it runs in) or another
 * extension. Compares scheme and host rather than `URL.origin`, which is `"null"` for
 * `chrome-extension:` and `moz-extension:` URLs outside Chromium.
 */
export function isOwnExtensionPage(sender: Browser.runtime.MessageSender, runtime: RuntimeIdentity): boolean {
  if (sender.id !== runtime.id || !sender.url) return false;
  const own = new URL(runtime.getURL('/'));
  let from: URL;
  try {
    from = new URL(sender.url);
  } catch {
    return false;
  }
  return from.protocol === own.protocol && from.host === own.host && from.host !== '';
}
