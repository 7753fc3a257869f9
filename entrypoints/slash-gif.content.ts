import { browser } from '@wxt-dev/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { watchGifCommands } from '../src/slash-gif/watch-command.ts';

/**
 * `/gif` in text fields (src/slash-gif/): never in the manifest. The background registers it with
 * `scripting.registerContentScripts` for each site the person chose in the options, and only there
 * (src/slash-gif/registrations.ts).
 * It uses the browser's own promise API, not the polyfill, to stay small (it loads on every page
 * of those sites).
 */
export default defineContentScript({
  registration: 'runtime',
  main(ctx) {
    watchGifCommands(window, browser.runtime, ctx.signal);
  },
});
