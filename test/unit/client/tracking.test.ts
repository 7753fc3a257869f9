import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../../src/client/errors.ts';
import { buildTrackingUrl } from '../../../src/client/tracking.ts';

const PINGBACK =
  'https://pingback.example.test/v2/pingback_simple?analytics_response_payload=ZT1hJmk9Yg%3D%3D&action_type=SEEN';
const TS = 1_767_225_600_123;

describe('buildTrackingUrl', () => {
  it.each([
    ['keeps the URL and its parameters byte for byte', PINGBACK, `${PINGBACK}&customer_id=u1&ts=${TS}`],
    [
      'starts a query when there is none',
      'https://p.test/ping',
      `https://p.test/ping?customer_id=u1&ts=${TS}`,
    ],
    ['does not double a trailing ?', 'https://p.test/ping?', `https://p.test/ping?customer_id=u1&ts=${TS}`],
    [
      'does not double a trailing &',
      'https://p.test/ping?a=1&',
      `https://p.test/ping?a=1&customer_id=u1&ts=${TS}`,
    ],
    [
      'keeps a fragment last',
      'https://p.test/ping?a=1#x',
      `https://p.test/ping?a=1&customer_id=u1&ts=${TS}#x`,
    ],
    [
      'keeps odd encodings as sent (no re-serialization)',
      'https://p.test/p?q=a+b&r=%7e%2F',
      `https://p.test/p?q=a+b&r=%7e%2F&customer_id=u1&ts=${TS}`,
    ],
  ])('%s', (_name, url, expected) => {
    expect(buildTrackingUrl(url, { customerId: 'u1', ts: TS })).toBe(expected);
  });

  it('encodes the customer id once', () => {
    const url = buildTrackingUrl(PINGBACK, { customerId: 'a b&c=d/é', ts: TS });
    expect(new URL(url).searchParams.get('customer_id')).toBe('a b&c=d/é');
  });

  it.each([
    ['a URL that is not http(s)', 'javascript:alert(1)', 'u1', TS, 'tracking-url'],
    ['a relative URL', '/v2/pingback_simple', 'u1', TS, 'tracking-url'],
    ['a ts in seconds with a fraction', PINGBACK, 'u1', 1.5, 'tracking-url'],
    ['a negative ts', PINGBACK, 'u1', -1, 'tracking-url'],
    ['no customer id', PINGBACK, '', TS, 'customer-id'],
  ])('refuses %s', (_name, url, customerId, ts, limit) => {
    expect(() => buildTrackingUrl(url, { customerId, ts })).toThrow(ServiceError);
    try {
      buildTrackingUrl(url, { customerId, ts });
    } catch (error) {
      expect(error).toMatchObject({ kind: 'bad-request', limit });
    }
  });

  it('keeps any query as a prefix and adds exactly customer_id and ts', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true }),
        fc.string({ unit: 'binary', minLength: 1 }),
        fc.integer({ min: 1e12, max: 9e12 }),
        (url, customerId, ts) => {
          const built = buildTrackingUrl(url, { customerId, ts });
          const hash = url.indexOf('#');
          const head = hash === -1 ? url : url.slice(0, hash);
          expect(built.startsWith(head)).toBe(true);
          const added = new URLSearchParams(built.slice(head.length).replace(/^[?&]/, '').split('#')[0]);
          expect([...added.keys()]).toEqual(['customer_id', 'ts']);
          expect(added.get('customer_id')).toBe(customerId);
          expect(added.get('ts')).toBe(String(ts));
        },
      ),
    );
  });
});

describe('the two forms of the user identifier (docs/interface.md §6, §9.2)', () => {
  it('names it customer_id by default and random_id in the earlier form', () => {
    expect(buildTrackingUrl(PINGBACK, { customerId: 'u1', ts: TS })).toBe(
      `${PINGBACK}&customer_id=u1&ts=${TS}`,
    );
    expect(buildTrackingUrl(PINGBACK, { customerId: 'u1', ts: TS, userParam: 'random_id' })).toBe(
      `${PINGBACK}&random_id=u1&ts=${TS}`,
    );
  });
});
