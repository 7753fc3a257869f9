import { exposeEditor, INITIAL_TEXT, mountPoint } from './expose.ts';

/**
 * A composer that cancels untrusted `paste` and `beforeinput` (a guard against scripted input)
 * yet takes what the browser's own editing does: its model follows the field's text 50 ms after
 * each `input`.
 */
const SYNC_DELAY_MS = 50;
const field = mountPoint();
let model = INITIAL_TEXT;
field.textContent = model;
for (const type of ['paste', 'beforeinput'])
  field.addEventListener(type, (event) => {
    if (!event.isTrusted) event.preventDefault();
  });
field.addEventListener('input', () => {
  setTimeout(() => {
    model = field.textContent ?? '';
  }, SYNC_DELAY_MS);
});
exposeEditor({ getText: () => model });
