import { render } from 'preact';
import { applyCachedTheme } from '../../src/first-paint/cached-theme.ts';
import { applyPageLocale } from '../../src/i18n/index.ts';
import { Options } from '../../src/options/index.ts';

applyPageLocale('settingsTitle');
// Drawn in the theme last applied; the setting itself is read after the first paint (cached-theme.ts).
applyCachedTheme();
const root = document.getElementById('app');
if (root) render(<Options />, root);
