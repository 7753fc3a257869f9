import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Gif } from '../../src/client/index.ts';
import { launchWithExtension } from '../harness/chromium.ts';
import type { RecordedPingback } from '../service/index.ts';
import { currentWorker, readStoredRandomId, stopBackgroundWorker } from './background-worker.ts';
import { expect, test } from './fixtures.ts';
import { BackgroundApi } from './pages/background-api.ts';
import { pageInOwnWindow } from './pages/own-window.ts';

/** Items with tracking URLs, from a real search. */
async function searchItems(api: BackgroundApi, limit: number): Promise<Gif[]> {
  const page = await api.value({ type: 'search', kind: 'gifs', q: 'happy', limit });
  expect(page.data.length).toBe(limit);
  return page.data;
}

interface Action {
  payload: string;
  ts: number;
}

/**
 * Queues `count` actions: each item's view, then each item's click, then each send, so every
 * event has its own (action, item) pair and can be told apart at the service.
 */
async function trackActions(api: BackgroundApi, items: Gif[], count: number): Promise<Action[]> {
  const kinds = ['onload', 'onclick', 'onsent'] as const;
  const actions: Action[] = [];
  for (let i = 0; i < count; i++) {
    const item = items[i % items.length] as Gif;
    const url = item.analytics?.[kinds[Math.floor(i / items.length) % 3] ?? 'onload']?.url ?? '';
    const ts = Date.now();
    await api.value({
      type: 'trackEvent',
      action: kinds[Math.floor(i / items.length) % 3] ?? 'onload',
      url,
      ts,
    });
    actions.push({ payload: new URL(url).searchParams.get('analytics_response_payload') ?? '', ts });
  }
  return actions;
}

/** Waits until every action has arrived at least once; returns the duplicates. */
async function expectAllArrive(
  control: { pingbacks(): Promise<RecordedPingback[]> },
  expected: number,
  timeout: number,
): Promise<{ pingbacks: RecordedPingback[]; duplicates: number }> {
  let pingbacks: RecordedPingback[] = [];
  await expect
    .poll(
      async () => {
        pingbacks = await control.pingbacks();
        return new Set(pingbacks.map((p) => `${p.action} ${p.payload} ${p.ts}`)).size;
      },
      { timeout, intervals: [250, 500, 1000] },
    )
    .toBe(expected);
  const unique = new Set(pingbacks.map((p) => `${p.action} ${p.payload} ${p.ts}`)).size;
  return { pingbacks, duplicates: pingbacks.length - unique };
}

