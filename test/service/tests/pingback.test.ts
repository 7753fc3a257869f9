import { describe, expect, it } from 'vitest';
import { get, withReferenceService } from '../testing/api.ts';

const { service } = withReferenceService();

async function analyticsOfOneGif() {
  const answer = await get(service().baseUrl, '/v1/gifs/trending', {
    api_key: service().keys.approved,
    limit: 1,
  });
  return answer.body.data[0] as {
    id: string;
    analytics: Record<'onload' | 'onclick' | 'onsent', { url: string }>;
  };
}

/** Appends the user identifier and ts to a tracking URL, keeping its own parameters. */
function track(url: string, extra: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(extra)) target.searchParams.append(name, value);
  return target.toString();
}

describe('analytics (operation 20)', () => {
  it('every item carries onload, onclick and onsent URLs to the pingback endpoint', async () => {
    const gif = await analyticsOfOneGif();
    const actions = { onload: 'SEEN', onclick: 'CLICK', onsent: 'SENT' } as const;
    for (const [member, action] of Object.entries(actions)) {
      const url = new URL(gif.analytics[member as keyof typeof actions].url);
      // The real service keeps analytics on a host of its own.
      expect(url.origin).toBe(service().analyticsUrl);
      expect(url.pathname).toBe('/v2/pingback_simple');
      expect(url.searchParams.get('action_type')).toBe(action);
      expect(url.searchParams.get('analytics_response_payload')).toBeTruthy();
    }
  });

  it('accepts customer_id and a millisecond ts, and records the event', async () => {
    const gif = await analyticsOfOneGif();
    const ts = Date.now();
    for (const member of ['onload', 'onclick', 'onsent'] as const) {
      const response = await fetch(
        track(gif.analytics[member].url, { customer_id: 'user-1', ts: String(ts) }),
      );
      expect(response.status).toBe(200);
    }
    const events = service().control.pingbacks();
    expect(events.map((e) => e.action)).toEqual(['SEEN', 'CLICK', 'SENT']);
    for (const event of events)
      expect(event).toMatchObject({ itemId: gif.id, userId: 'user-1', userParam: 'customer_id', ts });
  });

  it('accepts the earlier form random_id', async () => {
    const gif = await analyticsOfOneGif();
    const response = await fetch(
      track(gif.analytics.onload.url, { random_id: 'abc', ts: String(Date.now()) }),
    );
    expect(response.status).toBe(200);
    expect(service().control.pingbacks()[0]).toMatchObject({ userParam: 'random_id', userId: 'abc' });
  });

  it.each([
    ['no user identifier', { ts: String(Date.now()) }],
    ['no ts', { customer_id: 'u' }],
    ['a ts that is not an integer', { customer_id: 'u', ts: '12.5' }],
    ['a ts in seconds', { customer_id: 'u', ts: String(Math.floor(Date.now() / 1000)) }],
  ])('answers 400 for %s and records nothing', async (_why, extra) => {
    const gif = await analyticsOfOneGif();
    expect((await fetch(track(gif.analytics.onclick.url, extra))).status).toBe(400);
    expect(service().control.pingbacks()).toEqual([]);
  });

  it('answers 400 for a payload it did not issue', async () => {
    const answer = await get(service().analyticsUrl, '/v2/pingback_simple', {
      analytics_response_payload: 'bm90IG91cnM',
      action_type: 'SEEN',
      customer_id: 'u',
      ts: Date.now(),
    });
    expect(answer.status).toBe(400);
  });
});
