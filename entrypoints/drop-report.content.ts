import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { startDropReport } from '../src/in-page/index.ts';

/**
 * Injected at the start of a drag out of the toolbar popup, into the top frame of the page the
 * popup is over (src/popup/pick/drop-report-arm.ts); never declared in the manifest. Reports a drop
 * that went in, which the popup may no longer be open to learn (src/in-page/drop-report.ts).
 */
export default defineContentScript({
  registration: 'runtime',
  // WXT's "started" message would otherwise be posted to the page's own message listeners.
  noScriptStartedPostMessage: true,
  main(ctx) {
    startDropReport(window, browser.runtime, ctx.signal, (pickId, inserted) =>
      browser.runtime.sendMessage({ type: 'reportInsertion', pickId, inserted }),
    );
  },
});
