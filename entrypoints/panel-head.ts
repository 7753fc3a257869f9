import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { applyKeptTheme } from '../src/first-paint/kept-theme.ts';
import { beginPanelStart } from '../src/first-paint/panel-head-script.ts';

// Loaded by panel/index.html before the picker's modules (src/first-paint/panel-head-script.ts).
// An anonymous IIFE: nothing of it is left in the page's globals.
export default defineUnlistedScript({
  globalName: false,
  main() {
    applyKeptTheme();
    beginPanelStart();
  },
});
