import * as monaco from 'monaco-editor/editor';
import { exposeEditor, INITIAL_TEXT, mountPoint } from './expose.ts';

/**
 * Monaco, the core editor only (no language services, so no worker). Its input goes through a
 * hidden textarea (`editContext: false`) or, by default on Chromium, an EditContext on a plain
 * `div`; Firefox has no EditContext and always uses the textarea.
 */
const field = mountPoint();
field.style.height = '200px';
field.style.border = '1px solid #888';
const editor = monaco.editor.create(field, {
  value: INITIAL_TEXT,
  language: 'plaintext',
  editContext: document.body.dataset.editContext === 'true',
  minimap: { enabled: false },
  automaticLayout: false,
});
exposeEditor({ getText: () => editor.getModel()?.getValue() ?? '' });
