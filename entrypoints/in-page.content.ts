import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { startPanelSession } from '../src/in-page/index.ts';

/**
 * The in-page picker's host (src/in-page/), injected by the launchers on the person's gesture
 * (`activeTab` + `scripting`) into the frame they were writing in; never declared in the manifest
 * (no `matches`, see insert.content.ts).
 */
export default defineContentScript({
  registration: 'runtime',
  noScriptStartedPostMessage: true,
  main(ctx) {
    startPanelSession(window, browser.runtime, ctx.signal);
  },
});
