import { t } from '../i18n/index.ts';
import { describeEmptyCollection } from './favorites/favorites-context.tsx';
import type { TabId } from './feeds/feeds.ts';
import type { FeedState } from './feeds/use-feed.ts';
import { describeOneItem } from './preview/describe-one-item.ts';
import type { OneItemState } from './preview/use-one-item.ts';
import type { TabSettings } from './tab-settings.ts';

/** What the panel shows instead of the list, when it does. */
export interface Instead {
  /** The single answer (a pasted link, translate, random), in any of its phases. */
  single?: OneItemState | null;
  /** A channel being typed: its chips, or why there are none. */
  channel?: boolean | undefined;
  categories?: boolean | undefined;
}

/**
 * What the row under the box says while it has no chips: what the panel shows (the single answer,
 * the channels, the categories, the list), or what the box does. Never the list's words while
 * something else is shown: "GIFs for “cats”" over "No channel is called…" would be stale.
 */
export function captionOf(view: TabSettings, state: FeedState, instead: Instead = {}): string | undefined {
  const { single } = instead;
  if (single) return describeOneItem(single.mode, single.text, single.kind);
  if (instead.channel) return t('channels');
  if (instead.categories) return t('categories');
  if (view.caption) return view.caption;
  if (state.phase !== 'ready') return undefined;
  if (state.query.trim() && view.resultsFor) return t(view.resultsFor, state.query);
  // Trending searches take this row: a caption first would change under the person's eyes.
  return view.suggestions ? undefined : view.trending;
}

/** What an empty list says: why Recent or Favorites is empty, or that nothing matched the text. */
export function emptyMessage(tab: TabId, view: TabSettings, text: string): string {
  if (tab === 'recent' || tab === 'favorites') return describeEmptyCollection(tab);
  if (view.search === 'local' && text) return t('noEmojiNamed', text);
  return text ? t('noResultsFor', text) : t('nothingHere');
}
