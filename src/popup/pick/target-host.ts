import { browser } from 'wxt/browser';
import { sendToBackground } from '../../messaging/index.ts';

/**
 * The hostname of the page the picker inserts into, for the per-site formats; '' when unknown or
 * not a web page.
 */
export async function hostnameOf(tabId: number): Promise<string> {
  try {
    // The in-page panel in Firefox has no `tabs`: the background reads its page's address.
    if (!browser.tabs?.get) return (await sendToBackground({ type: 'pageHostname' })).hostname;
    const tab = await browser.tabs.get(tabId);
    const url = tab.url ? new URL(tab.url) : undefined;
    return url && /^https?:$/.test(url.protocol) ? url.hostname : '';
  } catch {
    return '';
  }
}
