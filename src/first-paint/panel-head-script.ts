/**
 * The in-page panel's head script (`panel-head.js`, a classic script in panel.html's head), which
 * runs while the picker's modules still load, as the popup's does (src/first-paint/popup-head/): it presents
 * the token of the frame's URL (`claimPanel`) and, right behind it, asks for the first page of
 * trending. The background admits that request only after the claim went through (claims under
 * way come first, src/in-page/panel-tokens.ts), and storage is read only once the claim was
 * accepted: a page framing `panel.html` on its own gets a refusal for both and nothing is read.
 */
import { browser } from 'wxt/browser';
import { beginPopupStart } from './popup-head/index.ts';

/** The claim sent, its answer unchecked (the panel's code reads it as `claimPanel`'s answer). */
export interface PanelClaim {
  token: string;
  answer: Promise<unknown>;
}

const GLOBAL = 'gifdropPanelClaim';

/** Claims the frame's token and asks for trending; leaves both for the panel's code. */
export function beginPanelStart(): void {
  const token = new URLSearchParams(location.search).get('token');
  if (!token) return;
  // Firefox gives a framed extension page no `storage.session`: the cached answer comes with the claim.
  const withCached = !browser.storage.session;
  const answer = browser.runtime.sendMessage(
    withCached ? { type: 'claimPanel', token, withCached } : { type: 'claimPanel', token },
  );
  const accepted = answer.then((envelope) => {
    if ((envelope as { ok?: unknown } | undefined)?.ok !== true) throw new Error('claim refused');
    return (envelope as { value?: { cached?: unknown } }).value?.cached;
  });
  // Handled where they are taken; neither is an unhandled rejection while it waits.
  for (const promise of [answer, accepted]) promise.catch(() => undefined);
  beginPopupStart(accepted, withCached);
  (globalThis as Record<string, unknown>)[GLOBAL] = { token, answer } satisfies PanelClaim;
}

/** What `beginPanelStart` sent, once; undefined if it did not run. */
export function takePanelClaim(): PanelClaim | undefined {
  const holder = globalThis as Record<string, unknown>;
  const claim = holder[GLOBAL] as PanelClaim | undefined;
  delete holder[GLOBAL];
  return claim;
}
