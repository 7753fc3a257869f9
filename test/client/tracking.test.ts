/** Contract: operation 20 (tracking URLs) against the reference service. */
import { describe, expect, it } from 'vitest';
import { registerAction, trendingGifs } from '../../src/client/index.ts';
import { failureOf, startReferenceService } from './support.ts';

const { service, makeClient } = startReferenceService();

describe('tracking (operation 20)', () => {
  it('registers a view, a click and a send with customer_id and the millisecond ts', async () => {
    const { client } = makeClient({ customerId: 'user-7', now: () => 1_767_225_600_123 });
    const [gif] = (await trendingGifs(client, { limit: 1 })).data;
    for (const action of ['onload', 'onclick', 'onsent'] as const) {
      expect(await registerAction(client, gif?.analytics, action)).toBe(true);
    }
    expect(service().control.pingbacks()).toMatchObject([
      { action: 'SEEN', itemId: gif?.id, userId: 'user-7', userParam: 'customer_id', ts: 1_767_225_600_123 },
      { action: 'CLICK', itemId: gif?.id },
      { action: 'SENT', itemId: gif?.id },
    ]);
  });

  it("keeps the URL's own parameters exactly and appends only customer_id and ts", async () => {
    const { client } = makeClient({ customerId: 'a b&c' });
    const [gif] = (await trendingGifs(client, { limit: 1 })).data;
    await registerAction(client, gif?.analytics, 'onclick', { ts: 1_767_225_600_999 });
    const given = new URL(gif?.analytics?.onclick?.url ?? '').search.slice(1);
    const [pingback] = service().control.pingbacks();
    expect(pingback?.rawQuery).toBe(`${given}&customer_id=a%20b%26c&ts=1767225600999`);
    expect(pingback?.userId).toBe('a b&c');
  });

  it('does nothing for an item without the tracking URL', async () => {
    const { client } = makeClient({ customerId: 'u1' });
    expect(await registerAction(client, undefined, 'onload')).toBe(false);
    expect(await registerAction(client, { onload: { url: undefined } }, 'onload')).toBe(false);
    expect(service().control.requests()).toHaveLength(0);
  });

  it('refuses to send without a customer id', async () => {
    const { client } = makeClient();
    const [gif] = (await trendingGifs(client, { limit: 1 })).data;
    expect(await failureOf(registerAction(client, gif?.analytics, 'onload'))).toMatchObject({
      kind: 'bad-request',
      limit: 'customer-id',
    });
    expect(service().control.pingbacks()).toHaveLength(0);
  });

  it('fails once, without a retry, when the tracking endpoint errs', async () => {
    const { client, sleeps } = makeClient({ customerId: 'u1' });
    const [gif] = (await trendingGifs(client, { limit: 1 })).data;
    service().control.injectFault({ route: 'pingback', kind: 'status', status: 503, count: 5 });
    expect(await failureOf(registerAction(client, gif?.analytics, 'onsent'))).toMatchObject({
      kind: 'server',
      attempts: 1,
    });
    expect(
      service()
        .control.requests()
        .filter((entry) => entry.operation === 'pingback'),
    ).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('passes the service refusal of a seconds timestamp through as bad-request', async () => {
    const { client } = makeClient({ customerId: 'u1' });
    const [gif] = (await trendingGifs(client, { limit: 1 })).data;
    expect(
      await failureOf(registerAction(client, gif?.analytics, 'onload', { ts: 1_767_225_600 })),
    ).toMatchObject({
      kind: 'bad-request',
      status: 400,
    });
  });
});
