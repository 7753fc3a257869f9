/**
 * What each tab lists, as a paginator over background messages: trending with an empty box,
 * search otherwise (the text exactly as typed, docs/interface.md §1.4). The popup never calls the service.
 */

import { isHttpUrl } from '../../client/http-url.ts';
import type { Item } from '../../client/index.ts';
import {
  CLIPS_SEARCH_OFFSET_MAX,
  CLIPS_TRENDING_OFFSET_MAX,
  SEARCH_OFFSET_MAX,
  TRENDING_OFFSET_MAX,
} from '../../client/limits.ts';
import { createPaginator, type PageLike, type Paginator } from '../../client/paginate.ts';
import { PAGE_SIZE } from '../../first-paint/trending-cache/first-page.ts';
import { sendToBackground } from '../../messaging/index.ts';
import { releasedSize } from '../results/whole-item.ts';
import { loadCollection } from './collection-feed.ts';

export type TabId = 'gifs' | 'stickers' | 'clips' | 'emoji' | 'recent' | 'favorites';

export { PAGE_SIZE } from '../../first-paint/trending-cache/first-page.ts';

type Send = typeof sendToBackground;

/** The paginator for a tab and the text in the box. */
export function createFeed(tab: TabId, text: string, send: Send = sendToBackground): Paginator<Item> {
  // Spaces alone are no search: the list stays trending, and no request carries them.
  const searching = text.trim() !== '';
  const page = (offset: number) => ({ offset, limit: PAGE_SIZE });
  const fetchers: Record<TabId, [(offset: number) => Promise<PageLike<Item>>, number | undefined]> = {
    gifs: feedOf('gifs'),
    stickers: feedOf('stickers'),
    clips: searching
      ? [(offset) => send({ type: 'searchClips', q: text, ...page(offset) }), CLIPS_SEARCH_OFFSET_MAX]
      : [(offset) => send({ type: 'trendingClips', ...page(offset) }), CLIPS_TRENDING_OFFSET_MAX],
    // Emoji have no search (docs/interface.md §4.2): the box filters the loaded emoji by name (filterByName).
    emoji: [(offset) => send({ type: 'listEmoji', ...page(offset) }), undefined],
    // Stored ids, revalidated with the service on each showing (collection-feed.ts).
    recent: [() => loadCollection('recent', send), undefined],
    favorites: [() => loadCollection('favorites', send), undefined],
  };
  function feedOf(kind: 'gifs' | 'stickers'): [(offset: number) => Promise<PageLike<Item>>, number] {
    return searching
      ? [(offset) => send({ type: 'search', kind, q: text, ...page(offset) }), SEARCH_OFFSET_MAX]
      : [(offset) => send({ type: 'trending', kind, ...page(offset) }), TRENDING_OFFSET_MAX];
  }
  const [fetchPage, maxOffset] = fetchers[tab];
  return createPaginator<Item>(fetchPage, maxOffset === undefined ? {} : { maxOffset });
}

/** The items whose title, alt text or slug holds every word of `text` (case-insensitive). */
export function filterByName(items: readonly Item[], text: string): readonly Item[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return items;
  return items.filter((item) => {
    const name = `${item.title ?? ''} ${item.alt_text ?? ''} ${item.slug ?? ''}`.toLowerCase();
    return words.every((word) => name.includes(word));
  });
}

/** The URL of a clip's video: its 360p asset, else the MP4 of its images; only http(s). */
export function clipVideoUrl(item: Item): string | undefined {
  const candidates = [
    item.video?.assets?.['360p']?.url,
    item.images?.fixed_width?.mp4,
    item.images?.original?.mp4,
    item.images?.downsized_small?.mp4,
  ];
  return candidates.find(isHttpUrl);
}

/** Seconds as "0:07". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The tile's natural size, for the masonry layout: from the rendition it shows best. */
export function naturalSize(item: Item): { width: number; height: number } {
  const released = releasedSize(item);
  if (released) return released;
  const images = item.images ?? {};
  for (const name of ['fixed_width', 'fixed_width_still', 'original', 'fixed_height', 'downsized']) {
    const rendition = images[name];
    if (rendition?.width && rendition.height) return { width: rendition.width, height: rendition.height };
  }
  const asset = item.video?.assets?.['360p'] as { width?: number; height?: number } | undefined;
  if (asset?.width && asset.height) return { width: asset.width, height: asset.height };
  return { width: 1, height: 1 };
}
