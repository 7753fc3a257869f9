import { exposeEditor, INITIAL_TEXT, mountPoint, picturesOf } from './expose.ts';

// Plain fields: their DOM is their model (value for controls, text for a contenteditable).
const field = mountPoint();
if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
  field.value = INITIAL_TEXT;
  exposeEditor({ getText: () => field.value });
} else {
  field.textContent = INITIAL_TEXT;
  exposeEditor({ getText: () => field.textContent ?? '', getPictures: () => picturesOf(field) });
}
