import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { beginPanelStart } from '../src/in-page/panel-boot.ts';

// Loaded by panel/index.html before the picker's modules (src/in-page/panel-boot.ts).
export default defineUnlistedScript(beginPanelStart);
