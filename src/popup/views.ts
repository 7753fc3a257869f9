/**
 * The popup's views, one entry each: what the tab is called, how its grid is laid out, and which
 * tools it offers. The tab bar, the action row and the results read this list, so a new view
 * (recents, favorites) is one more entry and a feed in feeds.ts.
 */
import type { TabId } from './feeds.ts';

export interface ViewSpec {
  id: TabId;
  label: string;
  /** What the items are called in a sentence: "GIFs", "stickers". */
  noun: string;
  /** Placeholder of the search box. */
  placeholder: string;
  columns: number;
  /** Trending searches, tag completions and channels under the box, related tags under the results. */
  suggestions: boolean;
  /** "One … for my phrase" and "Surprise me": the kind the single-item operations ask for. */
  single: 'gifs' | 'stickers' | null;
  /** Browsing categories (empty box). */
  categories: boolean;
  /**
   * `service`: the box searches the service; `local`: it filters what is loaded, by name;
   * `gifs`: typing goes to the GIFs tab and searches there (Recent, Favorites).
   */
  search: 'service' | 'local' | 'gifs';
  /** What the row under the box says about the list, when it is not a search or trending. */
  caption?: string;
  /** Clips: videos with a sound control. */
  clips: boolean;
}

export const VIEWS: readonly ViewSpec[] = [
  {
    id: 'gifs',
    label: 'GIFs',
    noun: 'GIFs',
    placeholder: 'Search GIFs',
    columns: 3,
    suggestions: true,
    single: 'gifs',
    categories: true,
    search: 'service',
    clips: false,
  },
  {
    id: 'stickers',
    label: 'Stickers',
    noun: 'stickers',
    placeholder: 'Search stickers',
    columns: 3,
    suggestions: true,
    single: 'stickers',
    categories: false,
    search: 'service',
    clips: false,
  },
  {
    id: 'clips',
    label: 'Clips',
    noun: 'clips',
    placeholder: 'Search clips',
    columns: 2,
    suggestions: false,
    single: null,
    categories: false,
    search: 'service',
    clips: true,
  },
  {
    id: 'emoji',
    label: 'Emoji',
    noun: 'emoji',
    placeholder: 'Filter emoji by name',
    columns: 4,
    suggestions: false,
    single: null,
    categories: false,
    search: 'local',
    clips: false,
  },
  {
    id: 'recent',
    label: 'Recent',
    noun: 'recent picks',
    placeholder: 'Search GIFs',
    columns: 3,
    suggestions: false,
    single: null,
    categories: false,
    search: 'gifs',
    clips: false,
    caption: 'The last 50 you picked, newest first',
  },
  {
    id: 'favorites',
    label: 'Favorites',
    noun: 'favorites',
    placeholder: 'Search GIFs',
    columns: 3,
    suggestions: false,
    single: null,
    categories: false,
    search: 'gifs',
    clips: false,
    caption: 'Starred, in the order you choose',
  },
];

/** The entry of a view id (the first view for an unknown one). */
export function viewOf(id: TabId): ViewSpec {
  return VIEWS.find((view) => view.id === id) ?? (VIEWS[0] as ViewSpec);
}
