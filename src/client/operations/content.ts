/** Operations 18 and 19: any content (GIF, sticker or clip) by identifier. */
import { type Client, keyParam } from '../config.ts';
import { type CallOptions, getJson } from '../request.ts';
import { type Content, clipSchema } from '../schemas/clip.ts';
import { buildUrl, encodeSegment } from '../url.ts';
import { fetchInBatches } from './batches.ts';
import { readItem, readList } from './read.ts';

/** Operation 18: one item; a clip needs an approved app (kind `forbidden` otherwise). */
export async function getContent(client: Client, id: string, options: CallOptions = {}): Promise<Content> {
  const operation = 'content.by_id';
  const url = buildUrl(operation, client.config.baseUrl, `/v1/content/${encodeSegment(operation, id)}`, [
    keyParam(client),
  ]);
  return getJson(client, { ...options, operation, url, read: readItem(operation, clipSchema) });
}

/** Operation 19: several items in the order asked, in batches of 100; unknown ids left out. */
export function getContents(
  client: Client,
  ids: readonly string[],
  options: CallOptions = {},
): Promise<Content[]> {
  const operation = 'content.by_ids';
  return fetchInBatches(client, operation, ids, options, (batchClient, joined, batchOptions) =>
    getJson(batchClient, {
      ...batchOptions,
      operation,
      url: buildUrl(operation, batchClient.config.baseUrl, '/v1/content', [
        keyParam(batchClient),
        ['ids', joined],
      ]),
      read: readList(operation, clipSchema),
    }),
  );
}
