/**
 * Operations 6 and 7: emoji and their variations. The contract lists no `api_key` for them
 * (docs/interface.md §5.2), but the client sends its key anyway: the real service asks for it, and the
 * reference accepts a valid one.
 */
import { type Client, keyParam, sharedParams } from '../config.ts';
import { checkOffset, checkPageSize } from '../limits.ts';
import { type CallOptions, getJson } from '../request.ts';
import { type Emoji, emojiSchema } from '../schemas/emoji.ts';
import { buildUrl, encodeSegment } from '../url.ts';
import type { PageOptions } from './gifs.ts';
import { type Page, readList, readPage } from './read.ts';

/**
 * Operation 6: a page of emoji. Pagination carries `next_cursor` (the next offset, null on the
 * last page) instead of `total_count`; there is no maximum offset.
 */
export async function listEmoji(client: Client, options: PageOptions = {}): Promise<Page<Emoji>> {
  const operation = 'emoji';
  const offset = checkOffset(operation, options.offset);
  const limit = checkPageSize(operation, options.limit);
  const url = buildUrl(operation, client.config.baseUrl, '/v2/emoji', [
    keyParam(client),
    ['limit', limit],
    ['offset', offset],
    ...sharedParams(client, ['customer_id']),
  ]);
  return getJson(client, { ...options, operation, url, read: readPage(operation, emojiSchema, offset) });
}

/** Operation 7: the variations of one emoji (its GIF id); empty for one without variations. */
export async function listEmojiVariations(
  client: Client,
  emojiId: string,
  options: CallOptions = {},
): Promise<Emoji[]> {
  const operation = 'emoji.variations';
  const path = `/v2/emoji/${encodeSegment(operation, emojiId)}/variations`;
  const url = buildUrl(operation, client.config.baseUrl, path, [
    keyParam(client),
    ...sharedParams(client, ['customer_id']),
  ]);
  return getJson(client, { ...options, operation, url, read: readList(operation, emojiSchema) });
}
