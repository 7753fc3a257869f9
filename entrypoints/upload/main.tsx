import { render } from 'preact';
import { applyPageLocale } from '../../src/i18n/index.ts';
import { UploadPage } from '../../src/upload/index.ts';

applyPageLocale('uploadPageTitle');
const root = document.getElementById('app');
if (root) render(<UploadPage />, root);
