import type { Browser, browser } from 'wxt/browser';

/** The part of `storage.session` used here. */
export interface SessionArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

/** The alarm that flushes the queue; Chromium runs alarms at most every 30 s, so 1 min is safe. */
export const FLUSH_ALARM = 'gifdrop-pingback-flush';

export interface TriggerDeps {
  alarms: Pick<typeof browser.alarms, 'get' | 'create' | 'onAlarm'>;
  /**
   * Where the first start of this browser session is marked (`storage.session`, emptied when the
   * browser quits). Without it, every start is a plain flush.
   */
  session?: SessionArea | undefined;
  /** The worker's global scope, for its `online` event. */
  scope?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined;
  flush: () => unknown;
  /** Backoff is moot when the network itself was down: coming back online sends at once. */
  flushNow: () => unknown;
  signal?: AbortSignal | undefined;
  /** How long the start's own sending waits (the woken worker's first request goes first). */
  startDelayMs?: number | undefined;
}

/**
 * What sends the queue besides a new event: start-up (the worker was stopped or the browser
 * restarted with events on disk), a periodic alarm (wakes a stopped worker after a backoff), and
 * the browser coming back online. The first start of a browser session sends at once, past any
 * backoff the last session left on disk: that measured an outage of then, not of now (each
 * event's attempts stay bounded, so this cannot loop). `runtime.onStartup` is not used for this:
 * Chromium does not fire it for an extension loaded from the command line, and a worker woken
 * later in the session must not skip the backoff.
 */
export async function startPingbackTriggers({
  alarms,
  session,
  scope,
  flush,
  flushNow,
  signal,
  startDelayMs = 0,
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
  if (startDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, startDelayMs));
  if (signal?.aborted) return;
  if (session && (await firstStartOfSession(session))) void flushNow();
  else void flush();
  // Creating an alarm that exists restarts its period; only create it when missing.
  if (!(await alarms.get(FLUSH_ALARM))) await alarms.create(FLUSH_ALARM, { periodInMinutes: 1 });
}

const SESSION_MARK = 'pingbacksSessionStarted';

/** True on the first call of a browser session, false after (and when the mark cannot be read). */
async function firstStartOfSession(session: SessionArea): Promise<boolean> {
  try {
    if ((await session.get(SESSION_MARK))[SESSION_MARK] === true) return false;
    await session.set({ [SESSION_MARK]: true });
    return true;
  } catch {
    return false;
  }
}
