import type { CatalogueItem, ItemKind } from '../catalogue/index.ts';
import { normalize, tokenize } from '../catalogue/search-index.ts';
import { badRequest } from '../http/api-error.ts';
import { ratingAllowed } from '../world.ts';
import type { OperationContext } from './context.ts';

const STICKER_WORDS = new Set(['sticker', 'stickers', 'transparent']);

export interface ParsedQuery {
  /** Text left to match after `@username` and the sticker words are taken out. */
  text: string;
  username: string | null;
  wantsStickers: boolean;
}

/** docs/interface.md §4.3: `@username` anywhere makes it a user search; sticker words switch to stickers. */
export function parseQuery(q: string): ParsedQuery {
  let username: string | null = null;
  const withoutUser = q.replace(/(^|\s)@(\S+)/u, (_match, lead: string, name: string) => {
    username = name;
    return lead;
  });
  const words = withoutUser.split(/\s+/u);
  const wantsStickers = words.some((word) => tokenize(word).some((token) => STICKER_WORDS.has(token)));
  const text = wantsStickers
    ? words.filter((word) => !tokenize(word).some((token) => STICKER_WORDS.has(token))).join(' ')
    : withoutUser;
  return { text, username, wantsStickers };
}

export interface ItemFilter {
  kind: ItemKind;
  /** Applies the `rating`, `remove_low_contrast` and (for search) `channel_ids` parameters. */
  test(item: CatalogueItem): boolean;
}

/** The filter shared by trending and search: kind, rating maximum, low contrast, channels. */
export function itemFilter(
  ctx: OperationContext,
  kind: ItemKind,
  options: { channels?: boolean } = {},
): ItemFilter {
  const rating = ctx.params.rating();
  const removeLowContrast = ctx.params.bool('remove_low_contrast');
  let inChannels: Set<string> | null = null;
  if (options.channels && ctx.params.has('channel_ids')) {
    const ids = ctx.params.list('channel_ids', 5).map((id) => {
      if (!/^\d+$/.test(id)) throw badRequest('channel_ids must be integers');
      return Number(id);
    });
    inChannels = new Set(
      ctx.world.catalogue.channels
        .filter((channel) => ids.includes(channel.id) && !channel.isPrivate)
        .flatMap((channel) => channel.items),
    );
  }
  return {
    kind,
    test: (item) =>
      item.kind === kind &&
      ratingAllowed(item.rating, rating) &&
      !(removeLowContrast && item.isLowContrast) &&
      (inChannels === null || inChannels.has(item.id)),
  };
}

/** Items of a public, verified user, or null when the name is no such user. */
export function searchableUser(ctx: OperationContext, username: string): number | null {
  const wanted = normalize(username);
  const index = ctx.world.catalogue.users.findIndex((user) => normalize(user.username) === wanted);
  const user = ctx.world.catalogue.users[index];
  return user?.isPublic && user.isVerified ? index : null;
}

/** Ranked matches of a parsed query under `filter` (empty for a user that can't be searched). */
export function runQuery(ctx: OperationContext, query: ParsedQuery, filter: ItemFilter): CatalogueItem[] {
  let userIndex: number | null = null;
  if (query.username !== null) {
    userIndex = searchableUser(ctx, query.username);
    if (userIndex === null) return [];
  }
  return ctx.world.index.search(query.text, {
    lang: ctx.params.lang(),
    filter: (item) => filter.test(item) && (userIndex === null || item.user === userIndex),
  });
}
