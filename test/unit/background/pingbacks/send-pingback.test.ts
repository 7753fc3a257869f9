import { describe, expect, it } from 'vitest';
import {
  computeBackoff,
  createPingbackSender,
  parseRetryAfter,
} from '../../../../src/background/pingbacks/index.ts';

const answer = (status: number, body = '', headers: Record<string, string> = {}) =>
  (async () => new Response(body, { status, headers })) as unknown as typeof fetch;

describe('createPingbackSender', () => {
  it.each([
    [200, '{"meta":{"status":200,"msg":"OK","response_id":"x"}}', { kind: 'accepted' }],
    [200, 'OK', { kind: 'accepted' }],
    [200, '{"meta":{"status":404,"msg":"gone"}}', { kind: 'rejected', reason: 'pingback answered 404' }],
    [400, '', { kind: 'rejected', reason: 'pingback answered 400' }],
    [404, '', { kind: 'rejected', reason: 'pingback answered 404' }],
    [408, '', { kind: 'retry', reason: 'pingback answered 408' }],
    [500, '', { kind: 'retry', reason: 'pingback answered 500' }],
    [503, '', { kind: 'retry', reason: 'pingback answered 503' }],
  ])('classifies %i %j', async (status, body, expected) => {
    const send = createPingbackSender({ fetch: answer(status, body) });
    expect(await send('https://pingback.test/x')).toMatchObject(expected);
  });

  it('reads Retry-After of a 429', async () => {
    const send = createPingbackSender({ fetch: answer(429, '', { 'retry-after': '7' }) });
    expect(await send('https://pingback.test/x')).toEqual({
      kind: 'retry',
      reason: 'pingback answered 429',
      status: 429,
      retryAfterMs: 7000,
    });
  });

  it('turns a network error into a retry, never a throw', async () => {
    const fail = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await createPingbackSender({ fetch: fail })('https://pingback.test/x')).toMatchObject({
      kind: 'retry',
      reason: 'pingback failed: Failed to fetch',
    });
  });

  it('gives up on a hung request after its timeout', async () => {
    const hang = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as unknown as typeof fetch;
    const outcome = await createPingbackSender({ fetch: hang, timeoutMs: 20 })('https://pingback.test/x');
    expect(outcome.kind).toBe('retry');
  });

  it('sends without cookies', async () => {
    let seen: RequestInit | undefined;
    const spy = (async (_url: string, init: RequestInit) => {
      seen = init;
      return new Response('', { status: 200 });
    }) as unknown as typeof fetch;
    await createPingbackSender({ fetch: spy })('https://pingback.test/x');
    expect(seen?.credentials).toBe('omit');
  });
});

describe('backoff', () => {
  const policy = { baseDelayMs: 500, maxDelayMs: 4000 };
  it.each([
    [1, 0.5, 250],
    [2, 0.5, 500],
    [3, 0.5, 1000],
    [10, 0.5, 2000],
    [1, 0, 10],
  ])('after %i failures with random %d waits %i ms', (failures, random, expected) => {
    expect(computeBackoff(failures, undefined, policy, () => random)).toBe(expected);
  });

  it('uses Retry-After as given', () => {
    expect(computeBackoff(3, 60_000, policy, () => 0.5)).toBe(60_000);
  });

  it.each([
    ['5', 5000],
    ['Thu, 01 Jan 2026 00:00:10 GMT', 10_000],
    ['soon', undefined],
  ])('parses Retry-After %j', (value, expected) => {
    expect(parseRetryAfter(value, Date.parse('Thu, 01 Jan 2026 00:00:00 GMT'))).toBe(expected);
  });
});
