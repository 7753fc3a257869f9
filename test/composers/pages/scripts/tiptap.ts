import { Editor, type JSONContent } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { exposeEditor, INITIAL_TEXT, type ModelPicture, mountPoint } from './expose.ts';

/** TipTap (ProseMirror) with its Image extension inline, as message composers set it up. */
const editor = new Editor({
  element: mountPoint(),
  extensions: [StarterKit, Image.configure({ inline: true })],
  content: `<p>${INITIAL_TEXT}</p>`,
});

function pictures(node: JSONContent): ModelPicture[] {
  const own: ModelPicture[] =
    node.type === 'image'
      ? [
          {
            src: String(node.attrs?.src ?? ''),
            alt: node.attrs?.alt ?? undefined,
            width: node.attrs?.width == null ? undefined : String(node.attrs.width),
            height: node.attrs?.height == null ? undefined : String(node.attrs.height),
          },
        ]
      : [];
  return [...own, ...(node.content ?? []).flatMap(pictures)];
}

exposeEditor({
  getText: () => editor.getText({ blockSeparator: '\n' }),
  getPictures: () => pictures(editor.getJSON()),
});
