/**
 * A `fetch` double that answers like the reference service for the few operations the
 * background's own logic depends on (keys, random ID, trending, search, GIFs by ids, clips,
 * pingbacks).
 * The interface itself is tested against the real reference service (test/client, test/e2e).
 */
export const BASE_URL = 'http://127.0.0.1:8470';
export const API_KEYS = { beta: 'beta-key', production: 'production-key', approved: 'approved-key' } as const;

export interface FakeService {
  fetch: typeof fetch;
  /** Every URL fetched, in order. */
  requests: URL[];
  pingbacks: URL[];
  issuedIds: string[];
  /** While set, the random-ID operation answers 503. */
  randomIdDown: boolean;
  /** While set, trending answers once it resolves. */
  trendingHeld: Promise<void> | null;
}

const meta = (status = 200) => ({
  status,
  msg: status === 200 ? 'OK' : 'error',
  response_id: status === 200 ? 'r1' : '',
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function gif(id: string) {
  const tracking = (action: string) => ({
    url: `${BASE_URL}/v2/pingback_simple?analytics_response_payload=${id}&action_type=${action}`,
  });
  return {
    id,
    type: 'gif',
    title: `GIF ${id}`,
    analytics: { onload: tracking('SEEN'), onclick: tracking('CLICK'), onsent: tracking('SENT') },
  };
}

export function createFakeService(): FakeService {
  const service: FakeService = {
    fetch: undefined as never,
    requests: [],
    pingbacks: [],
    issuedIds: [],
    randomIdDown: false,
    trendingHeld: null,
  };
  service.fetch = (async (input: string | URL) => {
    const url = new URL(String(input));
    service.requests.push(url);
    if (url.pathname.endsWith('/trending') && service.trendingHeld) await service.trendingHeld;
    if (url.pathname === '/v2/pingback_simple') {
      service.pingbacks.push(url);
      return json(200, { meta: meta() });
    }
    const key = url.searchParams.get('api_key');
    // The emoji operations list no `api_key` (docs/interface.md §5.2), and the service answers them without one.
    if (url.pathname === '/v2/emoji' && key === null)
      return json(200, {
        data: [gif('emoji-1')],
        pagination: { count: 1, offset: 0, next_cursor: null },
        meta: meta(),
      });
    const kind = Object.entries(API_KEYS).find(([, value]) => value === key)?.[0];
    if (!kind) return json(401, { data: [], meta: meta(401) });
    const limit = Number(url.searchParams.get('limit') ?? 25);
    switch (url.pathname) {
      case '/v1/randomid': {
        if (service.randomIdDown) return json(503, { data: [], meta: meta(503) });
        const id = `rid-${service.issuedIds.length + 1}`;
        service.issuedIds.push(id);
        return json(200, { data: { random_id: id }, meta: meta() });
      }
      case '/v1/gifs/trending':
      case '/v1/gifs/search': {
        if (kind === 'beta' && limit > 50) return json(400, { data: [], meta: meta(400) });
        const data = Array.from({ length: Math.min(limit, 60) }, (_, i) => gif(`g${i}`));
        return json(200, {
          data,
          pagination: { total_count: 500, count: data.length, offset: 0 },
          meta: meta(),
        });
      }
      case '/v1/gifs': {
        const data = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean).map(gif);
        return json(200, {
          data,
          pagination: { total_count: data.length, count: data.length, offset: 0 },
          meta: meta(),
        });
      }
      case '/v1/clips/trending':
        if (kind !== 'approved') return json(403, { data: [], meta: meta(403) });
        return json(200, { data: [], pagination: { total_count: 0, count: 0, offset: 0 }, meta: meta() });
      default:
        return json(404, { data: [], meta: meta(404) });
    }
  }) as typeof fetch;
  return service;
}
