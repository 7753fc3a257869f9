import { describe, expect, it } from 'vitest';
import {
  getGif,
  getGifs,
  listTrendingSearches,
  randomGif,
  ServiceError,
  searchGifs,
  trendingGifs,
} from '../../../src/client/index.ts';
import { fakeClient, ok, scriptFetch } from './fake-fetch.ts';

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('expected a ServiceError');
};

describe('retries of idempotent GETs', () => {
  it.each([
    ['500, 500, ok', [{ status: 500, body: {} }, { status: 500, body: {} }, ok([])], 'ok', 3, [150, 300]],
    ['503 three times', [{ status: 503, text: '' }], 'server', 3, [150, 300]],
    ['a network error, then ok', [{ fail: 'network' as const }, ok([])], 'ok', 2, [150]],
    [
      '429 with Retry-After: 2',
      [{ status: 429, body: {}, headers: { 'retry-after': '2' } }, ok([])],
      'ok',
      2,
      [2000],
    ],
    [
      '429 with Retry-After: 3600 (over the cap)',
      [{ status: 429, body: {}, headers: { 'retry-after': '3600' } }],
      'rate-limited',
      1,
      [],
    ],
    ['429 without Retry-After', [{ status: 429, body: {} }], 'rate-limited', 3, [150, 300]],
    [
      'a synthetic response',
      [{ body: { data: [], meta: { status: 200, msg: 'OK', response_id: '' } } }],
      'synthetic',
      3,
      [150, 300],
    ],
    [
      'meta.status 503 in a 200',
      [{ body: { data: [], meta: { status: 503, msg: 'x' } } }, ok([])],
      'ok',
      2,
      [150],
    ],
    ['400', [{ status: 400, body: {} }], 'bad-request', 1, []],
    ['401', [{ status: 401, body: {} }], 'unauthorized', 1, []],
    ['403', [{ status: 403, body: {} }], 'forbidden', 1, []],
    ['404', [{ status: 404, body: {} }], 'not-found', 1, []],
    ['malformed JSON', [{ text: '{"data": [' }], 'invalid-response', 1, []],
    ['a body of the wrong shape', [ok({ not: 'a list' })], 'invalid-response', 1, []],
  ])('%s', async (_name, script, outcome, requests, sleeps) => {
    const fake = scriptFetch(...script);
    const { client, sleeps: waited } = fakeClient(fake);
    const result = listTrendingSearches(client);
    if (outcome === 'ok') await expect(result).resolves.toEqual([]);
    else expect(await failure(result)).toMatchObject({ kind: outcome, attempts: requests });
    expect(fake.calls).toHaveLength(requests);
    expect(waited).toEqual(sleeps);
  });

  it('times out each attempt and gives up after the attempt limit', async () => {
    const fake = scriptFetch({ fail: 'hang' });
    const { client } = fakeClient(fake, { timeoutMs: 20 });
    expect(await failure(listTrendingSearches(client))).toMatchObject({ kind: 'timeout', attempts: 3 });
    expect(fake.calls).toHaveLength(3);
  });

  it('stops at once when aborted, also during a backoff wait', async () => {
    const controller = new AbortController();
    const fake = scriptFetch({ status: 500, body: {} });
    const { client } = fakeClient(fake, {
      sleep: async () => {
        controller.abort();
      },
    });
    expect(await failure(listTrendingSearches(client, { signal: controller.signal }))).toMatchObject({
      kind: 'aborted',
      attempts: 1,
    });
    expect(fake.calls).toHaveLength(1);
    expect(await failure(listTrendingSearches(client, { signal: controller.signal }))).toMatchObject({
      kind: 'aborted',
    });
    expect(fake.calls).toHaveLength(1);
  });

  it('aborts a request in flight', async () => {
    const controller = new AbortController();
    const fake = scriptFetch({ fail: 'hang' });
    const { client } = fakeClient(fake);
    const call = listTrendingSearches(client, { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    expect(await failure(call)).toMatchObject({ kind: 'aborted', attempts: 1 });
  });

  it('honours the retry policy of the client', async () => {
    const fake = scriptFetch({ status: 500, body: {} });
    const { client } = fakeClient(fake, { retry: { attempts: 5 } });
    expect(await failure(listTrendingSearches(client))).toMatchObject({ kind: 'server', attempts: 5 });
  });
});

describe('operations on odd answers', () => {
  it('answers an empty page past the maximum offset without a request', async () => {
    const fake = scriptFetch(ok([]));
    const { client } = fakeClient(fake);
    expect(await trendingGifs(client, { offset: 500 })).toEqual({
      data: [],
      pagination: { offset: 500, count: 0 },
    });
    expect(await searchGifs(client, 'cat', { offset: 5000 })).toEqual({
      data: [],
      pagination: { offset: 5000, count: 0 },
    });
    expect(fake.calls).toHaveLength(0);
    await trendingGifs(client, { offset: 499 });
    await searchGifs(client, 'cat', { offset: 4999 });
    expect(fake.calls).toHaveLength(2);
  });

  it('fills in a missing Pagination Object', async () => {
    const fake = scriptFetch(ok([{ id: 'a' }]));
    const { client } = fakeClient(fake);
    expect((await trendingGifs(client, { offset: 10 })).pagination).toEqual({ offset: 10, count: 1 });
  });

  it('reads random with no match as null, and by-id with an empty 200 as invalid', async () => {
    const fake = scriptFetch(ok([]));
    const { client } = fakeClient(fake);
    expect(await randomGif(client, { tag: 'zzz' })).toBeNull();
    expect(await failure(getGif(client, 'abc'))).toMatchObject({ kind: 'invalid-response' });
  });

  it('reads by-id rated above the client rating as not-found (meta.status 404 in a 200)', async () => {
    const fake = scriptFetch({
      body: { data: [], meta: { status: 404, msg: 'Not Found', response_id: 'r' } },
    });
    const { client } = fakeClient(fake, { rating: 'g' });
    expect(await failure(getGif(client, 'abc'))).toMatchObject({
      kind: 'not-found',
      status: 404,
      attempts: 1,
    });
    expect(fake.calls[0]?.url).toBe('https://api.example.test/v1/gifs/abc?api_key=key&rating=g');
  });

  it('merges batches in the order asked, whatever order the service answers in', async () => {
    const ids = Array.from({ length: 150 }, (_, i) => `g${i}`);
    const calls: string[] = [];
    const { client } = fakeClient({
      calls: [],
      fetch: (async (input: RequestInfo | URL) => {
        const asked = new URL(String(input)).searchParams.get('ids')?.split(',') ?? [];
        calls.push(String(input));
        // Answer reversed, without the unknown id g7.
        const data = asked
          .filter((id) => id !== 'g7')
          .reverse()
          .map((id) => ({ id }));
        return new Response(JSON.stringify(ok(data).body));
      }) as typeof fetch,
    });
    const gifs = await getGifs(client, ids);
    expect(calls).toHaveLength(2);
    expect(gifs.map((gif) => gif.id)).toEqual(ids.filter((id) => id !== 'g7'));
    expect(await getGifs(client, [])).toEqual([]);
    expect(calls).toHaveLength(2);
  });

  it('fails the whole call when one batch fails, and cancels the others', async () => {
    let aborted = 0;
    const { client } = fakeClient({
      calls: [],
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('g0%2C')) return Promise.resolve(new Response('{}', { status: 403 }));
        return new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted++;
            reject(new DOMException('aborted', 'AbortError'));
          });
        });
      }) as typeof fetch,
    });
    const ids = Array.from({ length: 250 }, (_, i) => `g${i}`);
    expect(await failure(getGifs(client, ids))).toMatchObject({ kind: 'forbidden' });
    expect(aborted).toBe(2);
  });
});

describe('a signal aborted before the call', () => {
  it('sends nothing, for single requests, batches and uploads', async () => {
    const { getContents, uploadGif } = await import('../../../src/client/index.ts');
    const fake = scriptFetch(ok([]));
    const { client } = fakeClient(fake);
    const signal = AbortSignal.abort();
    const ids = Array.from({ length: 150 }, (_, i) => `g${i}`);
    for (const call of [
      trendingGifs(client, { signal }),
      getGifs(client, ids, { signal }),
      getContents(client, ['a'], { signal }),
      uploadGif(client, { sourceImageUrl: 'https://example.test/a.gif', signal }),
    ]) {
      expect(await failure(call)).toMatchObject({ kind: 'aborted' });
    }
    expect(fake.calls).toHaveLength(0);
  });
});
