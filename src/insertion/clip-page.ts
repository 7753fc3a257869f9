import { isHttpUrl } from '../client/http-url.ts';
import type { Item } from '../client/index.ts';
import { kindOfItem } from '../collections/item-ref.ts';

/**
 * The page of a clip (a GIF with sound) on the service, which plays it with its sound, and which
 * sites that preview links show as a player: the answer's `url` (`https://giphy.com/clips/…`), else
 * its short link. Inserted in place of a rendition, which is a silent GIF. Undefined for anything
 * that is not a clip, or a clip without an http(s) page (its GIF goes in then).
 */
export function clipPageUrl(
  item: Pick<Item, 'type' | 'is_sticker' | 'url' | 'bitly_url'>,
): string | undefined {
  if (kindOfItem(item) !== 'clip') return undefined;
  return [item.url, item.bitly_url].find(isHttpUrl);
}
