/**
 * Lists of identifiers longer than one request takes (docs/interface.md §4.3: 100): sent as parallel batches,
 * merged in the order asked. One failed batch cancels the others and fails the call.
 */
import type { Client } from '../config.ts';
import { checkIds, splitIntoBatches } from '../limits.ts';
import type { CallOptions } from '../request.ts';

export type FetchBatch<T> = (client: Client, ids: string, options: CallOptions) => Promise<T[]>;

/** Items for `ids` in the order asked; ids the service left out (unknown, filtered) are absent. */
export async function fetchInBatches<T extends { id: string }>(
  client: Client,
  operation: string,
  ids: readonly string[],
  options: CallOptions,
  fetchBatch: FetchBatch<T>,
): Promise<T[]> {
  checkIds(operation, ids);
  const batches = splitIntoBatches(ids);
  if (batches.length === 0) return [];
  const controller = new AbortController();
  const forward = () => controller.abort();
  // An already-aborted signal never fires again: copy its state, or the batches would go out.
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', forward, { once: true });
  let pages: T[][];
  try {
    pages = await Promise.all(
      batches.map((batch) =>
        fetchBatch(client, batch.join(','), { ...options, signal: controller.signal }).catch((error) => {
          // The first failure is the one reported; the rest are cancelled, not waited for.
          controller.abort();
          throw error;
        }),
      ),
    );
  } finally {
    options.signal?.removeEventListener('abort', forward);
  }
  const byId = new Map<string, T>();
  for (const item of pages.flat()) if (!byId.has(item.id)) byId.set(item.id, item);
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}
