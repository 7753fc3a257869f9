import { render } from 'preact';
import { Popup } from '../../src/popup/index.ts';

const root = document.getElementById('app');
if (root) render(<Popup />, root);
