import { t } from '../i18n/index.ts';
import { describeEmptyCollection } from './favorites/favorites-context.tsx';
import type { TabId } from './feeds/feeds.ts';
import type { FeedState } from './feeds/use-feed.ts';
import type { ViewSpec } from './views.ts';

/** What the row under the box says while it has no chips: what the list is, or what the box does. */
export function captionOf(view: ViewSpec, state: FeedState): string | undefined {
  if (view.caption) return view.caption;
  if (state.phase !== 'ready') return undefined;
  if (state.query.trim() && view.resultsFor) return t(view.resultsFor, state.query);
  // Trending searches take this row: a caption first would change under the person's eyes.
  return view.suggestions ? undefined : view.trending;
}

/** What an empty list says: why Recent or Favorites is empty, or that nothing matched the text. */
export function emptyMessage(tab: TabId, view: ViewSpec, text: string): string {
  if (tab === 'recent' || tab === 'favorites') return describeEmptyCollection(tab);
  if (view.search === 'local' && text) return t('noEmojiNamed', text);
  return text ? t('noResultsFor', text) : t('nothingHere');
}
