import { describe, expect, it } from 'vitest';
import { ServiceError, type ServiceErrorKind } from '../../../src/client/errors.ts';
import { DEFAULT_RETRY_POLICY, delayBeforeRetry, resolveRetryPolicy } from '../../../src/client/retry.ts';

const error = (kind: ServiceErrorKind, retryAfterMs?: number) =>
  new ServiceError(kind, kind, { operation: 'op', retryAfterMs });

describe('delayBeforeRetry', () => {
  it.each<[ServiceErrorKind, boolean]>([
    ['rate-limited', true],
    ['server', true],
    ['network', true],
    ['timeout', true],
    ['synthetic', true],
    ['bad-request', false],
    ['unauthorized', false],
    ['forbidden', false],
    ['not-found', false],
    ['too-long', false],
    ['invalid-response', false],
    ['aborted', false],
  ])('%s is retried: %s', (kind, retried) => {
    expect(delayBeforeRetry(error(kind), 1, DEFAULT_RETRY_POLICY, () => 0.5) !== null).toBe(retried);
  });

  it('uses exponential backoff with full jitter, capped', () => {
    const policy = resolveRetryPolicy({ attempts: 10, baseDelayMs: 100, maxDelayMs: 1000 });
    const top = (attempt: number) => delayBeforeRetry(error('server'), attempt, policy, () => 0.999999);
    expect([1, 2, 3, 4, 5, 6].map(top)).toEqual([99, 199, 399, 799, 999, 999]);
    expect(delayBeforeRetry(error('server'), 3, policy, () => 0)).toBe(0);
  });

  it('stops at the attempt limit', () => {
    expect(delayBeforeRetry(error('server'), 2, DEFAULT_RETRY_POLICY, () => 0.5)).not.toBeNull();
    expect(delayBeforeRetry(error('server'), 3, DEFAULT_RETRY_POLICY, () => 0.5)).toBeNull();
  });

  it('waits exactly Retry-After when it is within the cap, and gives up when it is longer', () => {
    expect(delayBeforeRetry(error('rate-limited', 2000), 1, DEFAULT_RETRY_POLICY, () => 0.5)).toBe(2000);
    expect(delayBeforeRetry(error('rate-limited', 10_000), 1, DEFAULT_RETRY_POLICY, () => 0.5)).toBe(10_000);
    expect(delayBeforeRetry(error('rate-limited', 10_001), 1, DEFAULT_RETRY_POLICY, () => 0.5)).toBeNull();
  });

  it('keeps at least one attempt', () => {
    expect(resolveRetryPolicy({ attempts: 0 }).attempts).toBe(1);
  });
});
