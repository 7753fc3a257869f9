import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  FLUSH_ALARM,
  startPingbackTriggers,
  type TriggerDeps,
} from '../../../../src/background/pingbacks/triggers.ts';

/** WXT's fake alarms, typed as the real API (their event type differs only in test helpers). */
const alarms = fakeBrowser.alarms as unknown as TriggerDeps['alarms'];

function counters() {
  const calls = { flush: 0, flushNow: 0 };
  return {
    calls,
    flush: () => {
      calls.flush += 1;
    },
    flushNow: () => {
      calls.flushNow += 1;
    },
  };
}

describe('startPingbackTriggers', () => {
  it('flushes at start-up and creates the periodic alarm once', async () => {
    const c = counters();
    await startPingbackTriggers({ alarms, ...c });
    expect(c.calls.flush).toBe(1);
    const alarm = await fakeBrowser.alarms.get(FLUSH_ALARM);
    expect(alarm?.periodInMinutes).toBe(1);
    const scheduled = alarm?.scheduledTime;
    // A second start (the worker woke again) keeps the running alarm's schedule.
    await startPingbackTriggers({ alarms, ...counters() });
    expect((await fakeBrowser.alarms.get(FLUSH_ALARM))?.scheduledTime).toBe(scheduled);
  });

  it("waits its start delay before the start's own sending (a woken worker answers the picker first), and not at all once stopped", async () => {
    // The clock stepped by hand: a loaded machine ran a real 20 ms wait past the 50 ms delay.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const c = counters();
    const started = startPingbackTriggers({ alarms, ...c, startDelayMs: 50 });
    await vi.advanceTimersByTimeAsync(49);
    expect(c.calls).toEqual({ flush: 0, flushNow: 0 });
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(c.calls.flush).toBe(1);
    vi.useRealTimers();
    const stopped = counters();
    const controller = new AbortController();
    const stopping = startPingbackTriggers({
      alarms,
      ...stopped,
      startDelayMs: 50,
      signal: controller.signal,
    });
    controller.abort();
    await stopping;
    expect(stopped.calls).toEqual({ flush: 0, flushNow: 0 });
  });

  it('flushes when its alarm fires, and sends at once when the browser is back online', async () => {
    const c = counters();
    const scope = new EventTarget();
    const stop = new AbortController();
    await startPingbackTriggers({ alarms, scope, signal: stop.signal, ...c });
    await fakeBrowser.alarms.onAlarm.trigger({ name: FLUSH_ALARM, scheduledTime: Date.now() });
    await fakeBrowser.alarms.onAlarm.trigger({ name: 'someone-else', scheduledTime: Date.now() });
    scope.dispatchEvent(new Event('online'));
    expect(c.calls).toEqual({ flush: 2, flushNow: 1 });
    stop.abort();
    scope.dispatchEvent(new Event('online'));
    await fakeBrowser.alarms.onAlarm.trigger({ name: FLUSH_ALARM, scheduledTime: Date.now() });
    expect(c.calls).toEqual({ flush: 2, flushNow: 1 });
  });

  it("sends at once, past the last session's backoff, only on the first start of a browser session", async () => {
    const session = fakeBrowser.storage.session;
    const first = counters();
    await startPingbackTriggers({ alarms, session, ...first });
    expect(first.calls).toEqual({ flush: 0, flushNow: 1 });
    // The worker stopped and woke again in the same session: the backoff holds.
    const again = counters();
    await startPingbackTriggers({ alarms, session, ...again });
    expect(again.calls).toEqual({ flush: 1, flushNow: 0 });
    // The browser quit (storage.session is emptied) and started again.
    await session.clear();
    const restarted = counters();
    await startPingbackTriggers({ alarms, session, ...restarted });
    expect(restarted.calls).toEqual({ flush: 0, flushNow: 1 });
  });
});
