import { exposeEditor, INITIAL_TEXT, mountPoint } from './expose.ts';

/**
 * Telegram Web's composer: the real field, and before it an invisible contenteditable copy that
 * the page fills on every change to measure the height. The page's draft (its model) is taken on
 * the next frame after each `input`, as the mirror is.
 */
const field = mountPoint();
const mirror = document.querySelector<HTMLElement>('.input-field-input-fake');
if (!mirror) throw new Error('no mirror');
field.textContent = INITIAL_TEXT;
mirror.textContent = INITIAL_TEXT;
let draft = INITIAL_TEXT;
let pending = false;
field.addEventListener('input', () => {
  pending = true;
  requestAnimationFrame(() => {
    draft = field.textContent ?? '';
    mirror.textContent = draft;
    field.style.minHeight = `${Math.max(90, mirror.scrollHeight)}px`;
    pending = false;
  });
});

declare global {
  interface Window {
    __mirror?: () => string;
  }
}
window.__mirror = () => mirror.textContent ?? '';
exposeEditor({ getText: () => draft, settled: () => !pending });
