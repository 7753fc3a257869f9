import { startPanel } from '../../src/popup/panel-start.tsx';

// When the panel's code starts running (the breakdown of `npm run bench`).
performance.mark('gifdrop:script');
const root = document.getElementById('app');
if (root) void startPanel(root);
