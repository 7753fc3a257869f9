import { describe, expect, it } from 'vitest';
import { get, withReferenceService } from '../testing/api.ts';

const { service } = withReferenceService();
const call = (path: string, params: Record<string, string | number | undefined> = {}) =>
  get(service().baseUrl, path, { api_key: service().keys.approved, ...params });
const control = (path: string, body?: unknown) =>
  fetch(`${service().controlUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('control API: removing and re-rating items', () => {
  it('a removed item leaves by id, by ids, content by ids and trending, until reset', async () => {
    const trending = (await call('/v1/gifs/trending')).body.data as { id: string }[];
    const [gone, kept] = trending.map((item) => item.id);
    expect((await control(`/items/${gone}/remove`)).status).toBe(200);
    expect((await call(`/v1/gifs/${gone}`)).status).toBe(404);
    const ids = `${gone},${kept}`;
    expect((await call('/v1/gifs', { ids })).body.data.map((item: { id: string }) => item.id)).toEqual([
      kept,
    ]);
    expect((await call('/v1/content', { ids })).body.data.map((item: { id: string }) => item.id)).toEqual([
      kept,
    ]);
    const after = (await call('/v1/gifs/trending')).body.data.map((item: { id: string }) => item.id);
    expect(after).not.toContain(gone);
    service().control.reset();
    expect((await call(`/v1/gifs/${gone}`)).status).toBe(200);
  });

  it('a re-rated item follows the rating parameter, until reset', async () => {
    const [item] = (await call('/v1/gifs/trending', { rating: 'g' })).body.data as { id: string }[];
    const id = item?.id as string;
    expect((await control(`/items/${id}/rating`, { rating: 'r' })).status).toBe(200);
    expect((await call(`/v1/gifs/${id}`, { rating: 'pg-13' })).body.meta.status).toBe(404);
    expect((await call('/v1/gifs', { ids: id, rating: 'pg-13' })).body.data).toEqual([]);
    expect((await call(`/v1/gifs/${id}`)).body.data.rating).toBe('r');
    service().control.reset();
    expect((await call(`/v1/gifs/${id}`, { rating: 'g' })).status).toBe(200);
  });

  it('refuses an unknown item or rating', async () => {
    expect((await control('/items/NoSuchItem/remove')).status).toBe(404);
    const [item] = (await call('/v1/gifs/trending')).body.data as { id: string }[];
    expect((await control(`/items/${item?.id}/rating`, { rating: 'nc-17' })).status).toBe(400);
  });
});
