import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { beginPanelStart } from '../src/first-paint/panel-head-script.ts';

// Loaded by panel/index.html before the picker's modules (src/first-paint/panel-head-script.ts).
export default defineUnlistedScript(beginPanelStart);
