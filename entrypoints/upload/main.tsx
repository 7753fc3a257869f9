import { render } from 'preact';
import { UploadPage } from '../../src/upload/index.ts';

const root = document.getElementById('app');
if (root) render(<UploadPage />, root);
