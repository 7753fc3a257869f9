import { describe, expect, it } from 'vitest';
import { ServiceState } from '../state.ts';
import { get, withReferenceService } from '../testing/api.ts';

const { service } = withReferenceService();

/** Every keyed GET operation with the smallest valid parameters. */
const KEYED: [string, string, Record<string, string>][] = [
  ['gifs.trending', '/v1/gifs/trending', {}],
  ['stickers.trending', '/v1/stickers/trending', {}],
  ['gifs.search', '/v1/gifs/search', { q: 'cat' }],
  ['stickers.search', '/v1/stickers/search', { q: 'cat' }],
  ['gifs.translate', '/v1/gifs/translate', { s: 'cat' }],
  ['stickers.translate', '/v1/stickers/translate', { s: 'cat' }],
  ['gifs.random', '/v1/gifs/random', {}],
  ['stickers.random', '/v1/stickers/random', {}],
  ['randomid', '/v1/randomid', {}],
  ['gifs.by_ids', '/v1/gifs', { ids: 'a,b' }],
  ['categories', '/v1/gifs/categories', {}],
  ['tags.completions', '/v1/gifs/search/tags', { q: 'ca' }],
  ['channels.search', '/v1/channels/search', { q: 'cat' }],
  ['tags.related', '/v1/tags/related/cat', {}],
  ['trending.searches', '/v1/trending/searches', {}],
  ['clips.search', '/v1/clips/search', { q: 'cat' }],
  ['clips.trending', '/v1/clips/trending', {}],
  ['content.by_ids', '/v1/content', { ids: 'a' }],
];

describe('docs/interface.md §7: errors', () => {
  it.each(KEYED)('%s: 200 with a key, 401 without one or with an unknown one', async (_id, path, params) => {
    const ok = await get(service().baseUrl, path, { ...params, api_key: service().keys.approved });
    expect(ok.status).toBe(200);
    expect(ok.body.meta).toMatchObject({ status: 200, msg: 'OK' });
    const missing = await get(service().baseUrl, path, params);
    expect(missing.status).toBe(401);
    expect(missing.body.meta.status).toBe(401);
    const unknown = await get(service().baseUrl, path, { ...params, api_key: 'not-a-key' });
    expect(unknown.status).toBe(401);
  });

  it('401 on by-id and content-by-id without a key', async () => {
    expect((await get(service().baseUrl, '/v1/gifs/abc')).status).toBe(401);
    expect((await get(service().baseUrl, '/v1/content/abc')).status).toBe(401);
  });

  it('404 for an unknown path, with a Meta Object', async () => {
    const answer = await get(service().baseUrl, '/v1/nothing/here', { api_key: service().keys.approved });
    expect(answer.status).toBe(404);
    expect(answer.body.meta).toMatchObject({ status: 404 });
  });

  it('400 for a malformed percent-encoding', async () => {
    const response = await fetch(
      `${service().baseUrl}/v1/gifs/search?api_key=${service().keys.approved}&q=%E0%A4%A`,
    );
    expect(response.status).toBe(400);
  });

  it('429 with Retry-After once a key goes over its rate, other keys unaffected', async () => {
    service().control.setPolicy('beta', { rateLimit: { requests: 3, windowMs: 60_000 } });
    const beta = () =>
      get(service().baseUrl, '/v1/gifs/trending', { api_key: service().keys.beta, limit: 1 });
    for (let i = 0; i < 3; i++) expect((await beta()).status).toBe(200);
    const limited = await beta();
    expect(limited.status).toBe(429);
    // The gateway in front of the API answers rate limits in its own form (realworld-fixtures).
    expect(limited.body).toEqual({ message: 'API rate limit exceeded' });
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    const other = await get(service().baseUrl, '/v1/gifs/trending', {
      api_key: service().keys.approved,
      limit: 1,
    });
    expect(other.status).toBe(200);
  });

  // At the service's own clock: a window timed over HTTP closed early or late on a busy machine.
  it('the rate window slides: requests are allowed again once it has passed', () => {
    const state = new ServiceState();
    const policy = { ...state.policies.beta, rateLimit: { requests: 2, windowMs: 300 } };
    expect(state.overRate('k', policy, 1_000)).toBeNull();
    expect(state.overRate('k', policy, 1_200)).toBeNull();
    // Over the rate: the wait runs until the oldest counted request leaves, rounded up to 1 s.
    expect(state.overRate('k', policy, 1_250)).toBe(1);
    // The first request has left the window, the second has not: one more is allowed.
    expect(state.overRate('k', policy, 1_301)).toBeNull();
    expect(state.overRate('k', policy, 1_350)).toBe(1);
    expect(state.overRate('other', policy, 1_350)).toBeNull();
  });

  it('every answer carries a Meta Object and CORS for any origin', async () => {
    const answer = await get(service().baseUrl, '/v1/gifs/trending', { api_key: service().keys.approved });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(Object.keys(answer.body.meta).sort()).toEqual(['msg', 'response_id', 'status']);
  });
});
