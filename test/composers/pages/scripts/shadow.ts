import { exposeEditor, INITIAL_TEXT, mountPoint } from './expose.ts';

// A field inside an open shadow root, as web components (and some chat widgets) build them.
const host = mountPoint('host');
const shadow = host.attachShadow({ mode: 'open' });
const style = document.createElement('style');
style.textContent = '[part=field] { display: block; width: 100%; min-height: 80px; border: 1px solid #888; }';
shadow.append(style);
if (document.body.dataset.field === 'textarea') {
  const textarea = document.createElement('textarea');
  textarea.setAttribute('part', 'field');
  textarea.setAttribute('aria-label', 'Message');
  textarea.value = INITIAL_TEXT;
  shadow.append(textarea);
  exposeEditor({ getText: () => textarea.value });
} else {
  const editable = document.createElement('div');
  editable.setAttribute('part', 'field');
  editable.setAttribute('role', 'textbox');
  editable.setAttribute('aria-label', 'Message');
  editable.contentEditable = 'true';
  editable.textContent = INITIAL_TEXT;
  shadow.append(editable);
  exposeEditor({ getText: () => editable.textContent ?? '' });
}
