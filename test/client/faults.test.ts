/**
 * Faults injected into the reference service: each one ends in the right error kind after the
 * right number of requests (counted in the service's own log). Backoff waits are recorded, not
 * waited; timeouts are real: short only where a case needs one (a hang, a slow answer), and
 * otherwise the client's own, so a busy machine's slow local answer is not taken for a fault.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  getGif,
  listTrendingSearches,
  searchGifs,
  translateGif,
  trendingGifs,
  uploadGif,
} from '../../src/client/index.ts';
import type { FaultSpec } from '../service/index.ts';
import { failureOf, startReferenceService } from './support.ts';

const { service, makeClient, requestsOf } = startReferenceService();

type Fault = Omit<FaultSpec, 'route'>;
type Outcome = 'ok' | string;

// [name, fault, outcome, requests made, backoff waits]; `random` is 0.5, base 300 ms, so the
// jittered waits are 150 and 300 ms.
const GET_FAULTS: [string, Fault, Outcome, number, number[]][] = [
  ['one 429 with Retry-After: 1', { kind: 'status', status: 429, retryAfter: 1 }, 'ok', 2, [1000]],
  [
    '429 with Retry-After: 1, three times',
    { kind: 'status', status: 429, retryAfter: 1, count: 3 },
    'rate-limited',
    3,
    [1000, 1000],
  ],
  ['one 429 without Retry-After', { kind: 'status', status: 429 }, 'ok', 2, [150]],
  [
    '429 without Retry-After, three times',
    { kind: 'status', status: 429, count: 3 },
    'rate-limited',
    3,
    [150, 300],
  ],
  [
    '429 with Retry-After: 60 (over the 10 s cap)',
    { kind: 'status', status: 429, retryAfter: 60, count: 3 },
    'rate-limited',
    1,
    [],
  ],
  ['one 500', { kind: 'status', status: 500 }, 'ok', 2, [150]],
  ['500 three times', { kind: 'status', status: 500, count: 3 }, 'server', 3, [150, 300]],
  ['503 three times', { kind: 'status', status: 503, count: 3 }, 'server', 3, [150, 300]],
  ['503 with Retry-After: 2, once', { kind: 'status', status: 503, retryAfter: 2 }, 'ok', 2, [2000]],
  ['malformed JSON (not retried)', { kind: 'malformed', count: 3 }, 'invalid-response', 1, []],
  ['one truncated body', { kind: 'truncated' }, 'ok', 2, [150]],
  ['truncated bodies three times', { kind: 'truncated', count: 3 }, 'network', 3, [150, 300]],
  ['one synthetic response', { kind: 'synthetic' }, 'ok', 2, [150]],
  ['synthetic responses three times', { kind: 'synthetic', count: 3 }, 'synthetic', 3, [150, 300]],
  ['one hang', { kind: 'hang' }, 'ok', 2, [150]],
  ['hangs three times', { kind: 'hang', count: 3 }, 'timeout', 3, [150, 300]],
  ['one reset', { kind: 'reset' }, 'ok', 2, [150]],
  ['resets three times', { kind: 'reset', count: 3 }, 'network', 3, [150, 300]],
  ['latency within the timeout', { kind: 'latency', latencyMs: 50 }, 'ok', 1, []],
  ['latency past the timeout, once', { kind: 'latency', latencyMs: 5000 }, 'ok', 2, [150]],
  ['400 (not retried)', { kind: 'status', status: 400, count: 3 }, 'bad-request', 1, []],
  ['401 (not retried)', { kind: 'status', status: 401, count: 3 }, 'unauthorized', 1, []],
  ['403 (not retried)', { kind: 'status', status: 403, count: 3 }, 'forbidden', 1, []],
  ['404 (not retried)', { kind: 'status', status: 404, count: 3 }, 'not-found', 1, []],
];

describe('faults on an idempotent GET (gifs.trending)', () => {
  it.each(GET_FAULTS)('%s', async (_name, fault, outcome, requests, waits) => {
    // A hang or a slow answer needs a timeout shorter than the test's; 1.5 s is still far past a
    // local answer on a busy machine (600 ms once was not, under CI's load).
    const slow = fault.kind === 'hang' || (fault.kind === 'latency' && (fault.latencyMs ?? 0) > 1500);
    const { client, sleeps } = makeClient(slow ? { timeoutMs: 1500 } : {});
    service().control.injectFault({ route: 'gifs.trending', ...fault });
    const call = trendingGifs(client, { limit: 2 });
    if (outcome === 'ok') expect((await call).data).toHaveLength(2);
    else expect(await failureOf(call)).toMatchObject({ kind: outcome, attempts: requests });
    expect(requestsOf('gifs.trending')).toHaveLength(requests);
    expect(sleeps).toEqual(waits);
  });

  it('a shorter first attempt gives up early on a slow answer, and the retry gets the full time', async () => {
    service().control.injectFault({ route: 'gifs.trending', kind: 'latency', latencyMs: 900, count: 1 });
    const { client } = makeClient({ timeoutMs: 3000, firstAttemptTimeoutMs: 300 });
    expect((await trendingGifs(client, { limit: 2 })).data).toHaveLength(2);
    // The first request was given up after 300 ms; the second, with 3 s, was answered.
    expect(requestsOf('gifs.trending')).toHaveLength(2);
  });

  it('reports the Retry-After it gave up on', async () => {
    service().control.injectFault({ route: 'gifs.trending', kind: 'status', status: 429, retryAfter: 60 });
    expect((await failureOf(trendingGifs(makeClient().client))).retryAfterMs).toBe(60_000);
  });
});

describe('faults elsewhere', () => {
  it('reads the synthetic single-item response (data {}) as synthetic', async () => {
    service().control.injectFault({ route: 'gifs.translate', kind: 'synthetic', count: 3 });
    expect(await failureOf(translateGif(makeClient().client, 'cat'))).toMatchObject({
      kind: 'synthetic',
      attempts: 3,
    });
  });

  it('retries search and by-id like trending, and a route fault leaves other operations alone', async () => {
    const { client } = makeClient();
    service().control.injectFault({ route: 'gifs.search', kind: 'status', status: 502, count: 2 });
    await expect(searchGifs(client, 'cat')).resolves.toHaveProperty('data');
    expect(requestsOf('gifs.search')).toHaveLength(3);
    const [gif] = (await trendingGifs(client, { limit: 1 })).data;
    service().control.injectFault({ route: 'gifs.by_id', kind: 'reset', count: 3 });
    expect(await failureOf(getGif(client, gif?.id ?? ''))).toMatchObject({ kind: 'network', attempts: 3 });
    expect(requestsOf('gifs.trending')).toHaveLength(1);
  });

  it('gives up on a real rate limit whose window is an hour', async () => {
    service().control.setPolicy('beta', { rateLimit: { requests: 1, windowMs: 3_600_000 } });
    const { client, sleeps } = makeClient({ apiKey: service().keys.beta });
    await listTrendingSearches(client);
    const error = await failureOf(listTrendingSearches(client));
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, attempts: 1 });
    expect(error.retryAfterMs).toBeGreaterThan(3_500_000);
    expect(sleeps).toEqual([]);
  });

  it('cancels during a backoff wait', async () => {
    const controller = new AbortController();
    const { client } = makeClient({
      sleep: async () => {
        controller.abort();
      },
    });
    service().control.injectFault({ route: 'gifs.trending', kind: 'status', status: 500, count: 3 });
    expect(await failureOf(trendingGifs(client, { signal: controller.signal }))).toMatchObject({
      kind: 'aborted',
      attempts: 1,
    });
    expect(requestsOf('gifs.trending')).toHaveLength(1);
  });

  it('cancels a request the service hangs on', async () => {
    const controller = new AbortController();
    service().control.injectFault({ route: 'gifs.trending', kind: 'hang' });
    const call = trendingGifs(makeClient().client, { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    expect(await failureOf(call)).toMatchObject({ kind: 'aborted', attempts: 1 });
  });
});

// No `truncated` row: the reference service's upload route ignores that fault and answers in full
// (start.ts only stops on `answered`). A cut body on a GET is covered above.
describe('faults on upload (never retried)', () => {
  const sample = async () => {
    const { client } = makeClient();
    const [gif] = (await trendingGifs(client, { limit: 1 })).data;
    return (await fetch(gif?.images.fixed_width_small?.url ?? '')).blob();
  };

  it.each<[string, Fault, string]>([
    ['500', { kind: 'status', status: 500, count: 3 }, 'server'],
    ['429 with Retry-After: 1', { kind: 'status', status: 429, retryAfter: 1, count: 3 }, 'rate-limited'],
    ['malformed JSON', { kind: 'malformed', count: 3 }, 'invalid-response'],
    ['a synthetic response', { kind: 'synthetic', count: 3 }, 'synthetic'],
    ['a hang', { kind: 'hang', count: 3 }, 'timeout'],
    ['a reset', { kind: 'reset', count: 3 }, 'network'],
  ])('%s', async (_name, fault, kind) => {
    const file = await sample();
    // Short only where the service hangs: under load a real answer can take longer. Not shorter
    // than 1.5 s: a loaded machine took over 300 ms to get the request to the service at all.
    const { client, sleeps } = makeClient(kind === 'timeout' ? { uploadTimeoutMs: 1_500 } : {});
    service().control.injectFault({ route: 'upload', ...fault });
    expect(await failureOf(uploadGif(client, { file }))).toMatchObject({ kind, attempts: 1 });
    // The service logs a request as it arrives, which under load can follow the client's timeout.
    await vi.waitFor(() => expect(requestsOf('upload')).toHaveLength(1), { timeout: 10_000 });
    expect(sleeps).toEqual([]);
  });
});
