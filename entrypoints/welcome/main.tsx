import { render } from 'preact';
import { applyPageLocale } from '../../src/i18n/index.ts';
import { Welcome } from '../../src/welcome/index.ts';

applyPageLocale('welcomeTitle');
const root = document.getElementById('app');
if (root) render(<Welcome />, root);
