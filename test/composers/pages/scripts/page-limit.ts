import { exposeEditor, INITIAL_TEXT, mountPoint } from './expose.ts';

/**
 * A page that keeps its own copy of the text and enforces a length limit in script (a post
 * counter): after any change it cuts its model to 30 characters and writes that back once the
 * change's event is over (a microtask: no timer a background tab could delay), as a framework
 * re-render would.
 */
const LIMIT = 30;
const field = mountPoint() as HTMLTextAreaElement;
let model = INITIAL_TEXT;
field.value = model;
field.addEventListener('input', () => {
  model = field.value.slice(0, LIMIT);
  queueMicrotask(() => {
    if (field.value !== model) field.value = model;
  });
});
exposeEditor({ getText: () => model });
