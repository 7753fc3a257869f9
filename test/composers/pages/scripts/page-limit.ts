import { exposeEditor, INITIAL_TEXT, mountPoint } from './expose.ts';

/**
 * A page that keeps its own copy of the text and enforces a length limit in script (a post
 * counter): after any change it cuts its model to 30 characters and writes that back, a few
 * milliseconds later, as a framework re-render would.
 */
const LIMIT = 30;
const field = mountPoint() as HTMLTextAreaElement;
let model = INITIAL_TEXT;
field.value = model;
field.addEventListener('input', () => {
  model = field.value.slice(0, LIMIT);
  setTimeout(() => {
    if (field.value !== model) field.value = model;
  }, 5);
});
exposeEditor({ getText: () => model });
