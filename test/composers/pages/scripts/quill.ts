import 'quill/dist/quill.snow.css';
import Quill from 'quill';
import type History from 'quill/modules/history';
import { exposeEditor, INITIAL_TEXT, mountPoint } from './expose.ts';

const quill = new Quill(mountPoint(), { theme: 'snow' });
quill.setText(INITIAL_TEXT);
// The initial text is not something to undo.
(quill.getModule('history') as History).clear();
// Quill's text always ends with the newline of its last line.
exposeEditor({ getText: () => quill.getText().replace(/\n$/, '') });
