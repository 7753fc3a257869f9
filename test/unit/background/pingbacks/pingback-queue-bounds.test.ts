import { describe, expect, it } from 'vitest';
import { createHarness, freshDbName, viewAt } from './queue-harness.ts';

describe('PingbackQueue never loops', () => {
  it('sends an event that always fails at most maxAttempts times, then drops it as exhausted', async () => {
    const h = createHarness({
      maxAttempts: 5,
      send: async (url) => {
        h.sent.push(url);
        return { kind: 'retry', reason: 'down' };
      },
    });
    await h.queue.enqueue(viewAt(h.clock.now));
    for (let round = 0; round < 20; round++) {
      await h.queue.flush();
      h.clock.now += 60 * 60_000;
    }
    expect(h.sent).toHaveLength(5);
    expect(await h.queue.describe()).toMatchObject({ length: 0, dropped: { exhausted: 1 } });
  });

  it('drops at once, unsent, an event whose host it has no permission for', async () => {
    const asked: string[] = [];
    const h = createHarness({
      canReach: async (url) => {
        asked.push(new URL(url).origin);
        return false;
      },
    });
    for (let i = 0; i < 4; i++) await h.queue.enqueue(viewAt(h.clock.now + i, `p${i}`));
    await h.queue.flush();
    expect(h.sent).toEqual([]);
    expect(asked).toContain('https://pingback.test');
    expect(await h.queue.describe()).toMatchObject({
      length: 0,
      dropped: { 'not-permitted': 4 },
      lastError: { problem: 'no-permission', origin: 'https://pingback.test' },
    });
  });

  it('a permission or consent check that gives no answer drops nothing; the events go out once it does', async () => {
    // A worker being stopped gets no answer from the browser: that is not the person's "no".
    let answer: 'none' | 'yes' = 'none';
    const check = async () => {
      if (answer === 'none') throw new Error('Extension context invalidated.');
      return true;
    };
    const h = createHarness({ canReach: check, mayCollect: check });
    for (let i = 0; i < 3; i++) await h.queue.enqueue(viewAt(h.clock.now + i, `p${i}`));
    await h.queue.flush();
    await h.queue.discardIfDeclined();
    expect(h.sent).toEqual([]);
    expect(await h.queue.describe()).toMatchObject({
      length: 3,
      dropped: { 'not-permitted': 0, 'not-consented': 0 },
    });
    answer = 'yes';
    h.clock.now += 60 * 60_000;
    await h.queue.flush();
    expect(h.sent).toHaveLength(3);
    expect(await h.queue.describe()).toMatchObject({ length: 0, sent: 3 });
  });

  it('a check that never answers gives the event up after its attempts, like a failing send', async () => {
    const h = createHarness({ maxAttempts: 3, canReach: () => Promise.reject(new Error('no answer')) });
    await h.queue.enqueue(viewAt(h.clock.now));
    for (let round = 0; round < 10; round++) {
      await h.queue.flush();
      h.clock.now += 60 * 60_000;
    }
    expect(h.sent).toEqual([]);
    expect(await h.queue.describe()).toMatchObject({
      length: 0,
      dropped: { exhausted: 1, 'not-permitted': 0 },
    });
  });

  it('without consent to usage data, stores no event and sends none, and counts each one', async () => {
    let consent = false;
    const h = createHarness({ mayCollect: async () => consent });
    for (let i = 0; i < 3; i++) await h.queue.enqueue(viewAt(h.clock.now + i, `p${i}`));
    await h.queue.flush();
    expect(h.sent).toEqual([]);
    expect(await h.store.readOldest(10)).toEqual([]);
    expect(await h.queue.describe()).toMatchObject({ length: 0, dropped: { 'not-consented': 3 } });
    // Counted on disk too: a restarted background reports the same.
    expect((await h.store.readSnapshot()).stats.dropped['not-consented']).toBe(3);
    consent = true;
    await h.queue.enqueue(viewAt(h.clock.now, 'p3'));
    await h.queue.flush();
    expect(h.sent).toHaveLength(1);
  });

  it('drops unsent what was queued before the person turned usage data off', async () => {
    let consent = true;
    const h = createHarness({ mayCollect: async () => consent });
    h.outcomes.push({ kind: 'retry', reason: '503' });
    await h.queue.enqueue(viewAt(h.clock.now));
    await h.queue.flush();
    expect(h.sent).toHaveLength(1);
    consent = false;
    h.clock.now += 60 * 60_000;
    await h.queue.flush();
    expect(h.sent).toHaveLength(1);
    expect(await h.queue.describe()).toMatchObject({ length: 0, dropped: { 'not-consented': 1 } });
  });

  it('empties the queue the moment usage data is turned off, even during a backoff', async () => {
    let consent = true;
    const h = createHarness({ mayCollect: async () => consent });
    h.outcomes.push({ kind: 'retry', reason: '429', retryAfterMs: 3_600_000 });
    for (let i = 0; i < 3; i++) await h.queue.enqueue(viewAt(h.clock.now + i, `p${i}`));
    await h.queue.flush();
    expect((await h.queue.describe()).length).toBe(3);
    await h.queue.discardIfDeclined();
    expect((await h.queue.describe()).length).toBe(3);
    consent = false;
    await h.queue.discardIfDeclined();
    expect(await h.store.readOldest(10)).toEqual([]);
    expect(await h.queue.describe()).toMatchObject({ length: 0, dropped: { 'not-consented': 3 } });
    expect(h.sent).toHaveLength(1);
  });

  it('drops at once an event whose URL is not http(s)', async () => {
    const h = createHarness();
    await h.queue.enqueue({ action: 'onload', url: 'javascript:alert(1)', ts: h.clock.now });
    await h.queue.flush();
    expect(h.sent).toEqual([]);
    expect(await h.queue.describe()).toMatchObject({ length: 0, dropped: { 'invalid-url': 1 } });
  });

  it('one failing event does not hold back the others', async () => {
    const h = createHarness({
      send: async (url) => {
        h.sent.push(url);
        return url.includes('payload=bad') ? { kind: 'retry', reason: '503' } : { kind: 'accepted' };
      },
    });
    await h.queue.enqueue(viewAt(h.clock.now, 'bad'));
    for (let i = 0; i < 6; i++) await h.queue.enqueue(viewAt(h.clock.now + i + 1, `p${i}`));
    await h.queue.flush();
    expect(await h.queue.describe()).toMatchObject({ length: 1, sent: 6, pausedUntil: 0 });
  });

  it('after a stop mid-send, resends only the events that were out, and counts them', async () => {
    const dbName = freshDbName();
    const filler = createHarness({
      dbName,
      obtainCustomerId: async () => undefined,
      peekCustomerId: async () => undefined,
    });
    for (let i = 0; i < 5; i++) await filler.queue.enqueue(viewAt(filler.clock.now + i, `p${i}`));
    await filler.queue.flush();
    // The worker "stops" with two requests out: they never answer.
    const before = createHarness({
      dbName,
      concurrency: 2,
      send: (url) => {
        before.sent.push(url);
        return new Promise(() => undefined);
      },
    });
    void before.queue.flush();
    await expect.poll(() => before.sent.length).toBe(2);
    const after = createHarness({ dbName });
    await after.queue.flush();
    expect(after.sent).toHaveLength(5);
    expect(await after.queue.describe()).toMatchObject({ length: 0, sent: 5, resent: 2 });
  });
});

describe('PingbackQueue backoff across concurrent failures', () => {
  it('pauses the whole queue only after a run of failures with no success between them', async () => {
    const dbName = freshDbName();
    const filler = createHarness({
      dbName,
      obtainCustomerId: async () => undefined,
      peekCustomerId: async () => undefined,
    });
    for (let i = 0; i < 8; i++) await filler.queue.enqueue(viewAt(filler.clock.now + i, `p${i}`));
    await filler.queue.flush();
    let calls = 0;
    const h = createHarness({
      dbName,
      backoff: { baseDelayMs: 1000, maxDelayMs: 60_000 },
      random: () => 0.999,
      send: async () => {
        calls += 1;
        return { kind: 'retry', reason: '503' };
      },
    });
    await h.queue.flush();
    // Four sends in flight together fail together: one round, then the queue waits.
    expect(calls).toBe(4);
    const state = await h.queue.describe();
    expect(state.pausedUntil - h.clock.now).toBe(999);
    expect(state.length).toBe(8);
  });
});
