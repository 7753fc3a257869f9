import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { beginPopupStart } from '../src/popup-start/index.ts';

// Loaded by popup/index.html before the UI's modules (src/popup-start/).
export default defineUnlistedScript(beginPopupStart);
