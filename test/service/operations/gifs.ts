import type { CatalogueItem } from '../catalogue/index.ts';
import { normalize } from '../catalogue/search-index.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { renderGif } from '../render/gif-object.ts';
import { ratingAllowed } from '../world.ts';
import { type Operation, type OperationContext, page, single } from './context.ts';
import { itemFilter, parseQuery, runQuery } from './query.ts';

/** docs/interface.md §8: the largest offsets. */
export const TRENDING_OFFSET_MAX = 499;
export const SEARCH_OFFSET_MAX = 4999;
/** Largest `limit` where the contract lists none (documented in docs/testing.md). */
export const DEFAULT_LIMIT_MAX = 100;

type Kind = 'gif' | 'sticker';
const prefixOf = (kind: Kind) => (kind === 'gif' ? 'gifs' : 'stickers');

function trending(kind: Kind): Operation {
  return {
    id: `${prefixOf(kind)}.trending`,
    method: 'GET',
    pattern: new RegExp(`^/v1/${prefixOf(kind)}/trending$`),
    auth: 'required',
    shape: 'list',
    handle(ctx) {
      const limit = ctx.params.limit(25, DEFAULT_LIMIT_MAX);
      const offset = ctx.params.offset(TRENDING_OFFSET_MAX);
      ctx.params.bundle();
      ctx.params.checkLocation();
      const filter = itemFilter(ctx, kind);
      return page(ctx, ctx.world.trendingOf(kind).filter(filter.test), offset, limit);
    },
  };
}

function search(kind: Kind): Operation {
  return {
    id: `${prefixOf(kind)}.search`,
    method: 'GET',
    pattern: new RegExp(`^/v1/${prefixOf(kind)}/search$`),
    auth: 'required',
    shape: 'list',
    handle(ctx) {
      const q = ctx.params.searchText('q');
      const limit = ctx.params.limit(25, ctx.policy?.searchLimitMax ?? DEFAULT_LIMIT_MAX);
      const offset = ctx.params.offset(SEARCH_OFFSET_MAX);
      ctx.params.bundle();
      ctx.params.checkLocation();
      const query = parseQuery(q);
      const filter = itemFilter(ctx, query.wantsStickers ? 'sticker' : kind, { channels: true });
      return page(ctx, runQuery(ctx, query, filter), offset, limit);
    },
  };
}

/** A deterministic pick among `items` for `text`, so the same phrase gets the same answer. */
function pickFor(text: string, items: CatalogueItem[]): CatalogueItem | undefined {
  let hash = 0;
  for (const char of normalize(text)) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return items[hash % Math.max(items.length, 1)];
}

function translate(kind: Kind): Operation {
  return {
    id: `${prefixOf(kind)}.translate`,
    method: 'GET',
    pattern: new RegExp(`^/v1/${prefixOf(kind)}/translate$`),
    auth: 'required',
    shape: 'single',
    handle(ctx) {
      const s = ctx.params.required('s');
      ctx.params.checkLocation();
      const filter = itemFilter(ctx, kind);
      // `@name` targets a user's channel; `#word` a hashtag word (docs/interface.md §4.3): both are query forms.
      const query = parseQuery(s.replace(/(^|\s)#(\S+)/gu, '$1$2'));
      const matches = runQuery(ctx, { ...query, wantsStickers: false }, filter);
      if (matches.length > 0) return single(ctx, matches[0]);
      // A phrase with no match still gets one recommendation, stable for the phrase.
      const all = query.username === null ? ctx.world.trendingOf(kind).filter(filter.test) : [];
      return single(ctx, pickFor(s, all));
    },
  };
}

function random(kind: Kind): Operation {
  return {
    id: `${prefixOf(kind)}.random`,
    method: 'GET',
    pattern: new RegExp(`^/v1/${prefixOf(kind)}/random$`),
    auth: 'required',
    shape: 'single',
    handle(ctx) {
      const tag = ctx.params.get('tag') ?? '';
      ctx.params.checkLocation();
      const filter = itemFilter(ctx, kind);
      const pool =
        tag === ''
          ? ctx.world.catalogue.items.filter(filter.test)
          : runQuery(ctx, { ...parseQuery(tag), wantsStickers: false }, filter);
      return single(ctx, pool.length > 0 ? ctx.random.pick(pool) : undefined);
    },
  };
}

/** Items operations 8 and 9 return: GIFs, stickers and emoji (clips come through content). */
const isGifLike = (item: CatalogueItem | undefined): item is CatalogueItem =>
  item !== undefined && item.kind !== 'clip';

const byId: Operation = {
  id: 'gifs.by_id',
  method: 'GET',
  pattern: /^\/v1\/gifs\/([^/]+)$/,
  auth: 'required',
  shape: 'single',
  handle(ctx) {
    const rating = ctx.params.rating();
    ctx.params.checkLocation();
    const item = ctx.world.item(ctx.path[0] ?? '');
    if (!isGifLike(item)) throw notFound(`no GIF with id ${ctx.path[0]}`);
    if (!ratingAllowed(item.rating, rating)) {
      // docs/interface.md §7.1: the answer is empty and only its Meta Object carries the 4xx.
      return {
        status: 200,
        body: { data: [], meta: { status: 404, msg: 'Not Found: rating above the one asked' } },
      };
    }
    return single(ctx, item);
  },
};

export const GIF_ID_LIMIT = 100;

const byIds: Operation = {
  id: 'gifs.by_ids',
  method: 'GET',
  pattern: /^\/v1\/gifs$/,
  auth: 'required',
  shape: 'list',
  handle(ctx) {
    const ids = ctx.params.list('ids', GIF_ID_LIMIT);
    const rating = ctx.params.rating();
    ctx.params.checkLocation();
    const items = ids
      .map((id) => ctx.world.item(id))
      .filter(isGifLike)
      .filter((item) => ratingAllowed(item.rating, rating));
    return {
      body: {
        data: items.map((item) => renderGif(item, ctx.render)),
        pagination: { total_count: items.length, count: items.length, offset: 0 },
      },
    };
  },
};

export function requireItem(ctx: OperationContext, id: string | undefined): CatalogueItem {
  const item = id === undefined ? undefined : ctx.world.item(id);
  if (!item) throw new ApiError(404, `Not Found: no content with id ${id}`);
  return item;
}

export const GIF_OPERATIONS: Operation[] = [
  ...(['gif', 'sticker'] as const).flatMap((kind) => [
    trending(kind),
    search(kind),
    translate(kind),
    random(kind),
  ]),
];
export const GIF_ID_OPERATIONS: Operation[] = [byIds, byId];
