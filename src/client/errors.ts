/**
 * The one error type of the client. Every failure of every operation ends as a `ServiceError`
 * whose `kind` says what the user must be told; nothing else is ever thrown by an operation.
 */

/** What went wrong, at the granularity the UI tells apart. */
export type ServiceErrorKind =
  | 'bad-request'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'too-long'
  | 'rate-limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'synthetic'
  | 'invalid-response'
  | 'aborted';

/**
 * Which limit a request broke. Set on errors found before anything was sent (and on a 414, which
 * the contract reserves for the search text), so the UI can say exactly what to change.
 */
export type LimitName =
  | 'search-text' // over 50 code points (docs/interface.md §4.3, §8)
  | 'channel-ids' // more than 5, or not integers (docs/interface.md §4.3)
  | 'ids' // an identifier that is empty or holds a comma, so it can't go in a list
  | 'page-size' // `limit` not a positive integer, or over the operation's maximum
  | 'offset' // `offset` not a non-negative integer
  | 'path-segment' // an id or term that can't be a path segment ('', '.', '..')
  | 'text-encoding' // a string with a lone surrogate: it has no UTF-8 form to send
  | 'upload-size' // a file over 100 MB (docs/interface.md §8)
  | 'upload-source' // neither a file nor a source URL, or both
  | 'customer-id' // a tracking call without the user identifier it requires (docs/interface.md §6)
  | 'tracking-url'; // a tracking URL that is not http(s), or a `ts` that is not whole milliseconds

export interface ServiceErrorDetails {
  /** Operation id, e.g. `gifs.search` (the reference service's names). */
  operation: string;
  /** HTTP status, or `meta.status` when the body disagreed with a 200. */
  status?: number;
  /** How long the service asked us to wait (`Retry-After`), in milliseconds. */
  retryAfterMs?: number;
  limit?: LimitName;
  /** The service's own words (`meta.msg` or the gateway's `message`). */
  serviceMessage?: string | undefined;
  cause?: unknown;
}

/** A failed operation. `kind` is for the UI; `message` is for logs and bug reports. */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly kind: ServiceErrorKind;
  readonly operation: string;
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;
  readonly limit: LimitName | undefined;
  /**
   * The service's own words for the error (`meta.msg`, or the gateway's `message`), when it sent
   * any: shown to the person as they are, as plain text.
   */
  readonly serviceMessage: string | undefined;
  /** Requests made before giving up; 0 when a limit stopped the call before sending. */
  attempts = 0;

  constructor(kind: ServiceErrorKind, message: string, details: ServiceErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.operation = details.operation;
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
    this.limit = details.limit;
    this.serviceMessage = details.serviceMessage;
  }

  /** Plain data, so the error survives extension messaging (structured clone drops the class). */
  toJSON() {
    const { kind, operation, status, retryAfterMs, limit, attempts, message, serviceMessage } = this;
    return {
      name: this.name,
      kind,
      message,
      operation,
      status,
      retryAfterMs,
      limit,
      attempts,
      serviceMessage,
    };
  }
}

/** True for a `ServiceError` (also one from another realm, which `instanceof` would miss). */
export function isServiceError(value: unknown): value is ServiceError {
  return value instanceof ServiceError || (value instanceof Error && value.name === 'ServiceError');
}

/** A pre-send limit error: nothing was sent. */
export function limitError(
  operation: string,
  limit: LimitName,
  message: string,
  kind: ServiceErrorKind = 'bad-request',
): ServiceError {
  return new ServiceError(kind, message, { operation, limit });
}

/** The kind for an HTTP status or a `meta.status` (docs/interface.md §7). */
export function kindOfStatus(status: number): ServiceErrorKind {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
    case 410:
      return 'not-found';
    case 408:
      return 'timeout';
    case 414:
      return 'too-long';
    case 429:
      return 'rate-limited';
  }
  if (status >= 500 && status <= 599) return 'server';
  if (status >= 400 && status <= 499) return 'bad-request';
  // 1xx and unfollowed 3xx: not a response this interface gives.
  return 'invalid-response';
}

/** The error for a failed status, HTTP or `meta.status`. */
export function statusError(
  operation: string,
  status: number,
  msg: string | undefined,
  retryAfterMs: number | undefined,
): ServiceError {
  const kind = kindOfStatus(status);
  return new ServiceError(kind, `${operation}: ${status}${msg ? ` ${msg}` : ''}`, {
    operation,
    status,
    retryAfterMs,
    serviceMessage: msg,
    // docs/interface.md §7: 414 is only ever the search text.
    limit: kind === 'too-long' ? 'search-text' : undefined,
  });
}

/**
 * `Retry-After` in milliseconds: delta-seconds or an HTTP date (RFC 9110 10.2.3); undefined when
 * absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month; without letters `Date.parse` would read "-1" as a year.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
