/** Contract: operations 8 and 9 against the reference service. */
import { describe, expect, it } from 'vitest';
import { getGif, getGifs, searchGifs, trendingGifs } from '../../src/client/index.ts';
import { failureOf, startReferenceService } from './support.ts';

const { makeClient, requestsOf } = startReferenceService();

describe('by id (operation 8)', () => {
  it('answers the GIF asked for', async () => {
    const { client } = makeClient();
    const [first] = (await trendingGifs(client, { limit: 1 })).data;
    const gif = await getGif(client, first?.id ?? '');
    expect(gif.id).toBe(first?.id);
    expect(gif.images.original).toBeDefined();
    expect(requestsOf('gifs.by_id')[0]?.path).toBe(`/v1/gifs/${first?.id}`);
  });

  it('fails with not-found for an unknown id, without retrying', async () => {
    expect(await failureOf(getGif(makeClient().client, 'doesnotexist123'))).toMatchObject({
      kind: 'not-found',
      status: 404,
      attempts: 1,
    });
  });

  it('reads the 404 that only meta.status carries (a GIF above the rating, HTTP 200)', async () => {
    const all = (await searchGifs(makeClient().client, 'cat', { limit: 50 })).data;
    const racy = all.find((gif) => gif.rating === 'r');
    expect(racy).toBeDefined();
    const error = await failureOf(getGif(makeClient({ rating: 'g' }).client, racy?.id ?? ''));
    expect(error).toMatchObject({ kind: 'not-found', status: 404, attempts: 1 });
    expect(requestsOf('gifs.by_id').at(-1)?.status).toBe(200);
  });

  it('encodes the id as one path segment and refuses one that can be none', async () => {
    const { client } = makeClient();
    expect(await failureOf(getGif(client, 'a/b?c'))).toMatchObject({ kind: 'not-found' });
    expect(requestsOf('gifs.by_id')[0]?.path).toBe('/v1/gifs/a%2Fb%3Fc');
    expect(await failureOf(getGif(client, '..'))).toMatchObject({
      kind: 'bad-request',
      limit: 'path-segment',
    });
    expect(requestsOf('gifs.by_id')).toHaveLength(1);
  });
});

describe('by ids (operation 9)', () => {
  it('answers in the order asked, leaving unknown ids out', async () => {
    const { client } = makeClient();
    const ids = (await trendingGifs(client, { limit: 3 })).data.map((gif) => gif.id);
    const asked = [ids[2], 'unknownid', ids[0], ids[1]] as string[];
    const gifs = await getGifs(client, asked);
    expect(gifs.map((gif) => gif.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(new URLSearchParams(requestsOf('gifs.by_ids')[0]?.rawQuery).get('ids')).toBe(asked.join(','));
  });

  it('splits 250 ids into batches of 100 and merges them in order', async () => {
    const { client } = makeClient();
    const ids = (await trendingGifs(client, { limit: 100 })).data
      .concat((await trendingGifs(client, { limit: 100, offset: 100 })).data)
      .concat((await trendingGifs(client, { limit: 50, offset: 200 })).data)
      .map((gif) => gif.id)
      .reverse();
    const gifs = await getGifs(client, ids);
    expect(gifs.map((gif) => gif.id)).toEqual(ids);
    const batches = requestsOf('gifs.by_ids').map(
      (entry) => new URLSearchParams(entry.rawQuery).get('ids')?.split(',').length,
    );
    expect(batches.sort()).toEqual([100, 100, 50].sort());
  });

  it('sends nothing for no ids and refuses an id that holds a comma', async () => {
    const { client } = makeClient();
    expect(await getGifs(client, [])).toEqual([]);
    expect(await failureOf(getGifs(client, ['a,b']))).toMatchObject({ kind: 'bad-request', limit: 'ids' });
    expect(requestsOf('gifs.by_ids')).toHaveLength(0);
  });

  it('applies the client rating', async () => {
    const { client } = makeClient();
    const all = (await searchGifs(client, 'cat', { limit: 50 })).data;
    const ids = all.map((gif) => gif.id);
    const rated = await getGifs(makeClient({ rating: 'g' }).client, ids);
    expect(rated.length).toBeLessThan(ids.length);
    expect(rated.every((gif) => gif.rating === 'y' || gif.rating === 'g')).toBe(true);
  });
});
