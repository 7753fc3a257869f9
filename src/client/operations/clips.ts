/**
 * Operations 16 and 17: video clips (approved apps only; `forbidden` otherwise). Their rating
 * defaults differ from the GIF operations' (search `r`, trending `pg`, docs/interface.md §4.3); the client's
 * `rating`, when set, applies. They list neither `customer_id` nor `region`.
 */
import { type Client, keyParam, sharedParams } from '../config.ts';
import { checkOffset, checkPageSize, checkSearchText, OFFSET_MAX } from '../limits.ts';
import { getJson } from '../request.ts';
import { type Clip, clipSchema } from '../schemas/clip.ts';
import { buildUrl } from '../url.ts';
import type { PageOptions } from './gifs.ts';
import { emptyPage, type Page, readPage } from './read.ts';

/** Operation 16: clips matching `q` (at most 50 characters, sent exactly as given). */
export async function searchClips(client: Client, q: string, options: PageOptions = {}): Promise<Page<Clip>> {
  const operation = 'clips.search';
  checkSearchText(operation, q);
  const offset = checkOffset(operation, options.offset);
  const limit = checkPageSize(operation, options.limit);
  if (offset !== undefined && offset > OFFSET_MAX.clipsSearch) return emptyPage(offset);
  const url = buildUrl(operation, client.config.baseUrl, '/v1/clips/search', [
    keyParam(client),
    ['q', q],
    ['limit', limit],
    ['offset', offset],
    ...sharedParams(client, ['country_code', 'lang', 'rating']),
  ]);
  return getJson(client, { ...options, operation, url, read: readPage(operation, clipSchema, offset) });
}

/** Operation 17: trending clips. */
export async function trendingClips(client: Client, options: PageOptions = {}): Promise<Page<Clip>> {
  const operation = 'clips.trending';
  const offset = checkOffset(operation, options.offset);
  const limit = checkPageSize(operation, options.limit);
  if (offset !== undefined && offset > OFFSET_MAX.clipsTrending) return emptyPage(offset);
  const url = buildUrl(operation, client.config.baseUrl, '/v1/clips/trending', [
    keyParam(client),
    ['limit', limit],
    ['offset', offset],
    ...sharedParams(client, ['country_code', 'rating']),
  ]);
  return getJson(client, { ...options, operation, url, read: readPage(operation, clipSchema, offset) });
}
