import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { applyCachedTheme } from '../src/first-paint/cached-theme.ts';
import { beginPopupStart } from '../src/first-paint/popup-head/index.ts';

// Loaded by popup/index.html before the UI's modules (src/first-paint/popup-head/); the theme
// before anything is drawn, even the blank page a Firefox popup shows while it waits.
// An anonymous IIFE: nothing of it is left in the page's globals.
export default defineUnlistedScript({
  globalName: false,
  main() {
    applyCachedTheme();
    beginPopupStart();
  },
});
