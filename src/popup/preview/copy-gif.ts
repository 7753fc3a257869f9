/**
 * "Copy GIF" in the detail view: the same `<img>` Insert as: Automatic inserts, as text/html, with
 * the link in the chosen format as text/plain (Automatic: the URL). No page is known here, so the
 * person's own format applies, not a site's rule. The media's bytes never pass through GifDrop.
 */
import type { Item } from '../../client/index.ts';
import { copyPictureAndLink } from '../../insertion/index.ts';
import { formsOf } from '../pick/pick-item.ts';

/** Resolves with what went on the clipboard (`link` when the item has no GIF picture); rejects when nothing did. */
export async function copyGif(item: Item): Promise<'picture' | 'link'> {
  const { formatted, picture } = await formsOf(item, '');
  if (!formatted.ok) throw new Error(`no http(s) link: ${formatted.url}`);
  return copyPictureAndLink(navigator.clipboard, picture, formatted.text);
}
