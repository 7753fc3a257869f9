/**
 * What the popup says about one item: its creator ("by …", wherever one is known), the tile's
 * accessible name, and a source link that is safe to show (http(s) only). Kept apart from markup
 * so it is testable.
 */

import type { Item } from '../../client/item.ts';
import { t } from '../../i18n/index.ts';

const isHttp = (url: string | undefined): url is string =>
  typeof url === 'string' && /^https?:\/\/\S/i.test(url);

/** The creator's name: the display name, else the username; undefined when unknown. */
export function creatorOf(item: Item): string | undefined {
  const name = item.user?.display_name || item.user?.username || item.username;
  return name?.trim() || undefined;
}

/** The creator's avatar, only an http(s) URL. */
export function avatarOf(item: Item): string | undefined {
  const url = item.user?.avatar_url;
  return isHttp(url) ? url : undefined;
}

/** What an item is called: its alt text, its title, or the fallback. */
export function titleOf(item: Item, fallback = t('gif')): string {
  return item.alt_text || item.title || fallback;
}

/** A tile's accessible name and tooltip: "Dancing cat by Jane", or the title alone. */
export function describeTile(item: Item, fallback = t('gif')): string {
  const creator = creatorOf(item);
  return creator ? t('titleByCreator', titleOf(item, fallback), creator) : titleOf(item, fallback);
}

/** Where the item comes from, as a link target: the source post, else the source; only http(s). */
export function sourceOf(item: Item): string | undefined {
  return [item.source_post_url, item.source].find(isHttp);
}

/** The link Copy link puts on the clipboard: the item's page, else the given media URL. */
export function linkOf(item: Item, mediaUrl: string | undefined): string | undefined {
  return [item.url, mediaUrl].find(isHttp);
}
