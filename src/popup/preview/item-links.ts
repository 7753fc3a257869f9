/**
 * The links the preview shows of one item (avatar, source, Copy link), only http(s) ones. Apart
 * from describe-item.ts so that the grid's bundle, which every open loads, carries none of them.
 */

import { isHttpUrl } from '../../client/http-url.ts';
import type { Item } from '../../client/index.ts';

/** The creator's avatar, only an http(s) URL. */
export function avatarOf(item: Item): string | undefined {
  const url = item.user?.avatar_url;
  return isHttpUrl(url) ? url : undefined;
}

/** Where the item comes from, as a link target: the source post, else the source; only http(s). */
export function sourceOf(item: Item): string | undefined {
  return [item.source_post_url, item.source].find(isHttpUrl);
}

/** The link Copy link puts on the clipboard: the item's page, else the given media URL. */
export function linkOf(item: Item, mediaUrl: string | undefined): string | undefined {
  return [item.url, mediaUrl].find(isHttpUrl);
}
