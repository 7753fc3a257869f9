import { render } from 'preact';
import { Welcome } from '../../src/welcome/index.ts';

const root = document.getElementById('app');
if (root) render(<Welcome />, root);
