import { type Picture, pictureHtml } from './picture.ts';

/** The clipboard calls a copy needs; `write` is missing where the browser has no `ClipboardItem`. */
export type PictureClipboard = Pick<Clipboard, 'writeText'> & Partial<Pick<Clipboard, 'write'>>;

/**
 * Puts the picture on the clipboard as text/html (the same `<img>` GifDrop inserts) with the link
 * as text/plain, so Ctrl+V gives the picture in a rich field and the link in a text field. Without
 * a picture, or where the browser cannot write HTML, only the link. Resolves with what was written.
 */
export async function copyPictureAndLink(
  clipboard: PictureClipboard,
  picture: Picture | undefined,
  link: string,
  doc: Document = globalThis.document,
): Promise<'picture' | 'link'> {
  const Item = globalThis.ClipboardItem;
  if (picture && clipboard.write && Item && doc) {
    const blob = (text: string, type: string) => new Blob([text], { type });
    await clipboard.write([
      new Item({
        'text/html': blob(pictureHtml(doc, picture), 'text/html'),
        'text/plain': blob(link, 'text/plain'),
      }),
    ]);
    return 'picture';
  }
  await clipboard.writeText(link);
  return 'link';
}
