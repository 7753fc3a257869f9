/**
 * Keeps the background running while `work` is under way. Firefox suspends an idle event page
 * (30 s by default) and does not count a pending answer or an open port as activity, but every
 * call to an extension API restarts its idle time (Chromium's worker alike): a cheap call every
 * second keeps the page alive until the answer is sent (every message's, index.ts: a search
 * retried past the idle time, an upload).
 */
import { browser } from 'wxt/browser';

export const KEEP_AWAKE_EVERY_MS = 1000;

export async function keepAwakeWhile<T>(
  work: Promise<T>,
  ping: () => Promise<unknown> = () => browser.runtime.getPlatformInfo(),
  everyMs = KEEP_AWAKE_EVERY_MS,
): Promise<T> {
  // A ping that fails, even by throwing before it returns a promise, must not end the work.
  const timer = setInterval(
    () =>
      void Promise.resolve()
        .then(ping)
        .catch(() => undefined),
    everyMs,
  );
  try {
    return await work;
  } finally {
    clearInterval(timer);
  }
}
