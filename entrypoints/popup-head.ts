import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { beginPopupStart } from '../src/first-paint/popup-head/index.ts';

// Loaded by popup/index.html before the UI's modules (src/first-paint/popup-head/).
// An anonymous IIFE: nothing of it is left in the page's globals.
export default defineUnlistedScript({ globalName: false, main: beginPopupStart });
