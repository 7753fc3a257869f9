/**
 * When an idempotent GET is tried again, and after how long. Uploads never come here: a POST
 * that timed out may have been stored, and a second one would store the GIF twice.
 */
import type { ServiceError, ServiceErrorKind } from './errors.ts';

export interface RetryPolicy {
  /** Requests in all, the first included. */
  attempts: number;
  /** First backoff ceiling; doubles per attempt (exponential backoff, full jitter). */
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * The longest `Retry-After` worth waiting for. A longer one (a rate window of an hour) gives up
   * at once with `retryAfterMs` set: asking again sooner would only spend more of the budget.
   */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: Readonly<RetryPolicy> = {
  attempts: 3,
  baseDelayMs: 300,
  maxDelayMs: 4000,
  maxRetryAfterMs: 10_000,
};

export function resolveRetryPolicy(policy: Partial<RetryPolicy> = {}): RetryPolicy {
  const merged = { ...DEFAULT_RETRY_POLICY, ...policy };
  return { ...merged, attempts: Math.max(1, Math.floor(merged.attempts)) };
}

/**
 * Transient failures. `synthetic` is here because docs/interface.md §7.2 sends it when the service's downstream
 * systems have problems: a 5xx dressed as a 200. Every other 4xx, a bad body and an abort are not
 * (the same request would fail the same way, or the user no longer wants it).
 */
const TRANSIENT: ReadonlySet<ServiceErrorKind> = new Set([
  'rate-limited',
  'server',
  'network',
  'timeout',
  'synthetic',
]);

/**
 * Milliseconds to wait before attempt `attempt + 1`, or null to give up. `random` is in [0, 1).
 */
export function delayBeforeRetry(
  error: ServiceError,
  attempt: number,
  policy: RetryPolicy,
  random: () => number,
): number | null {
  if (!TRANSIENT.has(error.kind) || attempt >= policy.attempts) return null;
  if (error.retryAfterMs !== undefined) {
    return error.retryAfterMs <= policy.maxRetryAfterMs ? error.retryAfterMs : null;
  }
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}
