/**
 * Errors as plain data, because messages are structured-cloned (JSON in Firefox) and a class
 * does not survive: the background sends a `WireError`, and the page re-creates the error.
 */
// errors.ts directly, not the client's index: through the index, every page bundle would carry
// the client's schemas (valibot), since shared chunks are split by module, not by export.
import { isServiceError, type LimitName, ServiceError, type ServiceErrorKind } from '../client/errors.ts';

/** Failures of the message exchange itself, not of the service. */
export type BackgroundErrorKind =
  | 'bad-message' // not a request of the protocol, or its fields are wrong
  | 'not-allowed' // this sender may not send this message
  | 'no-key' // no API key is set
  | 'permission-missing' // the service address lacks a granted host permission
  | 'not-found' // e.g. a pick that was never recorded or already reported
  | 'internal'; // anything else; the message says what

export type WireError =
  | {
      source: 'service';
      kind: ServiceErrorKind;
      message: string;
      operation: string;
      status?: number | undefined;
      retryAfterMs?: number | undefined;
      limit?: LimitName | undefined;
      /** The service's own words, shown to the person as plain text. */
      serviceMessage?: string | undefined;
    }
  | { source: 'background'; kind: BackgroundErrorKind; message: string };

/** An error of the message exchange, re-created on the page side from its `WireError`. */
export class BackgroundError extends Error {
  override readonly name = 'BackgroundError';
  constructor(
    readonly kind: BackgroundErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** True for a `BackgroundError`, also one from another realm. */
export function isBackgroundError(value: unknown): value is BackgroundError {
  return value instanceof Error && value.name === 'BackgroundError' && 'kind' in value;
}

/** The plain form of any error thrown by a handler; unknown errors become `internal`. */
export function toWireError(error: unknown): WireError {
  if (isServiceError(error)) {
    const { kind, message, operation, status, retryAfterMs, limit, serviceMessage } = error;
    return { source: 'service', kind, message, operation, status, retryAfterMs, limit, serviceMessage };
  }
  if (isBackgroundError(error)) return { source: 'background', kind: error.kind, message: error.message };
  return {
    source: 'background',
    kind: 'internal',
    message: error instanceof Error ? error.message : String(error),
  };
}

/** The error a `WireError` stands for: a `ServiceError` or a `BackgroundError`. */
export function fromWireError(wire: WireError): ServiceError | BackgroundError {
  if (wire.source === 'service') {
    return new ServiceError(wire.kind, wire.message, {
      operation: wire.operation,
      status: wire.status,
      retryAfterMs: wire.retryAfterMs,
      limit: wire.limit,
      serviceMessage: wire.serviceMessage,
    });
  }
  return new BackgroundError(wire.kind, wire.message);
}
