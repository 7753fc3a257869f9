import { render } from 'preact';
import { Options } from '../../src/options/index.ts';

const root = document.getElementById('app');
if (root) render(<Options />, root);
