import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { beginPopupStart } from '../src/popup-head/index.ts';

// Loaded by popup/index.html before the UI's modules (src/popup-head/).
export default defineUnlistedScript(beginPopupStart);
