/** Operations 8 and 9: GIFs by identifier. */
import { type Client, keyParam, type SharedParam, sharedParams } from '../config.ts';
import { type CallOptions, getJson } from '../request.ts';
import { type Gif, gifSchema } from '../schemas/gif.ts';
import { buildUrl, encodeSegment } from '../url.ts';
import { fetchInBatches } from './batches.ts';
import { readItem, readList } from './read.ts';

const BY_ID_SHARED: SharedParam[] = ['customer_id', 'rating', 'country_code', 'region'];

/**
 * Operation 8: one GIF. An unknown id, or one rated above the client's `rating` (which the
 * service reports only in `meta.status`, docs/interface.md §7.1), fails with kind `not-found`.
 */
export async function getGif(client: Client, id: string, options: CallOptions = {}): Promise<Gif> {
  const operation = 'gifs.by_id';
  const url = buildUrl(operation, client.config.baseUrl, `/v1/gifs/${encodeSegment(operation, id)}`, [
    keyParam(client),
    ...sharedParams(client, BY_ID_SHARED),
  ]);
  return getJson(client, { ...options, operation, url, read: readItem(operation, gifSchema) });
}

/**
 * Operation 9: several GIFs, in the order asked; unknown ids are left out. More than 100 ids go
 * out in batches of 100.
 */
export function getGifs(client: Client, ids: readonly string[], options: CallOptions = {}): Promise<Gif[]> {
  const operation = 'gifs.by_ids';
  return fetchInBatches(client, operation, ids, options, (batchClient, joined, batchOptions) =>
    getJson(batchClient, {
      ...batchOptions,
      operation,
      url: buildUrl(operation, batchClient.config.baseUrl, '/v1/gifs', [
        keyParam(batchClient),
        ['ids', joined],
        ...sharedParams(batchClient, BY_ID_SHARED),
      ]),
      read: readList(operation, gifSchema),
    }),
  );
}
