/** Contract: the paginator over real operations, to each of its stopping points. */
import { describe, expect, it } from 'vitest';
import {
  createPaginator,
  OFFSET_MAX,
  searchGifs,
  searchStickers,
  trendingGifs,
} from '../../src/client/index.ts';
import { startReferenceService } from './support.ts';

const { makeClient, requestsOf } = startReferenceService();

async function drain(paginator: { done: boolean; next(): Promise<unknown> }) {
  for (let i = 0; i < 100 && !paginator.done; i++) await paginator.next();
}

describe('createPaginator on the reference service', () => {
  it('stops trending at the maximum offset (499) with no request past it', async () => {
    const { client } = makeClient();
    const paginator = createPaginator(
      (offset, signal) => trendingGifs(client, { offset, limit: 100, signal }),
      {
        maxOffset: OFFSET_MAX.trending,
      },
    );
    await drain(paginator);
    const offsets = requestsOf('gifs.trending').map((entry) =>
      new URLSearchParams(entry.rawQuery).get('offset'),
    );
    expect(offsets).toEqual(['0', '100', '200', '300', '400']);
    expect(paginator.items).toHaveLength(500);
    expect(new Set(paginator.items.map((gif) => gif.id)).size).toBe(500);
  });

  it('stops a search at total_count', async () => {
    const { client } = makeClient();
    const first = await searchStickers(client, 'cat', { limit: 1 });
    const total = first.pagination.total_count ?? 0;
    expect(total).toBeGreaterThan(30);
    const paginator = createPaginator((offset) => searchStickers(client, 'cat', { offset, limit: 30 }), {
      maxOffset: OFFSET_MAX.search,
    });
    await drain(paginator);
    expect(paginator.items).toHaveLength(total);
    expect(requestsOf('stickers.search')).toHaveLength(1 + Math.ceil(total / 30));
  });

  it('stops on an empty search without asking again', async () => {
    const { client } = makeClient();
    const paginator = createPaginator((offset) => searchGifs(client, 'zzqqxxnothing', { offset }));
    expect(await paginator.next()).toEqual([]);
    expect(paginator.done).toBe(true);
    expect(requestsOf('gifs.search')).toHaveLength(1);
  });
});
