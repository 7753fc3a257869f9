/**
 * The settings of the popup's tabs, one entry each (a tool a tab lacks is left out): what the tab
 * is called, how its grid is laid out, and which tools it offers. The tab bar, the action row and
 * the results read this list, so a new tab (recents, favorites) is one more entry and a feed in
 * feeds.ts.
 */
import { formatNumber, type MessageKey, t } from '../i18n/index.ts';
import type { TabId } from './feeds/feeds.ts';

export interface TabSettings {
  id: TabId;
  label: string;
  /** Placeholder of the search box. */
  placeholder: string;
  /** The progress line while the list loads: "Loading GIFs…". */
  loading: string;
  /** The row under the box over trending items ("Trending GIFs"), for tabs that search the service. */
  trending?: string;
  /** The same over a search's results: "GIFs for “$query$”". */
  resultsFor?: MessageKey;
  /** Said while a bare `@name` is typed (tabs with suggestions): choose a channel, or press Enter. */
  channelHint?: MessageKey;
  columns: number;
  /** Trending searches, tag completions and channels under the box, related tags under the results. */
  suggestions?: true;
  /** "One … for my phrase" and "Surprise me": the kind the single-item operations ask for. */
  single?: 'gifs' | 'stickers';
  /** Browsing categories (empty box). */
  categories?: true;
  /**
   * `service`: the box searches the service; `local`: it filters what is loaded, by name;
   * `gifs`: typing goes to the GIFs tab and searches there (Recent, Favorites).
   */
  search: 'service' | 'local' | 'gifs';
  /** What the row under the box says about the list, when it is not a search or trending. */
  caption?: string;
  /** Clips: videos with a sound control. */
  clips?: true;
}

export const TABS: readonly TabSettings[] = [
  {
    id: 'gifs',
    label: t('tabGifs'),
    placeholder: t('searchGifs'),
    loading: t('loadingGifs'),
    trending: t('trendingGifs'),
    resultsFor: 'gifsFor',
    channelHint: 'channelHintGifs',
    columns: 3,
    suggestions: true,
    single: 'gifs',
    categories: true,
    search: 'service',
  },
  {
    id: 'stickers',
    label: t('tabStickers'),
    placeholder: t('searchStickers'),
    loading: t('loadingStickers'),
    trending: t('trendingStickers'),
    resultsFor: 'stickersFor',
    channelHint: 'channelHintStickers',
    columns: 3,
    suggestions: true,
    single: 'stickers',
    search: 'service',
  },
  {
    id: 'clips',
    label: t('tabClips'),
    placeholder: t('searchClips'),
    loading: t('loadingClips'),
    trending: t('trendingClips'),
    resultsFor: 'clipsFor',
    columns: 2,
    search: 'service',
    clips: true,
  },
  {
    id: 'emoji',
    label: t('tabEmoji'),
    placeholder: t('filterEmoji'),
    loading: t('loadingEmoji'),
    caption: t('emojiNoSearch'),
    columns: 4,
    search: 'local',
  },
  {
    id: 'recent',
    label: t('tabRecent'),
    placeholder: t('searchGifs'),
    loading: t('loadingRecent'),
    columns: 3,
    search: 'gifs',
    caption: t('recentCaption', formatNumber(50)),
  },
  {
    id: 'favorites',
    label: t('tabFavorites'),
    placeholder: t('searchGifs'),
    loading: t('loadingFavorites'),
    columns: 3,
    search: 'gifs',
    caption: t('favoritesCaption'),
  },
];

/** The settings of a tab (the first tab's for an unknown id). */
export function tabSettingsOf(id: TabId): TabSettings {
  return TABS.find((tab) => tab.id === id) ?? (TABS[0] as TabSettings);
}
