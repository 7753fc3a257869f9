import type { AnimationMedia } from '../media/types.ts';
import { buildEmoji } from './emoji.ts';
import { buildCategories, buildChannels } from './groups.ts';
import { buildItem, markTrending } from './items.ts';
import type { Catalogue, CatalogueItem, ItemKind } from './model.ts';
import { SeededRandom } from './random.ts';
import { buildUsers } from './users.ts';
import { TRENDING_SEARCHES } from './vocabulary.ts';

export { formatDatetime } from './items.ts';
export type * from './model.ts';
export { RATINGS } from './model.ts';

/** How big the generated catalogue is; the defaults are what the issue asks for. */
export const CATALOGUE_SIZE = {
  gifs: 6000,
  stickers: 1500,
  clips: 300,
  emoji: 100,
  users: 150,
  channels: 50,
  trendingGifs: 700,
  trendingStickers: 300,
  trendingClips: 150,
} as const;

export const DEFAULT_SEED = 20_261_121;

type PoolEntry = Pick<AnimationMedia, 'id' | 'kind'> & { lowContrast?: boolean };

function poolOf(animations: readonly PoolEntry[], kind: AnimationMedia['kind']): PoolEntry[] {
  const pool = animations.filter((animation) => animation.kind === kind);
  if (pool.length === 0) throw new Error(`the media library has no ${kind} animation`);
  return pool;
}

/** Builds the whole catalogue deterministically from `seed` over the media pool. */
export function buildCatalogue(seed: number, animations: readonly PoolEntry[]): Catalogue {
  const random = new SeededRandom(seed);
  const gifPool = poolOf(animations, 'gif').map((a) => a.id);
  const emojiPool = poolOf(animations, 'emoji').map((a) => a.id);
  const clipPool = poolOf(animations, 'clip').map((a) => a.id);
  const stickerPool = poolOf(animations, 'sticker');
  const lowContrastPool = stickerPool.filter((a) => a.lowContrast).map((a) => a.id);
  const normalStickerPool = stickerPool.filter((a) => !a.lowContrast).map((a) => a.id);

  const users = buildUsers(random, CATALOGUE_SIZE.users, emojiPool, gifPool);
  const make = (kind: ItemKind, count: number, pickAnimation: () => { id: string; low?: boolean }) =>
    Array.from({ length: count }, () => {
      const animation = pickAnimation();
      return buildItem(random, {
        kind,
        animation: animation.id,
        users,
        userChance: 0.8,
        isLowContrast: animation.low,
      });
    });

  const gifs = make('gif', CATALOGUE_SIZE.gifs, () => ({ id: random.pick(gifPool) }));
  const stickers = make('sticker', CATALOGUE_SIZE.stickers, () => {
    // About one sticker in six is low contrast; it uses a pale animation so the flag is honest.
    const low = lowContrastPool.length > 0 ? random.chance(1 / 6) : false;
    return { id: random.pick(low ? lowContrastPool : normalStickerPool), low };
  });
  const clips = make('clip', CATALOGUE_SIZE.clips, () => ({ id: random.pick(clipPool) }));
  const emoji = buildEmoji(random, { animations: emojiPool, users, count: CATALOGUE_SIZE.emoji });

  markTrending(random, gifs, CATALOGUE_SIZE.trendingGifs);
  markTrending(random, stickers, CATALOGUE_SIZE.trendingStickers);
  markTrending(random, clips, CATALOGUE_SIZE.trendingClips);

  const items: CatalogueItem[] = [...gifs, ...stickers, ...clips, ...emoji];
  const byId = new Map<string, CatalogueItem>();
  for (const item of items) {
    if (byId.has(item.id)) throw new Error(`duplicate id ${item.id} (seed ${seed})`);
    byId.set(item.id, item);
  }
  return {
    seed,
    users,
    items,
    byId,
    categories: buildCategories(gifs),
    channels: buildChannels(random, {
      users,
      gifs,
      stickers,
      banners: gifPool,
      count: CATALOGUE_SIZE.channels,
    }),
    trendingSearches: [...TRENDING_SEARCHES],
  };
}
