/**
 * Operation 20 (docs/interface.md §6): registering views, clicks and sends through the tracking URLs an item
 * carries. The URL's own parameters (an opaque payload, the action) are kept byte for byte; only
 * the user identifier and the time of the action are appended.
 */
import type { Client, TrackingUserParam } from './config.ts';
import { isServiceError, limitError, ServiceError, statusError } from './errors.ts';
import { isHttpUrl } from './http-url.ts';
import { type CallOptions, fetchResponse } from './request.ts';
import type { Analytics, TrackedAction } from './schemas/analytics.ts';
import { encodeValue } from './url.ts';

export interface TrackingParams {
  /** `customer_id`: the user's stand-in identifier. */
  customerId: string;
  /** When the action happened, UNIX milliseconds (a seconds value would be refused by the service). */
  ts: number;
  /** The identifier's name: `customer_id` (default) or the earlier form's `random_id` (docs/interface.md §9.2). */
  userParam?: TrackingUserParam | undefined;
}

const OPERATION = 'pingback';

/**
 * The tracking URL with `customer_id` and `ts` appended. The given URL is not re-serialized (a
 * URL object would re-encode its query), so its parameters reach the service as they came.
 */
export function buildTrackingUrl(url: string, params: TrackingParams): string {
  if (!isHttpUrl(url)) throw limitError(OPERATION, 'tracking-url', `${OPERATION}: not an http(s) URL`);
  if (!Number.isSafeInteger(params.ts) || params.ts < 0) {
    throw limitError(OPERATION, 'tracking-url', `${OPERATION}: ts must be whole milliseconds`);
  }
  if (params.customerId === '') {
    throw limitError(OPERATION, 'customer-id', `${OPERATION}: customer_id is required`);
  }
  const hash = url.indexOf('#');
  const head = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? '' : url.slice(hash);
  const joiner = !head.includes('?') ? '?' : head.endsWith('?') || head.endsWith('&') ? '' : '&';
  const name = params.userParam ?? 'customer_id';
  const added = `${name}=${encodeValue(OPERATION, params.customerId)}&ts=${params.ts}`;
  return `${head}${joiner}${added}${fragment}`;
}

export interface RegisterOptions extends CallOptions {
  /** When the action happened; defaults to now. */
  ts?: number | undefined;
}

/**
 * Registers `action` for an item: a GET of its tracking URL (docs/interface.md §6). Resolves true when the
 * service accepted it, false when the item carries no URL for the action. Not retried: each
 * request counts as an event, so a retry after a lost response could count one action twice.
 */
export async function registerAction(
  client: Client,
  analytics: Analytics | undefined,
  action: TrackedAction,
  options: RegisterOptions = {},
): Promise<boolean> {
  const url = analytics?.[action]?.url;
  if (url === undefined) return false;
  const customerId = client.config.shared.customer_id;
  if (customerId === undefined) {
    throw limitError(OPERATION, 'customer-id', `${OPERATION}: the client has no customerId`);
  }
  const target = buildTrackingUrl(url, {
    customerId,
    ts: options.ts ?? client.config.now(),
    userParam: client.config.trackingUserParam,
  });
  try {
    const response = await fetchResponse(client, {
      operation: OPERATION,
      url: target,
      signal: options.signal,
      timeoutMs: options.timeoutMs ?? client.config.timeoutMs,
    });
    if (response.status < 200 || response.status > 299) {
      throw statusError(OPERATION, response.status, undefined, undefined);
    }
    // The body is not specified; when it is a Meta Object, its status still counts.
    const metaStatus = readMetaStatus(response.text);
    if (metaStatus !== undefined && (metaStatus < 200 || metaStatus > 299)) {
      throw statusError(OPERATION, metaStatus, undefined, undefined);
    }
    return true;
  } catch (error) {
    if (isServiceError(error)) {
      error.attempts = 1;
      throw error;
    }
    throw new ServiceError('network', `${OPERATION}: ${String(error)}`, {
      operation: OPERATION,
      cause: error,
    });
  }
}

/**
 * The `meta.status` of a tracking response's body, when the body is a Meta envelope: docs/interface.md §6 only
 * says "200 means accepted", so a 200 whose Meta Object carries an error still counts as refused.
 */
export function readMetaStatus(text: string): number | undefined {
  try {
    const status: unknown = JSON.parse(text)?.meta?.status;
    return typeof status === 'number' ? status : undefined;
  } catch {
    return undefined;
  }
}
