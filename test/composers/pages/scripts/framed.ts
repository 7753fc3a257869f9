import { exposeEditor, mountPoint } from './expose.ts';

/**
 * An editor inside a frame. Same-origin: the frame's own `__editor` is the model. Another origin
 * (given as `?frame=` by the test, only ever 127.0.0.1): the page cannot read it.
 */
const frame = mountPoint('frame') as HTMLIFrameElement;
const requested = new URLSearchParams(location.search).get('frame');
if (requested?.startsWith('http://127.0.0.1:')) frame.src = requested;
exposeEditor({
  getText: () => {
    try {
      return frame.contentWindow?.__editor?.getText() ?? '';
    } catch {
      return '';
    }
  },
});
