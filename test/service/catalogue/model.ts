import type { Language } from './vocabulary.ts';

/** Ratings from least to most restricted audience; a `rating` parameter is a maximum. */
export const RATINGS = ['y', 'g', 'pg', 'pg-13', 'r'] as const;
export type Rating = (typeof RATINGS)[number];

export type ItemKind = 'gif' | 'sticker' | 'clip' | 'emoji';

export interface CatalogueUser {
  username: string;
  displayName: string;
  description: string;
  /** Only public and verified users can be searched with `@username` (docs/interface.md §4.3). */
  isPublic: boolean;
  isVerified: boolean;
  /** Pool animation whose still serves as the avatar. */
  avatarAnimation: string;
  bannerAnimation: string;
}

export interface EmojiInfo {
  groupId: number;
  /** `default` for the emoji itself, `variation_01`... for its variations. */
  variation: string;
  /** For a default emoji: how many variations it has. */
  variationCount: number;
  /** Variation items point at their default emoji. */
  parentId: string | null;
  variationIds: string[];
}

export interface CatalogueItem {
  id: string;
  kind: ItemKind;
  slug: string;
  title: string;
  altText: string;
  tags: string[];
  lang: Language;
  rating: Rating;
  /** Index into `Catalogue.users`, or null for items attached to no user. */
  user: number | null;
  /** Pool animation whose files this item serves. */
  animation: string;
  source: string;
  sourceTld: string;
  sourcePostUrl: string;
  createDatetime: string;
  importDatetime: string;
  updateDatetime: string;
  /** `0000-00-00 00:00:00` when never trending, as the real service sends. */
  trendingDatetime: string;
  /** Position in the trending list, or null. */
  trendingRank: number | null;
  /** Tie-breaker for ranking: higher first. */
  popularity: number;
  isLowContrast: boolean;
  emoji: EmojiInfo | null;
  /** Uploaded through operation 10 (serves only the uploaded file as `original`). */
  upload: {
    file: string;
    format: 'gif' | 'mp4';
    width: number;
    height: number;
    size: number;
    frames: number;
  } | null;
}

export interface CatalogueCategory {
  name: string;
  nameEncoded: string;
  /** Featured GIF id. */
  gif: string;
  subcategories: { name: string; nameEncoded: string }[];
}

export interface CatalogueChannel {
  id: number;
  slug: string;
  displayName: string;
  shortDisplayName: string;
  description: string;
  type: 'community' | 'editorial';
  contentType: 'gif' | 'sticker';
  isPrivate: boolean;
  user: number;
  parent: number | null;
  children: number[];
  featuredGif: string;
  bannerAnimation: string;
  tags: { id: number; rank: number; tag: string }[];
  /** The items the channel holds, used by `channel_ids` in search. */
  items: string[];
}

export interface Catalogue {
  seed: number;
  users: CatalogueUser[];
  items: CatalogueItem[];
  byId: Map<string, CatalogueItem>;
  categories: CatalogueCategory[];
  channels: CatalogueChannel[];
  trendingSearches: string[];
}