test.describe('pingbacks against the reference service', () => {
  test('carry the random ID the service issued and the time of the action, not of the send', async ({
    control,
    api,
    context,
  }) => {
    await api.open();
    const items = await searchItems(api, 5);
    // Retry-After fixes each wait at 1 s: without it the jittered backoff doubles with every round
    // refused before the faults clear, and a loaded machine refuses more rounds.
    await control.refusePingbacks(503, 1);
    const before = Date.now();
    for (const item of items) {
      await api.value({
        type: 'trackEvent',
        action: 'onload',
        url: item.analytics?.onload?.url ?? '',
        ts: Date.now(),
      });
    }
    const after = Date.now();
    // The service stays down for a while; the events wait in the queue.
    await expect
      .poll(async () => (await control.requests()).filter((r) => r.operation === 'pingback').length)
      .toBeGreaterThan(0);
    // Still refused more than a second after the last action: the send that succeeds comes later.
    await expect
      .poll(async () =>
        (await control.requests()).some((r) => r.operation === 'pingback' && r.time > after + 1000),
      )
      .toBe(true);
    await control.clearFaults();
    const { pingbacks } = await expectAllArrive(control, 5, 30_000);

    const randomId = await readStoredRandomId(currentWorker(context));
    expect(randomId).toMatch(/^[0-9a-f]{32}$/);
    const search = (await control.requests()).find((r) => r.operation === 'gifs.search');
    expect(search?.rawQuery).toContain(`customer_id=${randomId}`);
    for (const pingback of pingbacks) {
      expect(pingback).toMatchObject({ userId: randomId, userParam: 'customer_id', action: 'SEEN' });
      expect(pingback.ts).toBeGreaterThanOrEqual(before);
      expect(pingback.ts).toBeLessThanOrEqual(after);
      // Sent well after the action: the queue kept the action's own time.
      expect(pingback.time - pingback.ts).toBeGreaterThan(1000);
    }
  });

  test('stopping the service worker with events queued loses none of them', async ({
    control,
    api,
    context,
    launched,
  }) => {
    // The new worker keeps the queue-wide pause the refusals left: 5 s, the service’s Retry-After.
    // Without one, the jittered backoff doubled with each round refused before the stop (8 of 20
    // still waited after a minute on a loaded machine).
    await api.open();
    const items = await searchItems(api, 10);
    await control.refusePingbacks(503, 5);
    const actions = await trackActions(api, items, 20);
    expect((await api.value({ type: 'getDiagnostics' })).queueLength).toBe(20);

    await stopBackgroundWorker(context, api.page);
    await control.clearFaults();
    // Any event wakes the worker again; its start-up flush sends what the old one left on disk.
    expect((await api.value({ type: 'getDiagnostics' })).queueLength).toBeLessThanOrEqual(20);
    const { pingbacks, duplicates } = await expectAllArrive(control, 20, 60_000);
    // A new worker sent them.
    await expect
      .poll(
        () => launched.workerConsole.filter((line) => line.startsWith('GifDrop background started')).length,
      )
      .toBe(2);
    for (const action of actions)
      expect(pingbacks.some((p) => p.payload === action.payload && p.ts === action.ts)).toBe(true);
    // A request out at the stop may still reach the service after the faults are cleared (a
    // loaded machine answers it late): its event arrives twice, and only such an event, which the
    // new worker counts as resent. Anything else sent twice is a fault of the queue.
    const { resent } = await api.value({ type: 'getDiagnostics' });
    test.info().annotations.push({ type: 'duplicates', description: `${duplicates}, resent ${resent}` });
    expect(duplicates).toBeLessThanOrEqual(resent);
  });

  test('stopped mid-send, the worker resends only the events that were out, and says how many', async ({
    control,
    api,
    context,
  }) => {
    await api.open();
    const items = await searchItems(api, 10);
    // Four answers take 3 s: the service records those four events, but the worker is stopped
    // before it reads the answers, so it must send them again.
    await control.injectFault({ route: 'pingback', kind: 'latency', latencyMs: 3000, count: 4 });
    await trackActions(api, items, 10);
    await expect
      .poll(async () => (await control.requests()).filter((r) => r.server === 'analytics').length)
      .toBeGreaterThanOrEqual(4);
    await stopBackgroundWorker(context, api.page);
    // The service answers the slow four 3 s after they came, whatever became of the worker that
    // asked, and records each event then.
    const slow = (await control.requests()).filter((r) => r.server === 'analytics' && r.fault === 'latency');
    expect(slow).toHaveLength(4);
    await expect
      .poll(async () => {
        const recorded = new Set((await control.pingbacks()).map((p) => p.rawQuery));
        return slow.filter((r) => recorded.has(r.rawQuery)).length;
      })
      .toBe(slow.length);
    // A new worker sends what the old one left, resends included; once its queue is empty each of
    // them has been answered, so the service's record below is whole.
    await expect
      .poll(async () => (await api.value({ type: 'getDiagnostics' })).queueLength, { timeout: 30_000 })
      .toBe(0);
    const diagnostics = await api.value({ type: 'getDiagnostics' });
    // None of them may be given up: a stop mid-send is no reason to drop an action.
    expect(
      Object.values(diagnostics.dropped).every((n) => n === 0),
      JSON.stringify(diagnostics),
    ).toBe(true);
    const { duplicates } = await expectAllArrive(control, 10, 30_000);
    test
      .info()
      .annotations.push({ type: 'duplicates', description: `${duplicates}, resent ${diagnostics.resent}` });
    // At most the sends that were in flight (concurrency 4) arrive twice, and the queue counts them.
    expect(duplicates).toBeLessThanOrEqual(4);
    expect(diagnostics.resent).toBeGreaterThanOrEqual(duplicates);
    expect(diagnostics.resent).toBeLessThanOrEqual(4);
  });

  test('events on an analytics host the build is not granted are dropped unsent, and hold nothing back', async ({
    control,
    api,
    env,
  }) => {
    await api.open();
    const items = await searchItems(api, 6);
    // The same listener under a name the test build has no host permission for (it is granted
    // http://127.0.0.1/* only), as a production build would be without the real analytics host.
    const ungranted = env.analyticsUrl.replace('//127.0.0.1:', '//localhost:');
    const kinds = ['onload', 'onclick', 'onsent', 'onload'] as const;
    const refused: string[] = [];
    for (const [i, action] of kinds.entries()) {
      const url = items[i]?.analytics?.[action]?.url ?? '';
      refused.push(new URL(url).searchParams.get('analytics_response_payload') ?? '');
      await api.value({
        type: 'trackEvent',
        action,
        url: url.replace(env.analyticsUrl, ungranted),
        ts: Date.now(),
      });
    }
    const granted = await trackActions(api, items.slice(4), 2);
    await expect
      .poll(async () => (await api.value({ type: 'getDiagnostics' })).dropped['not-permitted'])
      .toBe(4);
    // Nothing more goes out for them, later either: a flush answers once the queue is drained, and
    // the queue it leaves is empty, so nothing is left to send.
    expect((await api.value({ type: 'flushPingbacks' })).queueLength).toBe(0);
    // This test's events told apart by their payloads (this search's own response id): the service
    // may still record a late answer from an earlier test's browser, which is not this one's.
    const payloads = (await control.pingbacks()).map((pingback) => pingback.payload);
    expect(payloads.filter((payload) => refused.includes(payload))).toEqual([]);
    expect(payloads.filter((payload) => granted.some((action) => action.payload === payload))).toHaveLength(
      granted.length,
    );
  });

  test('with the service failing for a while (503, 429, reset, hang), every event arrives once it recovers', async ({
    control,
    api,
  }) => {
    test.setTimeout(240_000);
    await api.open();
    const items = await searchItems(api, 10);
    await control.injectFault({ route: 'pingback', kind: 'status', status: 503, count: 6 });
    await control.injectFault({ route: 'pingback', kind: 'reset', count: 3 });
    await control.injectFault({ route: 'pingback', kind: 'hang', count: 2 });
    await control.injectFault({ route: 'pingback', kind: 'status', status: 429, retryAfter: 1, count: 2 });
    await trackActions(api, items, 30);
    const { pingbacks, duplicates } = await expectAllArrive(control, 30, 90_000);
    const faulted = (await control.requests()).filter((r) => r.operation === 'pingback' && r.fault !== null);
    expect(faulted).toHaveLength(13);
    console.log(`fault mix: ${pingbacks.length} pingbacks recorded for 30 events, ${duplicates} duplicates`);
    test.info().annotations.push({ type: 'duplicates', description: String(duplicates) });
    expect(duplicates).toBe(0);
  });

  test('closing the browser with events queued loses none: they go out at the next start, after the pause', async ({
    control,
    env,
  }) => {
    const profile = await mkdtemp(path.join(tmpdir(), 'gifdrop-restart-'));
    const launch = () =>
      launchWithExtension({
        extensionDir: env.extensionDir,
        executablePath: env.chromiumPath,
        headless: true,
        userDataDir: profile,
        stillImages: true,
      });
    try {
      const first = await launch();
      const api = new BackgroundApi(await pageInOwnWindow(first.context), first.extensionId);
      await api.open();
      const items = await searchItems(api, 10);
      // The service says to come back in an hour: that pause is kept on disk with the events.
      await control.refusePingbacks(429, 3600);
      await trackActions(api, items, 10);
      await expect
        .poll(async () => (await control.requests()).filter((r) => r.operation === 'pingback').length)
        .toBeGreaterThan(0);
      await first.context.close();
      await control.clearFaults();
      const second = await launch();
      try {
        // Nothing is opened: the browser's start alone sends what the last session left, past the
        // hour's pause it had been told (that was an outage of then).
        const { duplicates } = await expectAllArrive(control, 10, 30_000);
        expect(duplicates).toBe(0);
      } finally {
        await second.context.close();
      }
    } finally {
      await rm(profile, { recursive: true, force: true });
    }
  });
});
