import { join } from 'node:path';
import {
  buildCatalogue,
  type Catalogue,
  type CatalogueItem,
  type ItemKind,
  RATINGS,
  type Rating,
} from './catalogue/index.ts';
import { SearchIndex } from './catalogue/search-index.ts';
import { mediaFileByName, renditionFileName } from './media/names.ts';
import type { AnimationMedia, MediaFile, MediaLibrary } from './media/types.ts';
import { CONTENT_TYPES } from './render/content-types.ts';

export interface ServedFile {
  path: string;
  size: number;
  contentType: string;
}

/** The catalogue, its search index and the media library, with the lookups operations need. */
export class World {
  readonly catalogue: Catalogue;
  readonly index: SearchIndex;
  private readonly animations = new Map<string, AnimationMedia>();
  private readonly trending = new Map<ItemKind, CatalogueItem[]>();
  /** Items taken down through the control API: no operation returns them until reset. */
  private readonly removed = new Set<string>();
  /** Ratings changed through the control API, with the original to restore on reset. */
  private readonly originalRatings = new Map<string, Rating>();

  constructor(
    seed: number,
    readonly library: MediaLibrary,
    readonly uploadDir: string,
  ) {
    this.catalogue = buildCatalogue(seed, library.animations);
    this.index = new SearchIndex(this.catalogue.items, this.catalogue.users);
    for (const animation of library.animations) {
      this.animations.set(animation.id, animation);
    }
    for (const kind of ['gif', 'sticker', 'clip'] as const) {
      this.trending.set(
        kind,
        this.catalogue.items
          .filter((item) => item.kind === kind && item.trendingRank !== null)
          .sort((a, b) => (a.trendingRank ?? 0) - (b.trendingRank ?? 0)),
      );
    }
  }

  animation(id: string): AnimationMedia {
    const animation = this.animations.get(id);
    if (!animation) throw new Error(`unknown animation ${id}`);
    return animation;
  }

  item(id: string): CatalogueItem | undefined {
    return this.removed.has(id) ? undefined : this.catalogue.byId.get(id);
  }

  /** Whether the control API took the item down. */
  isRemoved(id: string): boolean {
    return this.removed.has(id);
  }

  trendingOf(kind: 'gif' | 'sticker' | 'clip'): CatalogueItem[] {
    const items = this.trending.get(kind) ?? [];
    return this.removed.size === 0 ? items : items.filter((item) => !this.removed.has(item.id));
  }

  /** Takes an item down (a removal by GIPHY); false when there is no such item. */
  removeItem(id: string): boolean {
    if (!this.catalogue.byId.has(id)) return false;
    this.removed.add(id);
    return true;
  }

  /** Gives an item another rating; false when there is no such item. */
  rateItem(id: string, rating: Rating): boolean {
    const item = this.catalogue.byId.get(id);
    if (!item) return false;
    if (!this.originalRatings.has(id)) this.originalRatings.set(id, item.rating);
    item.rating = rating;
    return true;
  }

  /** Undoes removals and rating changes. */
  restoreItems(): void {
    this.removed.clear();
    for (const [id, rating] of this.originalRatings) {
      const item = this.catalogue.byId.get(id);
      if (item) item.rating = rating;
    }
    this.originalRatings.clear();
  }

  /** Adds an uploaded item so searches find it by its tags. */
  addItem(item: CatalogueItem): void {
    this.catalogue.items.push(item);
    this.catalogue.byId.set(item.id, item);
    this.index.add(item, this.catalogue.items.length - 1, this.catalogue.users);
  }

  /** The file behind `/media/<item id>/<name>`: one of the item's renditions. */
  itemMediaFile(itemId: string, name: string): ServedFile | undefined {
    const item = this.item(itemId);
    if (!item) return undefined;
    if (item.upload) {
      if (name !== renditionFileName('original', item.upload.format)) return undefined;
      const { file, size, format } = item.upload;
      return { path: join(this.uploadDir, file), size, contentType: CONTENT_TYPES[format] as string };
    }
    return this.served(mediaFileByName(this.animation(item.animation), name));
  }

  /** The file behind `/media/users/<n>/<name>`: a user's avatar or banner (stills of the pool). */
  userMediaFile(userIndex: number, name: string): ServedFile | undefined {
    const user = this.catalogue.users[userIndex];
    if (!user) return undefined;
    if (name === 'avatar.gif') {
      return this.served(this.animation(user.avatarAnimation).renditions.fixed_width_small_still.gif);
    }
    if (name === 'banner.gif')
      return this.served(this.animation(user.bannerAnimation).renditions.original_still.gif);
    return undefined;
  }

  private served(file: MediaFile | undefined): ServedFile | undefined {
    if (!file) return undefined;
    return {
      path: join(this.library.dir, file.file),
      size: file.size,
      contentType: CONTENT_TYPES[file.format] as string,
    };
  }
}

/** Whether `rating` is at or below the `maximum` asked (undefined: all ratings). */
export function ratingAllowed(rating: Rating, maximum: Rating | undefined): boolean {
  return maximum === undefined || RATINGS.indexOf(rating) <= RATINGS.indexOf(maximum);
}
