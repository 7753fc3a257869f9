/**
 * Operations 1-4 and their sticker twins: trending, search, translate, random. Each exported
 * function is its own declaration so a bundle that uses two of them carries only those two.
 */
import { type Client, keyParam, type SharedParam, sharedParams } from '../config.ts';
import { checkOffset, checkPageSize, checkSearchText, joinChannelIds, OFFSET_MAX } from '../limits.ts';
import { type CallOptions, getJson } from '../request.ts';
import { type Gif, gifSchema } from '../schemas/gif.ts';
import { buildUrl } from '../url.ts';
import { emptyPage, type Page, readItemOrNothing, readPage } from './read.ts';

type Kind = 'gifs' | 'stickers';

/** Paging of a list operation. */
export interface PageOptions extends CallOptions {
  /** Items per page; the service's default (25) when left out. */
  limit?: number | undefined;
  /** Past the operation's maximum offset the result is an empty page, without a request. */
  offset?: number | undefined;
}

export interface SearchOptions extends PageOptions {
  /** docs/interface.md §4.3: at most 5 channel identifiers. */
  channelIds?: readonly number[] | undefined;
}

export interface RandomOptions extends CallOptions {
  /** Filter tag, may include `@username`; left out, the pick is entirely random. */
  tag?: string | undefined;
}

// docs/interface.md §4.2: the shared parameters each operation lists.
const TRENDING_SHARED: SharedParam[] = [
  'rating',
  'customer_id',
  'bundle',
  'country_code',
  'region',
  'remove_low_contrast',
];
const SEARCH_SHARED: SharedParam[] = [
  'rating',
  'lang',
  'customer_id',
  'bundle',
  'country_code',
  'region',
  'remove_low_contrast',
];
const PICK_SHARED: SharedParam[] = ['rating', 'customer_id', 'country_code', 'region'];

async function listTrending(client: Client, kind: Kind, options: PageOptions): Promise<Page<Gif>> {
  const operation = `${kind}.trending`;
  const offset = checkOffset(operation, options.offset);
  const limit = checkPageSize(operation, options.limit);
  if (offset !== undefined && offset > OFFSET_MAX.trending) return emptyPage(offset);
  const url = buildUrl(operation, client.config.baseUrl, `/v1/${kind}/trending`, [
    keyParam(client),
    ['limit', limit],
    ['offset', offset],
    ...sharedParams(client, TRENDING_SHARED),
  ]);
  return getJson(client, { ...options, operation, url, read: readPage(operation, gifSchema, offset) });
}

async function search(client: Client, kind: Kind, q: string, options: SearchOptions): Promise<Page<Gif>> {
  const operation = `${kind}.search`;
  checkSearchText(operation, q);
  const offset = checkOffset(operation, options.offset);
  const limit = checkPageSize(operation, options.limit);
  const channelIds = joinChannelIds(operation, options.channelIds);
  if (offset !== undefined && offset > OFFSET_MAX.search) return emptyPage(offset);
  const url = buildUrl(operation, client.config.baseUrl, `/v1/${kind}/search`, [
    keyParam(client),
    // Exactly as typed (docs/interface.md §1.4): no trimming, case change or normalization.
    ['q', q],
    ['limit', limit],
    ['offset', offset],
    ['channel_ids', channelIds],
    ...sharedParams(client, SEARCH_SHARED),
  ]);
  return getJson(client, { ...options, operation, url, read: readPage(operation, gifSchema, offset) });
}

async function translate(client: Client, kind: Kind, s: string, options: CallOptions): Promise<Gif | null> {
  const operation = `${kind}.translate`;
  const url = buildUrl(operation, client.config.baseUrl, `/v1/${kind}/translate`, [
    keyParam(client),
    ['s', s],
    ...sharedParams(client, PICK_SHARED),
  ]);
  return getJson(client, { ...options, operation, url, read: readItemOrNothing(operation, gifSchema) });
}

async function getRandom(client: Client, kind: Kind, options: RandomOptions): Promise<Gif | null> {
  const operation = `${kind}.random`;
  const url = buildUrl(operation, client.config.baseUrl, `/v1/${kind}/random`, [
    keyParam(client),
    ['tag', options.tag],
    ...sharedParams(client, PICK_SHARED),
  ]);
  return getJson(client, { ...options, operation, url, read: readItemOrNothing(operation, gifSchema) });
}

/** Operation 1: trending GIFs. */
export function trendingGifs(client: Client, options: PageOptions = {}): Promise<Page<Gif>> {
  return listTrending(client, 'gifs', options);
}

/** Operation 1, sticker twin. */
export function trendingStickers(client: Client, options: PageOptions = {}): Promise<Page<Gif>> {
  return listTrending(client, 'stickers', options);
}

/** Operation 2: GIFs matching `q` (at most 50 characters, sent exactly as given). */
export function searchGifs(client: Client, q: string, options: SearchOptions = {}): Promise<Page<Gif>> {
  return search(client, 'gifs', q, options);
}

/** Operation 2, sticker twin. */
export function searchStickers(client: Client, q: string, options: SearchOptions = {}): Promise<Page<Gif>> {
  return search(client, 'stickers', q, options);
}

/** Operation 3: one GIF recommended for the phrase `s` (`@user`, `#hashtag` allowed); null if none. */
export function translateGif(client: Client, s: string, options: CallOptions = {}): Promise<Gif | null> {
  return translate(client, 'gifs', s, options);
}

/** Operation 3, sticker twin. */
export function translateSticker(client: Client, s: string, options: CallOptions = {}): Promise<Gif | null> {
  return translate(client, 'stickers', s, options);
}

/** Operation 4: one random GIF, optionally matching `tag`; null when nothing matches. */
export function randomGif(client: Client, options: RandomOptions = {}): Promise<Gif | null> {
  return getRandom(client, 'gifs', options);
}

/** Operation 4, sticker twin. */
export function randomSticker(client: Client, options: RandomOptions = {}): Promise<Gif | null> {
  return getRandom(client, 'stickers', options);
}
