import { type Picture, pictureHtml } from './picture.ts';

/** One format of a drag's data, in the order it goes into the DataTransfer. */
export interface DragEntry {
  type: 'text/html' | 'text/uri-list' | 'text/plain';
  data: string;
}

/**
 * What a tile dragged onto a page carries: the picture as text/html (the `<img>` the picture
 * insertion and Copy GIF use), the link alone as text/uri-list, and the link in the chosen format
 * as text/plain. A rich field's own drop handling takes the HTML, a text field the plain text.
 * Without a picture (no GIF rendition, or a text format chosen), only the link forms.
 */
export function dragEntries(
  doc: Document,
  forms: { picture: Picture | undefined; link: string; text: string },
): DragEntry[] {
  return [
    ...(forms.picture ? [{ type: 'text/html' as const, data: pictureHtml(doc, forms.picture) }] : []),
    { type: 'text/uri-list', data: forms.link },
    { type: 'text/plain', data: forms.text },
  ];
}
