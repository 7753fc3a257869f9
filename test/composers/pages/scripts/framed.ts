import { exposeEditor, mountPoint } from './expose.ts';

/**
 * An editor inside a frame. Same-origin: the frame's own `__editor` is the model. Another origin
 * (given as `?frame=` by the test, only ever the loopback, as 127.0.0.1 or localhost): the page
 * cannot read it.
 */
const frame = mountPoint('frame') as HTMLIFrameElement;
const requested = new URLSearchParams(location.search).get('frame');
if (requested && /^http:\/\/(127\.0\.0\.1|localhost):\d+\//.test(requested)) frame.src = requested;
exposeEditor({
  getText: () => {
    try {
      return frame.contentWindow?.__editor?.getText() ?? '';
    } catch {
      return '';
    }
  },
});
