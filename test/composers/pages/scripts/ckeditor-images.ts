import 'ckeditor5/ckeditor5.css';
import {
  ClassicEditor,
  Clipboard,
  Essentials,
  Image,
  ImageInline,
  ImageResize,
  Link,
  type ModelElement,
  Paragraph,
  Undo,
} from 'ckeditor5';
import { exposeEditor, INITIAL_TEXT, type ModelPicture, mountPoint } from './expose.ts';

/** CKEditor 5 with its image plugins (block and inline images, their sizes) and links. */
const editor = await ClassicEditor.create(mountPoint(), {
  licenseKey: 'GPL',
  plugins: [Essentials, Paragraph, Undo, Clipboard, Image, ImageInline, ImageResize, Link],
  initialData: `<p>${INITIAL_TEXT}</p>`,
});

const model = editor.model;

/** The text of one block of the model (not the view, not the DOM); images hold none. */
function blockText(block: ModelElement): string {
  let text = '';
  for (const item of model.createRangeIn(block).getItems()) if (item.is('$textProxy')) text += item.data;
  return text;
}

const attribute = (element: ModelElement, name: string) => {
  const value = element.getAttribute(name);
  return value == null ? undefined : String(value);
};

exposeEditor({
  getText: () => {
    const root = model.document.getRoot();
    if (!root) return '';
    return Array.from(root.getChildren(), (child) =>
      child.is('element') && child.name !== 'imageBlock' ? blockText(child) : '',
    )
      .filter((text, _index, all) => text !== '' || all.length === 1)
      .join('\n');
  },
  getPictures: () => {
    const root = model.document.getRoot();
    if (!root) return [];
    const found: ModelPicture[] = [];
    for (const item of model.createRangeIn(root).getItems()) {
      if (!item.is('element') || (item.name !== 'imageInline' && item.name !== 'imageBlock')) continue;
      found.push({
        src: attribute(item, 'src') ?? '',
        alt: attribute(item, 'alt'),
        width: attribute(item, 'width'),
        height: attribute(item, 'height'),
        href: attribute(item, 'linkHref'),
      });
    }
    return found;
  },
});
