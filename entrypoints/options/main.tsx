import { render } from 'preact';
import { applyPageLocale } from '../../src/i18n/index.ts';
import { Options } from '../../src/options/index.ts';

applyPageLocale('settingsTitle');
const root = document.getElementById('app');
if (root) render(<Options />, root);
