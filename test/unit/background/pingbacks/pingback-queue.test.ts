import { describe, expect, it, vi } from 'vitest';
import { createHarness, freshDbName, viewAt } from './queue-harness.ts';

describe('PingbackQueue', () => {
  it('sends the tracking URL with customer_id and the action time appended, keeping its own parameters', async () => {
    const h = createHarness();
    await h.queue.enqueue(viewAt(1_799_999_999_123));
    h.clock.now += 5000;
    await h.queue.flush();
    expect(h.sent).toEqual([
      'https://pingback.test/v2/pingback_simple?analytics_response_payload=p1&action_type=SEEN&customer_id=rid-1&ts=1799999999123',
    ]);
    expect(await h.queue.describe()).toMatchObject({ length: 0, sent: 1 });
  });

  it('has the event on disk when enqueue resolves, before anything is sent', async () => {
    const h = createHarness({
      obtainCustomerId: async () => undefined,
      peekCustomerId: async () => undefined,
    });
    await h.queue.enqueue(viewAt(h.clock.now));
    const onDisk = await h.store.readOldest(10);
    expect(onDisk).toHaveLength(1);
    expect(onDisk[0]).toMatchObject({ action: 'onload', ts: h.clock.now, attempts: 0 });
  });

  it('waits without a random ID (docs/interface.md §6 requires customer_id) and sends once one exists', async () => {
    let id: string | undefined;
    const h = createHarness({ obtainCustomerId: async () => id, peekCustomerId: async () => undefined });
    await h.queue.enqueue(viewAt(h.clock.now));
    await h.queue.flush();
    expect(h.sent).toEqual([]);
    expect(h.wakes).toHaveLength(1);
    id = 'late-id';
    h.clock.now += 60_000;
    await h.queue.flush();
    expect(h.sent).toHaveLength(1);
    expect(h.sent[0]).toContain('customer_id=late-id');
  });

  it('keeps the random ID the action happened under, even if it is reset before the send', async () => {
    let current = 'first-id';
    const h = createHarness({
      obtainCustomerId: async () => current,
      peekCustomerId: async () => current,
      send: async () => ({ kind: 'retry', reason: 'down' }),
    });
    await h.queue.enqueue(viewAt(h.clock.now));
    current = 'second-id';
    const [event] = await h.store.readOldest(1);
    expect(event?.customerId).toBe('first-id');
  });

  it.each([
    ['a 503', { kind: 'retry', reason: '503' }],
    ['a network error', { kind: 'retry', reason: 'reset' }],
  ] as const)('keeps the event after %s, with a backoff of its own', async (_name, outcome) => {
    const h = createHarness();
    h.outcomes.push(outcome);
    await h.queue.enqueue(viewAt(h.clock.now));
    await h.queue.flush();
    expect(await h.queue.describe()).toMatchObject({ length: 1, sent: 0 });
    const [event] = await h.store.readOldest(1);
    expect(event?.attempts).toBe(1);
    expect(event?.notBefore).toBeGreaterThan(h.clock.now);
    expect(event?.sendingSince).toBeUndefined();
    expect(h.wakes.at(-1)?.ms).toBe((event?.notBefore ?? 0) - h.clock.now);
    // Nothing goes out before its time.
    await h.queue.flush();
    expect(h.sent).toHaveLength(1);
    h.clock.now = event?.notBefore ?? 0;
    await h.queue.flush();
    expect(h.sent).toHaveLength(2);
    expect(await h.queue.describe()).toMatchObject({ length: 0, sent: 1 });
  });

  it('tries a failed send again at its backoff, with no other event or flush to wake it', async () => {
    const h = createHarness();
    h.outcomes.push({ kind: 'retry', reason: '503' });
    // The enqueue's own flush sends and fails; nothing else runs the queue after it.
    await h.queue.enqueue(viewAt(h.clock.now));
    await vi.waitFor(() => expect(h.wakes).toHaveLength(1));
    const [event] = await h.store.readOldest(1);
    expect(h.wakes[0]?.ms).toBe((event?.notBefore ?? 0) - h.clock.now);
    h.clock.now = event?.notBefore ?? 0;
    h.wakes[0]?.wake();
    await vi.waitFor(() => expect(h.sent).toHaveLength(2));
    await h.queue.flush();
    expect(await h.queue.describe()).toMatchObject({ length: 0, sent: 1 });
  });

  it('a wake due sooner than the one asked for before is added, not dropped', async () => {
    const h = createHarness({ random: () => 0.999 });
    const fail = () => h.outcomes.push({ kind: 'retry', reason: '503' });
    // p1 fails three times, each try woken by the queue's own wake: its next is about 2 s away.
    for (let failure = 0; failure < 3; failure++) fail();
    await h.queue.enqueue(viewAt(h.clock.now, 'p1'));
    for (let failure = 1; failure < 3; failure++) {
      await vi.waitFor(() => expect(h.wakes).toHaveLength(failure));
      h.clock.now += h.wakes.at(-1)?.ms ?? 0;
      h.wakes.at(-1)?.wake();
    }
    await vi.waitFor(() => expect(h.wakes).toHaveLength(3));
    const later = h.wakes.at(-1)?.ms ?? 0;
    expect(later).toBeGreaterThan(1000);
    // p2 fails once: its try is about 0.5 s away, before p1's, and gets a wake of its own.
    fail();
    await h.queue.enqueue(viewAt(h.clock.now, 'p2'));
    await vi.waitFor(() => expect(h.wakes).toHaveLength(4));
    expect(h.wakes.at(-1)?.ms).toBeLessThan(later);
  });

  it('honours Retry-After of a 429', async () => {
    const h = createHarness();
    h.outcomes.push({ kind: 'retry', reason: '429', retryAfterMs: 120_000 });
    await h.queue.enqueue(viewAt(h.clock.now));
    await h.queue.flush();
    expect((await h.queue.describe()).pausedUntil).toBe(h.clock.now + 120_000);
    expect(h.wakes.at(-1)?.ms).toBe(120_000);
  });

  it('doubles the backoff ceiling with each failed attempt (full jitter)', async () => {
    const h = createHarness({ backoff: { baseDelayMs: 1000, maxDelayMs: 10_000 }, random: () => 0.999 });
    await h.queue.enqueue(viewAt(h.clock.now));
    const waits: number[] = [];
    for (let failure = 0; failure < 5; failure++) {
      h.outcomes.push({ kind: 'retry', reason: '503' });
      await h.queue.flush();
      const [event] = await h.store.readOldest(1);
      waits.push((event?.notBefore ?? 0) - h.clock.now);
      h.clock.now = event?.notBefore ?? 0;
    }
    expect(waits).toEqual([999, 1998, 3996, 7992, 9990]);
  });

  it('drops a 4xx for good and counts it', async () => {
    const h = createHarness();
    h.outcomes.push({ kind: 'rejected', reason: 'pingback answered 400', status: 400 });
    await h.queue.enqueue(viewAt(h.clock.now));
    await h.queue.flush();
    expect(await h.queue.describe()).toMatchObject({
      length: 0,
      sent: 0,
      dropped: { rejected: 1 },
      lastError: { problem: 'answered', status: 400 },
    });
  });

  it('keeps at most maxEvents: the oldest go first and are counted', async () => {
    const h = createHarness({ maxEvents: 3, send: async () => ({ kind: 'retry', reason: 'down' }) });
    for (let i = 0; i < 5; i++) await h.queue.enqueue(viewAt(h.clock.now + i, `p${i}`));
    const left = await h.store.readOldest(10);
    expect(left.map((event) => event.url.match(/payload=(p\d)/)?.[1])).toEqual(['p2', 'p3', 'p4']);
    expect(await h.queue.describe()).toMatchObject({ length: 3, dropped: { overflow: 2 } });
  });

  it('drops events older than 7 days unsent and counts them', async () => {
    const dbName = freshDbName();
    const offline = createHarness({
      dbName,
      obtainCustomerId: async () => undefined,
      peekCustomerId: async () => undefined,
    });
    await offline.queue.enqueue(viewAt(offline.clock.now));
    await offline.queue.flush();
    const weekLater = createHarness({ dbName });
    weekLater.clock.now = offline.clock.now + 8 * 24 * 60 * 60 * 1000;
    await weekLater.queue.flush();
    expect(weekLater.sent).toEqual([]);
    expect(await weekLater.queue.describe()).toMatchObject({ length: 0, dropped: { expired: 1 } });
  });

  it('sends with at most `concurrency` requests in flight', async () => {
    const dbName = freshDbName();
    const filler = createHarness({
      dbName,
      obtainCustomerId: async () => undefined,
      peekCustomerId: async () => undefined,
    });
    for (let i = 0; i < 30; i++) await filler.queue.enqueue(viewAt(filler.clock.now + i, `p${i}`));
    await filler.queue.flush();
    let inFlight = 0;
    let most = 0;
    let calls = 0;
    const h = createHarness({
      dbName,
      concurrency: 4,
      send: async () => {
        calls += 1;
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 2));
        inFlight -= 1;
        return { kind: 'accepted' };
      },
    });
    await h.queue.flush();
    expect(most).toBe(4);
    expect(calls).toBe(30);
    expect(await h.queue.describe()).toMatchObject({ length: 0, sent: 30 });
  });

  it('survives a restart: a new queue over the same database sends what the old one left', async () => {
    const dbName = freshDbName();
    const before = createHarness({ dbName, send: async () => ({ kind: 'retry', reason: 'down' }) });
    for (let i = 0; i < 5; i++) await before.queue.enqueue(viewAt(before.clock.now + i, `p${i}`));
    await before.queue.flush();
    const after = createHarness({ dbName });
    after.clock.now = before.clock.now + 10 * 60_000;
    await after.queue.flush();
    expect(after.sent).toHaveLength(5);
    expect(after.sent.map((url) => url.match(/payload=(p\d)/)?.[1])).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(await after.queue.describe()).toMatchObject({ length: 0, sent: 5 });
  });

  it('flushNow ends the backoff at once', async () => {
    const h = createHarness();
    h.outcomes.push({ kind: 'retry', reason: '429', retryAfterMs: 3_600_000 });
    await h.queue.enqueue(viewAt(h.clock.now));
    await h.queue.flush();
    const state = await h.queue.flushNow();
    expect(state).toMatchObject({ length: 0, sent: 1, pausedUntil: 0 });
  });

  it('sends each event once when enqueues and flushes overlap', async () => {
    const h = createHarness();
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => h.queue.enqueue(viewAt(h.clock.now + i, `p${i}`))),
    );
    await h.queue.flush();
    await h.queue.flush();
    expect(new Set(h.sent).size).toBe(50);
    expect(h.sent).toHaveLength(50);
  });
});
