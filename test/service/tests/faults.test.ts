import { describe, expect, it } from 'vitest';
import { get, withReferenceService } from '../testing/api.ts';

const { service } = withReferenceService();
const trending = (init: RequestInit = {}) =>
  get(service().baseUrl, '/v1/gifs/trending', { api_key: service().keys.approved, limit: 2 }, init);

describe('fault injection', () => {
  it('answers an injected status with Retry-After, for the next N requests only', async () => {
    service().control.injectFault({
      route: 'gifs.trending',
      kind: 'status',
      status: 429,
      retryAfter: 7,
      count: 2,
    });
    const first = await trending();
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('7');
    expect(first.body.meta.status).toBe(429);
    expect((await trending()).status).toBe(429);
    expect((await trending()).status).toBe(200);
  });

  it.each([500, 503])('answers %i', async (status) => {
    service().control.injectFault({ route: '*', kind: 'status', status });
    const answer = await trending();
    expect(answer.status).toBe(status);
    expect(answer.headers.get('retry-after')).toBeNull();
  });

  it('sends malformed JSON', async () => {
    service().control.injectFault({ route: 'gifs.trending', kind: 'malformed' });
    const response = await fetch(`${service().baseUrl}/v1/gifs/trending?api_key=${service().keys.approved}`);
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  it('sends a truncated body', async () => {
    service().control.injectFault({ route: 'gifs.trending', kind: 'truncated' });
    await expect(
      fetch(`${service().baseUrl}/v1/gifs/trending?api_key=${service().keys.approved}`).then((r) => r.text()),
    ).rejects.toThrow();
  });

  it('cuts media and pingback answers half way too', async () => {
    const gif = (await trending()).body.data[0];
    service().control.injectFault({ route: 'media', kind: 'truncated' });
    await expect(fetch(gif.images.original.url).then((r) => r.arrayBuffer())).rejects.toThrow();
    expect((await fetch(gif.images.original.url)).status).toBe(200);
    service().control.injectFault({ route: 'pingback', kind: 'truncated' });
    const url = `${gif.analytics.onload.url}&customer_id=u&ts=${Date.now()}`;
    await expect(fetch(url).then((r) => r.text())).rejects.toThrow();
    expect((await fetch(url)).status).toBe(200);
  });

  it('sends the synthetic response of docs/interface.md §7.2', async () => {
    service().control.injectFault({ route: 'gifs.trending', kind: 'synthetic' });
    const answer = await trending();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: [], meta: { status: 200, msg: 'OK', response_id: '' } });
    service().control.injectFault({ route: 'gifs.translate', kind: 'synthetic' });
    const single = await get(service().baseUrl, '/v1/gifs/translate', {
      api_key: service().keys.approved,
      s: 'x',
    });
    expect(single.body.data).toEqual({});
  });

  it('hangs until the client gives up', async () => {
    service().control.injectFault({ route: 'gifs.trending', kind: 'hang' });
    await expect(trending({ signal: AbortSignal.timeout(300) })).rejects.toThrow();
  });

  it('resets the connection', async () => {
    service().control.injectFault({ route: 'gifs.trending', kind: 'reset' });
    await expect(trending()).rejects.toThrow();
  });

  it('adds latency and then answers normally', async () => {
    service().control.injectFault({ route: '/v1/gifs/trending', kind: 'latency', latencyMs: 200 });
    const started = Date.now();
    expect((await trending()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('only hits the route named', async () => {
    service().control.injectFault({ route: 'gifs.search', kind: 'status', status: 500 });
    expect((await trending()).status).toBe(200);
    const search = await get(service().baseUrl, '/v1/gifs/search', {
      api_key: service().keys.approved,
      q: 'a',
    });
    expect(search.status).toBe(500);
  });

  it('logs raw query strings and faults, and clears everything on reset', async () => {
    service().control.injectFault({ route: 'gifs.trending', kind: 'status', status: 503 });
    await fetch(`${service().baseUrl}/v1/gifs/trending?api_key=${service().keys.approved}&q=a%2Bb+c`);
    const [entry] = service().control.requests();
    expect(entry).toMatchObject({ operation: 'gifs.trending', fault: 'status', status: 503, server: 'api' });
    expect(entry?.rawQuery).toBe(`api_key=${service().keys.approved}&q=a%2Bb+c`);
    service().control.reset();
    expect(service().control.requests()).toEqual([]);
  });

  it('is steerable over the control HTTP API', async () => {
    const control = service().controlUrl;
    const post = (path: string, body: unknown) =>
      fetch(`${control}${path}`, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.status);
    expect(await post('/faults', { route: 'gifs.trending', kind: 'status', status: 502 })).toBe(200);
    expect((await trending()).status).toBe(502);
    const requests = await fetch(`${control}/requests`).then((r) => r.json());
    expect(requests.at(-1)).toMatchObject({ operation: 'gifs.trending', status: 502 });
    expect(await post('/policies/beta', { rateLimit: { requests: 1, windowMs: 60000 } })).toBe(200);
    expect(await post('/faults', { route: 'x' })).toBe(400);
    expect(await post('/reset', {})).toBe(200);
    expect(await fetch(`${control}/requests`).then((r) => r.json())).toEqual([]);
  });
});
