import type { Browser, browser } from 'wxt/browser';

/** The alarm that flushes the queue; Chromium runs alarms at most every 30 s, so 1 min is safe. */
export const FLUSH_ALARM = 'gifdrop-pingback-flush';

export interface TriggerDeps {
  alarms: Pick<typeof browser.alarms, 'get' | 'create' | 'onAlarm'>;
  /** The worker's global scope, for its `online` event. */
  scope?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined;
  flush: () => unknown;
  /** Backoff is moot when the network itself was down: coming back online sends at once. */
  flushNow: () => unknown;
  signal?: AbortSignal | undefined;
}

/**
 * What sends the queue besides a new event: start-up (the worker was stopped or the browser
 * restarted with events on disk), a periodic alarm (wakes a stopped worker after a backoff), and
 * the browser coming back online.
 */
export async function startPingbackTriggers({
  alarms,
  scope,
  flush,
  flushNow,
  signal,
}: TriggerDeps): Promise<void> {
  const onAlarm = (alarm: Browser.alarms.Alarm) => {
    if (alarm.name === FLUSH_ALARM) void flush();
  };
  const onOnline = () => void flushNow();
  alarms.onAlarm.addListener(onAlarm);
  scope?.addEventListener('online', onOnline);
  signal?.addEventListener(
    'abort',
    () => {
      alarms.onAlarm.removeListener(onAlarm);
      scope?.removeEventListener('online', onOnline);
    },
    { once: true },
  );
  void flush();
  // Creating an alarm that exists restarts its period; only create it when missing.
  if (!(await alarms.get(FLUSH_ALARM))) await alarms.create(FLUSH_ALARM, { periodInMinutes: 1 });
}
