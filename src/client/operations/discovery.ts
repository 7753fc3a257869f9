/**
 * Discovery: random id (5), categories (11), tag completions (12), channel search (13), related
 * tags (14), trending searches (15).
 */
import * as v from 'valibot';
import { type Client, keyParam, sharedParams } from '../config.ts';
import { CHANNEL_SEARCH_LIMIT_MAX, checkOffset, checkPageSize, OFFSET_MAX } from '../limits.ts';
import { type CallOptions, getJson } from '../request.ts';
import { type Category, categorySchema } from '../schemas/category.ts';
import { type Channel, channelSchema } from '../schemas/channel.ts';
import { randomIdSchema } from '../schemas/random-id.ts';
import { type Term, termSchema } from '../schemas/term.ts';
import { buildUrl, encodeSegment } from '../url.ts';
import type { PageOptions } from './gifs.ts';
import { emptyPage, type Page, readItem, readList, readPage } from './read.ts';

const CUSTOMER = ['customer_id'] as const;

/** Operation 5: a random identifier to use as `customer_id` for this user. */
export async function getRandomId(client: Client, options: CallOptions = {}): Promise<string> {
  const operation = 'randomid';
  const url = buildUrl(operation, client.config.baseUrl, '/v1/randomid', [keyParam(client)]);
  const read = readItem(operation, randomIdSchema);
  return getJson(client, { ...options, operation, url, read: (envelope) => read(envelope).random_id });
}

/** Operation 11: the categories, each with subcategories and a featured GIF. */
export async function listCategories(client: Client, options: CallOptions = {}): Promise<Category[]> {
  const operation = 'categories';
  const url = buildUrl(operation, client.config.baseUrl, '/v1/gifs/categories', [
    keyParam(client),
    ...sharedParams(client, CUSTOMER),
  ]);
  return getJson(client, { ...options, operation, url, read: readList(operation, categorySchema) });
}

/** Operation 12: terms that complete the tag `q` (default 5 per page). */
export async function completeTag(client: Client, q: string, options: PageOptions = {}): Promise<Page<Term>> {
  const operation = 'tags.completions';
  const offset = checkOffset(operation, options.offset);
  const limit = checkPageSize(operation, options.limit);
  if (offset !== undefined && offset > OFFSET_MAX.tagCompletions) return emptyPage(offset);
  const url = buildUrl(operation, client.config.baseUrl, '/v1/gifs/search/tags', [
    keyParam(client),
    ['q', q],
    ['limit', limit],
    ['offset', offset],
    ...sharedParams(client, CUSTOMER),
  ]);
  return getJson(client, { ...options, operation, url, read: readPage(operation, termSchema, offset) });
}

/** Operation 13: channels matching `q` (`limit` at most 50). */
export async function searchChannels(
  client: Client,
  q: string,
  options: PageOptions = {},
): Promise<Page<Channel>> {
  const operation = 'channels.search';
  const offset = checkOffset(operation, options.offset);
  const limit = checkPageSize(operation, options.limit, CHANNEL_SEARCH_LIMIT_MAX);
  if (offset !== undefined && offset > OFFSET_MAX.channelSearch) return emptyPage(offset);
  const url = buildUrl(operation, client.config.baseUrl, '/v1/channels/search', [
    keyParam(client),
    ['q', q],
    ['limit', limit],
    ['offset', offset],
    ...sharedParams(client, CUSTOMER),
  ]);
  return getJson(client, { ...options, operation, url, read: readPage(operation, channelSchema, offset) });
}

/** Operation 14: tags related to `term`. */
export async function listRelatedTags(
  client: Client,
  term: string,
  options: CallOptions = {},
): Promise<Term[]> {
  const operation = 'tags.related';
  const url = buildUrl(
    operation,
    client.config.baseUrl,
    `/v1/tags/related/${encodeSegment(operation, term)}`,
    [keyParam(client), ...sharedParams(client, CUSTOMER)],
  );
  return getJson(client, { ...options, operation, url, read: readList(operation, termSchema) });
}

/** Operation 15: the most popular trending search terms (plain strings). */
export async function listTrendingSearches(client: Client, options: CallOptions = {}): Promise<string[]> {
  const operation = 'trending.searches';
  const url = buildUrl(operation, client.config.baseUrl, '/v1/trending/searches', [
    keyParam(client),
    ...sharedParams(client, CUSTOMER),
  ]);
  return getJson(client, { ...options, operation, url, read: readList(operation, v.string()) });
}
