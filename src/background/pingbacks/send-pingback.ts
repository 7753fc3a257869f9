import { readMetaStatus } from '../../client/index.ts';
import { parseRetryAfter } from './backoff.ts';

/** What became of one pingback request. */
export type SendOutcome =
  | { kind: 'accepted' }
  /** Worth another try later: network error, timeout (no `status`), 5xx, 408 or 429. */
  | { kind: 'retry'; reason: string; status?: number | undefined; retryAfterMs?: number | undefined }
  /** Refused for good (another 4xx): sending it again would be refused again. */
  | { kind: 'rejected'; reason: string; status: number };

/** Sends one complete tracking URL (with `customer_id` and `ts`). Never throws. */
export type SendPingback = (url: string) => Promise<SendOutcome>;

export interface SenderOptions {
  fetch?: typeof fetch;
  /** Per request; a hung connection counts as a network failure after this long. */
  timeoutMs?: number;
  now?: () => number;
}

function classify(status: number, retryAfter: string | null, now: number): SendOutcome {
  if (status >= 200 && status <= 299) return { kind: 'accepted' };
  const reason = `pingback answered ${status}`;
  if (status === 429 || status === 408 || status >= 500) {
    return { kind: 'retry', reason, status, retryAfterMs: parseRetryAfter(retryAfter, now) };
  }
  return { kind: 'rejected', reason, status };
}

/**
 * The real sender: a GET of the tracking URL (docs/interface.md §6 step 3). It is not the client's
 * `registerAction`, which reports no `Retry-After` and wants an Analytics Object; the queue needs
 * the raw outcome to choose between retrying and dropping.
 */
export function createPingbackSender(options: SenderOptions = {}): SendPingback {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;
  return async (url) => {
    try {
      const response = await doFetch(url, {
        credentials: 'omit',
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      const outcome = classify(response.status, response.headers.get('retry-after'), now());
      if (outcome.kind !== 'accepted') return outcome;
      const meta = readMetaStatus(text);
      return meta === undefined ? outcome : classify(meta, null, now());
    } catch (error) {
      return {
        kind: 'retry',
        reason: `pingback failed: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  };
}
