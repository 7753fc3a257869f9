/** How long the pingback queue waits after a failed send. */

export interface BackoffPolicy {
  /** Ceiling of the first wait; it doubles with each failure in a row. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_BACKOFF: Readonly<BackoffPolicy> = { baseDelayMs: 500, maxDelayMs: 5 * 60_000 };

/**
 * The wait before trying again after `failures` failures in a row: the service's `Retry-After`
 * when it sent one (a 429 says exactly when to come back), else exponential backoff with full
 * jitter, so many browsers that failed together do not come back together. `random` is in [0, 1).
 */
export function computeBackoff(
  failures: number,
  retryAfterMs: number | undefined,
  policy: BackoffPolicy,
  random: () => number,
): number {
  if (retryAfterMs !== undefined) return retryAfterMs;
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failures - 1));
  // At least a tick, so a run of unlucky zeros cannot turn the backoff into a busy loop.
  return Math.max(10, Math.floor(random() * ceiling));
}

/** `Retry-After` in ms: delta-seconds or an HTTP date (RFC 9110 10.2.3); undefined when unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
