import { exposeEditor, INITIAL_TEXT, mountPoint, picturesOf } from './expose.ts';

/**
 * A contenteditable whose page takes every image out as soon as it appears, as composers that
 * sanitise their content to text do: a picture never stays, a link does.
 */
const field = mountPoint();
field.textContent = INITIAL_TEXT;
new MutationObserver(() => {
  for (const img of field.querySelectorAll('img')) img.remove();
}).observe(field, { childList: true, subtree: true });
exposeEditor({ getText: () => field.textContent ?? '', getPictures: () => picturesOf(field) });
