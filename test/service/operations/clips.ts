import type { CatalogueItem } from '../catalogue/index.ts';
import { ApiError } from '../http/api-error.ts';
import { renderGif } from '../render/gif-object.ts';
import { ratingAllowed } from '../world.ts';
import { type Operation, type OperationContext, page, requireClipsApproval, single } from './context.ts';
import {
  DEFAULT_LIMIT_MAX,
  GIF_ID_LIMIT,
  requireItem,
  SEARCH_OFFSET_MAX,
  TRENDING_OFFSET_MAX,
} from './gifs.ts';
import { parseQuery, runQuery } from './query.ts';

const clipsSearch: Operation = {
  id: 'clips.search',
  method: 'GET',
  pattern: /^\/v1\/clips\/search$/,
  auth: 'required',
  shape: 'list',
  handle(ctx) {
    requireClipsApproval(ctx);
    const q = ctx.params.searchText('q');
    const limit = ctx.params.limit(25, DEFAULT_LIMIT_MAX);
    const offset = ctx.params.offset(SEARCH_OFFSET_MAX);
    ctx.params.checkLocation();
    // docs/interface.md §4.3: clips search defaults to rating r.
    const rating = ctx.params.rating('r');
    const query = { ...parseQuery(q), wantsStickers: false };
    const items = runQuery(ctx, query, {
      kind: 'clip',
      test: (item) => item.kind === 'clip' && ratingAllowed(item.rating, rating),
    });
    return page(ctx, items, offset, limit);
  },
};

const clipsTrending: Operation = {
  id: 'clips.trending',
  method: 'GET',
  pattern: /^\/v1\/clips\/trending$/,
  auth: 'required',
  shape: 'list',
  handle(ctx) {
    requireClipsApproval(ctx);
    const limit = ctx.params.limit(25, DEFAULT_LIMIT_MAX);
    const offset = ctx.params.offset(TRENDING_OFFSET_MAX);
    ctx.params.checkLocation();
    // docs/interface.md §4.3: clips trending defaults to rating pg.
    const rating = ctx.params.rating('pg');
    const items = ctx.world.trendingOf('clip').filter((item) => ratingAllowed(item.rating, rating));
    return page(ctx, items, offset, limit);
  },
};

/** docs/interface.md §4.2 #18/#19: any content by id; a clip still needs an approved application. */
function requireContent(ctx: OperationContext, id: string | undefined): CatalogueItem {
  const item = requireItem(ctx, id);
  if (item.kind === 'clip') requireClipsApproval(ctx);
  return item;
}

const contentById: Operation = {
  id: 'content.by_id',
  method: 'GET',
  pattern: /^\/v1\/content\/([^/]+)$/,
  auth: 'required',
  shape: 'single',
  handle: (ctx) => single(ctx, requireContent(ctx, ctx.path[0])),
};

const contentByIds: Operation = {
  id: 'content.by_ids',
  method: 'GET',
  pattern: /^\/v1\/content$/,
  auth: 'required',
  shape: 'list',
  handle(ctx) {
    const ids = ctx.params.list('ids', GIF_ID_LIMIT);
    const items: CatalogueItem[] = [];
    for (const id of ids) {
      try {
        items.push(requireContent(ctx, id));
      } catch (error) {
        // Unknown ids are left out, as operation 9 does; a refused clip refuses the request.
        if (!(error instanceof ApiError) || error.status !== 404) throw error;
      }
    }
    return {
      body: {
        data: items.map((item) => renderGif(item, ctx.render)),
        pagination: { total_count: items.length, count: items.length, offset: 0 },
      },
    };
  },
};

export const CLIP_OPERATIONS: Operation[] = [clipsSearch, clipsTrending, contentByIds, contentById];
