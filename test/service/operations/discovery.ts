import type { CatalogueChannel } from '../catalogue/index.ts';
import { normalize, tokenize } from '../catalogue/search-index.ts';
import { renderGif, renderUser } from '../render/gif-object.ts';
import type { Operation, OperationContext } from './context.ts';
import { SEARCH_OFFSET_MAX } from './gifs.ts';

const randomId: Operation = {
  id: 'randomid',
  method: 'GET',
  pattern: /^\/v1\/randomid$/,
  auth: 'required',
  shape: 'single',
  handle: (ctx) => ({ body: { data: { random_id: ctx.random.hex(32) } } }),
};

const categories: Operation = {
  id: 'categories',
  method: 'GET',
  pattern: /^\/v1\/gifs\/categories$/,
  auth: 'required',
  shape: 'list',
  handle(ctx) {
    const data = ctx.world.catalogue.categories.map((category) => {
      const gif = ctx.world.item(category.gif);
      return {
        name: category.name,
        name_encoded: category.nameEncoded,
        subcategories: category.subcategories.map((sub) => ({
          name: sub.name,
          name_encoded: sub.nameEncoded,
        })),
        gif: gif ? renderGif(gif, ctx.render) : undefined,
      };
    });
    return { body: { data, pagination: { total_count: data.length, count: data.length, offset: 0 } } };
  },
};

/** Distinct tags with how many items carry them, built once per service. */
const tagCounts = new WeakMap<object, Map<string, number>>();
function countTags(ctx: OperationContext): Map<string, number> {
  let counts = tagCounts.get(ctx.world);
  if (!counts) {
    counts = new Map();
    for (const item of ctx.world.catalogue.items) {
      for (const tag of item.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
    tagCounts.set(ctx.world, counts);
  }
  return counts;
}

const byCountThenName = (a: [string, number], b: [string, number]) =>
  b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

const tagCompletions: Operation = {
  id: 'tags.completions',
  method: 'GET',
  pattern: /^\/v1\/gifs\/search\/tags$/,
  auth: 'required',
  shape: 'list',
  handle(ctx) {
    const q = normalize(ctx.params.required('q'));
    const limit = ctx.params.limit(5, 50);
    const offset = ctx.params.offset(SEARCH_OFFSET_MAX);
    const terms = [...countTags(ctx)].filter(([tag]) => normalize(tag).startsWith(q)).sort(byCountThenName);
    const slice = terms.slice(offset, offset + limit);
    return {
      body: {
        data: slice.map(([name]) => ({ name })),
        pagination: { total_count: terms.length, count: slice.length, offset },
      },
    };
  },
};

const relatedTags: Operation = {
  id: 'tags.related',
  method: 'GET',
  pattern: /^\/v1\/tags\/related\/([^/]+)$/,
  auth: 'required',
  shape: 'list',
  handle(ctx) {
    const term = normalize(ctx.path[0] ?? '');
    const related = new Map<string, number>();
    for (const item of ctx.world.catalogue.items) {
      if (!item.tags.some((tag) => normalize(tag) === term)) continue;
      for (const tag of item.tags) {
        if (normalize(tag) !== term) related.set(tag, (related.get(tag) ?? 0) + 1);
      }
    }
    const data = [...related].sort(byCountThenName).slice(0, 10);
    return { body: { data: data.map(([name]) => ({ name })) } };
  },
};

const trendingSearches: Operation = {
  id: 'trending.searches',
  method: 'GET',
  pattern: /^\/v1\/trending\/searches$/,
  auth: 'required',
  shape: 'list',
  handle: (ctx) => ({ body: { data: [...ctx.world.catalogue.trendingSearches] } }),
};

function renderChannel(channel: CatalogueChannel, ctx: OperationContext, depth = 0): Record<string, unknown> {
  const { catalogue } = ctx.world;
  const user = catalogue.users[channel.user];
  const featured = ctx.world.item(channel.featuredGif);
  const parent = channel.parent === null ? undefined : catalogue.channels[channel.parent - 1];
  return {
    id: channel.id,
    url: `/${channel.slug}`,
    display_name: channel.displayName,
    parent: channel.parent,
    slug: channel.slug,
    type: channel.type,
    // Real bodies may list several values.
    content_type: channel.id % 6 === 0 ? `channel,${channel.contentType}` : channel.contentType,
    user: user ? renderUser(user, channel.user, ctx.render.origins) : undefined,
    // Real channels may have no banner and no featured GIF (realworld-fixtures gjs-channels-search).
    banner_image:
      channel.id % 5 === 0 ? null : `${ctx.render.origins.media}/media/users/${channel.user}/banner.gif`,
    short_display_name: channel.shortDisplayName,
    description: channel.description,
    metadata_description: channel.description,
    has_children: channel.children.length > 0,
    is_visible: !channel.isPrivate,
    is_private: channel.isPrivate,
    is_live: false,
    featured_gif: featured && depth === 0 && channel.id % 7 !== 0 ? renderGif(featured, ctx.render) : null,
    screensaver_gif: null,
    tags: channel.tags.map((tag) => ({ ...tag, channel: channel.id })),
    syncable_tags: [],
    live_since_datetime: null,
    live_until_datetime: null,
    ancestors: parent && depth === 0 ? [renderChannel(parent, ctx, depth + 1)] : [],
    children: [],
    analytics_response_payload: '',
  };
}

const channelSearch: Operation = {
  id: 'channels.search',
  method: 'GET',
  pattern: /^\/v1\/channels\/search$/,
  auth: 'required',
  shape: 'list',
  handle(ctx) {
    const tokens = tokenize(ctx.params.required('q'));
    const limit = ctx.params.limit(25, 50);
    const offset = ctx.params.offset(SEARCH_OFFSET_MAX);
    const { channels, users } = ctx.world.catalogue;
    // A private channel can be viewed only by its owner, so searches never list it.
    const matches = channels.filter((channel) => {
      if (channel.isPrivate) return false;
      const words = new Set(
        tokenize(
          `${channel.displayName} ${channel.slug} ${users[channel.user]?.username ?? ''} ${channel.description}`,
        ),
      );
      return tokens.length > 0 && tokens.every((token) => [...words].some((word) => word.startsWith(token)));
    });
    const slice = matches.slice(offset, offset + limit);
    return {
      body: {
        data: slice.map((channel) => renderChannel(channel, ctx)),
        pagination: { total_count: matches.length, count: slice.length, offset },
      },
    };
  },
};

export const DISCOVERY_OPERATIONS: Operation[] = [
  randomId,
  categories,
  tagCompletions,
  relatedTags,
  trendingSearches,
  channelSearch,
];
