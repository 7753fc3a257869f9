import 'quill/dist/quill.snow.css';
import Quill from 'quill';
import type History from 'quill/modules/history';
import { exposeEditor, INITIAL_TEXT, mountPoint } from './expose.ts';

const quill = new Quill(mountPoint(), { theme: 'snow' });
quill.setText(INITIAL_TEXT);
// The initial text is not something to undo.
(quill.getModule('history') as History).clear();
// Quill's text always ends with the newline of its last line.
exposeEditor({
  getText: () => quill.getText().replace(/\n$/, ''),
  // Quill's own model: image embeds in its ops, with their attributes.
  getPictures: () =>
    quill.getContents().ops.flatMap((op) => {
      const image = (op.insert as { image?: unknown } | undefined)?.image;
      if (typeof image !== 'string') return [];
      const attributes = (op.attributes ?? {}) as Record<string, string | undefined>;
      return [
        {
          src: image,
          alt: attributes.alt,
          width: attributes.width,
          height: attributes.height,
          href: attributes.link,
        },
      ];
    }),
});
