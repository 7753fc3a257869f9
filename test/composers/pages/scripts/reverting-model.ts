import { exposeEditor, INITIAL_TEXT, mountPoint } from './expose.ts';

/**
 * A composer whose model changes only through trusted `beforeinput` (as CKEditor 5 in Chromium,
 * and the composers built on it): a keystroke goes into the model; any other change of its DOM
 * is undone by a render from the model 300 ms later. `execCommand` fires `input` without a
 * `beforeinput`, and a scripted `paste` or `beforeinput` is untrusted, so neither reaches the model.
 */
const RENDER_DELAY_MS = 300;
const field = mountPoint();
let model = INITIAL_TEXT;
let keyed = false;
let render: ReturnType<typeof setTimeout> | undefined;
field.textContent = model;
field.addEventListener('beforeinput', (event) => {
  keyed = event.isTrusted;
});
field.addEventListener('input', () => {
  if (keyed) model = field.textContent ?? '';
  keyed = false;
});
new MutationObserver(() => {
  if ((field.textContent ?? '') === model) return;
  clearTimeout(render);
  render = setTimeout(() => {
    if ((field.textContent ?? '') !== model) field.textContent = model;
  }, RENDER_DELAY_MS);
}).observe(field, { subtree: true, childList: true, characterData: true });
exposeEditor({ getText: () => model });
