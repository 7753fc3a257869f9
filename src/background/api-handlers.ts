/** The interface operations the popup asks for, each one message (see the protocol). */
import {
  type Client,
  completeTag,
  getContent,
  getContents,
  getGif,
  getGifs,
  listCategories,
  listEmoji,
  listEmojiVariations,
  listRelatedTags,
  listTrendingSearches,
  randomGif,
  randomSticker,
  searchChannels,
  searchClips,
  searchGifs,
  searchStickers,
  translateGif,
  translateSticker,
  trendingClips,
  trendingGifs,
  trendingStickers,
} from '../client/index.ts';
import type { Handlers } from '../messaging/index.ts';

export type ApiMessage =
  | 'trending'
  | 'search'
  | 'translate'
  | 'random'
  | 'getGif'
  | 'getGifs'
  | 'listEmoji'
  | 'listEmojiVariations'
  | 'listCategories'
  | 'completeTag'
  | 'listRelatedTags'
  | 'listTrendingSearches'
  | 'searchChannels'
  | 'searchClips'
  | 'trendingClips'
  | 'getContent'
  | 'getContents';

/**
 * Handlers of the API messages; `client` makes the client for each call (key, ID, settings),
 * `keylessClient` one that may go without a key, for the operations that list none (emoji).
 */
export function createApiHandlers(
  client: () => Promise<Client>,
  keylessClient: () => Promise<Client> = client,
): Pick<Handlers, ApiMessage> {
  return {
    trending: async ({ kind, ...page }) =>
      (kind === 'gifs' ? trendingGifs : trendingStickers)(await client(), page),
    search: async ({ kind, q, ...options }) =>
      (kind === 'gifs' ? searchGifs : searchStickers)(await client(), q, options),
    translate: async ({ kind, s }) => (kind === 'gifs' ? translateGif : translateSticker)(await client(), s),
    random: async ({ kind, tag }) => (kind === 'gifs' ? randomGif : randomSticker)(await client(), { tag }),
    getGif: async ({ id }) => getGif(await client(), id),
    getGifs: async ({ ids }) => getGifs(await client(), ids),
    listEmoji: async (page) => listEmoji(await keylessClient(), page),
    listEmojiVariations: async ({ id }) => listEmojiVariations(await keylessClient(), id),
    listCategories: async () => listCategories(await client()),
    completeTag: async ({ q, ...page }) => completeTag(await client(), q, page),
    listRelatedTags: async ({ term }) => listRelatedTags(await client(), term),
    listTrendingSearches: async () => listTrendingSearches(await client()),
    searchChannels: async ({ q, ...page }) => searchChannels(await client(), q, page),
    searchClips: async ({ q, ...page }) => searchClips(await client(), q, page),
    trendingClips: async (page) => trendingClips(await client(), page),
    getContent: async ({ id }) => getContent(await client(), id),
    getContents: async ({ ids }) => getContents(await client(), ids),
  };
}
