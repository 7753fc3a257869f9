import { applyPageLocale } from '../../src/i18n/index.ts';
import { startPanel } from '../../src/in-page/panel-frame.tsx';

// When the panel's code starts running (the breakdown of `npm run bench`).
performance.mark('gifdrop:script');
applyPageLocale();
const root = document.getElementById('app');
if (root) void startPanel(root);
