import { render } from 'preact';
import { applyKeptTheme } from '../../src/first-paint/kept-theme.ts';
import { applyPageLocale } from '../../src/i18n/index.ts';
import { Welcome } from '../../src/welcome/index.ts';

applyPageLocale('welcomeTitle');
// Drawn in the theme last applied; the setting itself is read after the first paint (kept-theme.ts).
applyKeptTheme();
const root = document.getElementById('app');
if (root) render(<Welcome />, root);
