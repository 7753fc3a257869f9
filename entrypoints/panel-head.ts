import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { applyCachedTheme } from '../src/first-paint/cached-theme.ts';
import { beginPanelStart } from '../src/first-paint/panel-head-script.ts';

// Loaded by panel/index.html before the picker's modules (src/first-paint/panel-head-script.ts).
// An anonymous IIFE: nothing of it is left in the page's globals.
export default defineUnlistedScript({
  globalName: false,
  main() {
    applyCachedTheme();
    beginPanelStart();
  },
});
