import 'ckeditor5/ckeditor5.css';
import { ClassicEditor, Clipboard, Essentials, type ModelElement, Paragraph, Undo } from 'ckeditor5';
import { exposeEditor, INITIAL_TEXT, mountPoint } from './expose.ts';

const editor = await ClassicEditor.create(mountPoint(), {
  licenseKey: 'GPL',
  plugins: [Essentials, Paragraph, Undo, Clipboard],
  initialData: `<p>${INITIAL_TEXT}</p>`,
});

/** The text of one block of the model (not the view, not the DOM). */
function blockText(block: ModelElement): string {
  let text = '';
  for (const item of editor.model.createRangeIn(block).getItems())
    if (item.is('$textProxy')) text += item.data;
  return text;
}

exposeEditor({
  getText: () => {
    const root = editor.model.document.getRoot();
    if (!root) return '';
    return Array.from(root.getChildren(), (child) => (child.is('element') ? blockText(child) : '')).join(
      '\n',
    );
  },
  caretOffset: () => editor.model.document.selection.getFirstPosition()?.offset,
});
