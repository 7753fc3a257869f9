import { notFound } from '../http/api-error.ts';
import { renderGif } from '../render/gif-object.ts';
import type { Operation } from './context.ts';
import { DEFAULT_LIMIT_MAX } from './gifs.ts';

/** Emoji list (docs/interface.md §4.4): default emoji only, paginated by cursor without `total_count`. */
const emojiList: Operation = {
  id: 'emoji',
  method: 'GET',
  pattern: /^\/v2\/emoji$/,
  auth: 'optional',
  shape: 'list',
  handle(ctx) {
    const limit = ctx.params.limit(25, DEFAULT_LIMIT_MAX);
    const offset = ctx.params.int('offset', 0, 0, Number.MAX_SAFE_INTEGER);
    const all = ctx.world.catalogue.items.filter((item) => item.emoji?.variation === 'default');
    const slice = all.slice(offset, offset + limit);
    const next = offset + slice.length;
    return {
      body: {
        data: slice.map((item) => renderGif(item, ctx.render)),
        pagination: { count: slice.length, offset, next_cursor: next < all.length ? next : null },
      },
    };
  },
};

/** Variations of one emoji (docs/interface.md §4.4.2); an emoji with none answers an empty list. */
const emojiVariations: Operation = {
  id: 'emoji.variations',
  method: 'GET',
  pattern: /^\/v2\/emoji\/([^/]+)\/variations$/,
  auth: 'optional',
  shape: 'list',
  handle(ctx) {
    const item = ctx.world.item(ctx.path[0] ?? '');
    if (!item?.emoji) throw notFound(`no emoji with id ${ctx.path[0]}`);
    const variations = item.emoji.variationIds.map((id) => ctx.world.item(id)).filter((v) => v !== undefined);
    return { body: { data: variations.map((variation) => renderGif(variation, ctx.render)) } };
  },
};

export const EMOJI_OPERATIONS: Operation[] = [emojiVariations, emojiList];
