import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { startInsertionSession } from '../src/insertion/index.ts';

/**
 * Injected on demand into the frame the person was writing in (src/insertion/inject-and-insert.ts);
 * never declared in the manifest. No `matches`: for a runtime-registered script WXT would add them
 * to the host permissions, and `<all_urls>` there means an install warning; `activeTab` suffices.
 * After a verified insertion of a recorded pick it reports to the background, which then
 * registers the send (docs/interface.md §6: once per successful send).
 */
export default defineContentScript({
  registration: 'runtime',
  // WXT's "started" message would otherwise be posted to the page's own message listeners.
  noScriptStartedPostMessage: true,
  main(ctx) {
    startInsertionSession(window, browser.runtime, ctx.signal, (pickId, inserted) =>
      browser.runtime.sendMessage({ type: 'reportInsertion', pickId, inserted }),
    );
  },
});
