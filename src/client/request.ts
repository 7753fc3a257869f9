/**
 * Sending requests: one attempt with a timeout and the caller's AbortSignal, and the retry loop
 * for idempotent GETs. Works wherever `fetch` does: extension pages, the service worker, Node.
 */

import type { Client } from './config.ts';
import { isServiceError, ServiceError } from './errors.ts';
import { type Envelope, type RawResponse, readEnvelope } from './response.ts';
import { delayBeforeRetry } from './retry.ts';

/** What every operation accepts besides its own parameters. */
export interface CallOptions {
  /** Cancels the call, including a backoff wait; the call then fails with kind `aborted`. */
  signal?: AbortSignal | undefined;
  /** Per attempt; defaults to the client's `timeoutMs`. */
  timeoutMs?: number | undefined;
}

export interface AttemptSpec {
  operation: string;
  url: string;
  init?: RequestInit;
  signal?: AbortSignal | undefined;
  timeoutMs: number;
}

function abortedError(operation: string): ServiceError {
  return new ServiceError('aborted', `${operation}: cancelled`, { operation });
}

/**
 * One request, body read in full, within `timeoutMs` (the timer covers the body too, so a
 * connection that stalls half way times out). Transport failures become `network`, `timeout`
 * or `aborted`; the status is judged by the caller.
 */
export async function fetchResponse(client: Client, spec: AttemptSpec): Promise<RawResponse> {
  const { operation, signal } = spec;
  if (signal?.aborted) throw abortedError(operation);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, spec.timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await client.config.fetch(spec.url, {
      ...spec.init,
      signal: controller.signal,
      // The service authenticates by key; cookies of the service's site must not ride along.
      credentials: 'omit',
    });
    const text = await response.text();
    return { status: response.status, retryAfter: response.headers.get('retry-after'), text };
  } catch (error) {
    if (signal?.aborted) throw abortedError(operation);
    if (timedOut) {
      throw new ServiceError('timeout', `${operation}: no response within ${spec.timeoutMs} ms`, {
        operation,
        cause: error,
      });
    }
    throw new ServiceError('network', `${operation}: the request failed (${String(error)})`, {
      operation,
      cause: error,
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

export interface GetSpec<T> extends CallOptions {
  operation: string;
  url: string;
  /** Turns the checked envelope into the operation's result; throws `invalid-response`. */
  read: (envelope: Envelope) => T;
}

/**
 * GET with retries: transient failures (429, 5xx, network, timeout, synthetic) are tried again
 * with exponential backoff and full jitter, or after `Retry-After`, up to the policy's attempts.
 * Whatever fails is a ServiceError whose `attempts` counts the requests made.
 */
export async function getJson<T>(client: Client, spec: GetSpec<T>): Promise<T> {
  const { config } = client;
  const { operation, signal } = spec;
  for (let attempt = 1; ; attempt++) {
    let failure: ServiceError;
    try {
      const response = await fetchResponse(client, {
        operation,
        url: spec.url,
        signal,
        timeoutMs: spec.timeoutMs ?? (attempt === 1 ? config.firstAttemptTimeoutMs : config.timeoutMs),
      });
      return spec.read(readEnvelope(operation, response, config.now()));
    } catch (error) {
      failure = isServiceError(error)
        ? error
        : new ServiceError('invalid-response', `${operation}: ${String(error)}`, { operation, cause: error });
    }
    failure.attempts = attempt;
    const delay = delayBeforeRetry(failure, attempt, config.retry, config.random);
    if (delay === null) throw failure;
    try {
      await config.sleep(delay, signal);
    } catch {
      // Only an abort interrupts the wait.
    }
    if (signal?.aborted) {
      const aborted = abortedError(operation);
      aborted.attempts = attempt;
      throw aborted;
    }
  }
}
