import { exposeEditor, INITIAL_TEXT, mountPoint } from './expose.ts';

/**
 * A contenteditable editor written into a frame's `srcdoc` (as mail and forum widgets do), in a
 * same-origin frame or in a sandboxed one (`allow-scripts` only: an opaque origin). The editor in
 * the frame keeps its model (taken 100 ms after each change) and posts it to this page, which is
 * the only way out of a sandboxed frame; this page's `__editor` reads what was posted.
 */
const frame = mountPoint('frame') as HTMLIFrameElement;
const sandboxed = new URLSearchParams(location.search).get('frame') === 'sandboxed';
let text = INITIAL_TEXT;
let settled = true;
window.addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow || typeof event.data?.model !== 'string') return;
  text = event.data.model;
  settled = event.data.settled === true;
});
const editorScript = `
  const field = document.getElementById('field');
  field.textContent = ${JSON.stringify(INITIAL_TEXT)};
  let timer;
  field.addEventListener('input', () => {
    clearTimeout(timer);
    parent.postMessage({ model: field.textContent, settled: false }, '*');
    timer = setTimeout(() => parent.postMessage({ model: field.textContent, settled: true }, '*'), 100);
  });
  document.documentElement.dataset.ready = 'true';
`;
if (sandboxed) frame.setAttribute('sandbox', 'allow-scripts');
frame.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 8px; }
  #field { min-height: 80px; padding: 8px; border: 1px solid #888; }
</style></head><body><div id="field" contenteditable="true" role="textbox" aria-label="Message"></div>
<script>${editorScript}</script></body></html>`;
exposeEditor({ getText: () => text, settled: () => settled });
