/**
 * The client's configuration, made once: addresses, key, the shared parameters of docs/interface.md §4.1, and
 * the transport (fetch, timers, randomness) so tests can steer it.
 */
import { type RetryPolicy, resolveRetryPolicy } from './retry.ts';
import type { QueryPair } from './url.ts';
import type { UploadSender } from './xhr.ts';

/** docs/interface.md §4.1 `rating` values. */
export type Rating = 'g' | 'pg' | 'pg-13' | 'r';

/** Waits `ms`, rejecting early when `signal` aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface ClientConfig {
  /** `{base_url}`: the main API address, e.g. `https://api.giphy.com`. */
  baseUrl: string;
  /** `{upload_url}`: the upload address, a separate setting (docs/interface.md §4.2 #10). */
  uploadUrl: string;
  /** `api_key`; without one the service responds 401 (kind `unauthorized`). */
  apiKey?: string | undefined;
  /** `customer_id`: the user's stand-in identifier (e.g. from `getRandomId`). */
  customerId?: string | undefined;
  /**
   * The name the user identifier takes on tracking calls (docs/interface.md §6, §9.2): `customer_id` in the
   * current form of the interface (the default), `random_id` in the earlier form.
   */
  trackingUserParam?: TrackingUserParam | undefined;
  rating?: Rating | undefined;
  /** ISO 639-1 code for search and clips search. */
  lang?: string | undefined;
  /** Rendition bundle for trending and search, e.g. `messaging_non_clips`. */
  bundle?: string | undefined;
  removeLowContrast?: boolean | undefined;
  /** ISO 3166-1 alpha-2; required when requests pass through a proxy. */
  countryCode?: string | undefined;
  /** ISO 3166-2, e.g. `US-CA`. */
  region?: string | undefined;
  fetch?: typeof fetch;
  /** Per attempt, for GETs; default 10 s. */
  timeoutMs?: number;
  /**
   * The first attempt's own limit, shorter than `timeoutMs` where a person is waiting: a hanging
   * service then fails the first attempt early (the retries go on with `timeoutMs`), so the
   * person is told something within seconds. Default: `timeoutMs`.
   */
  firstAttemptTimeoutMs?: number;
  /** For the whole upload; default 5 min. */
  uploadTimeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Backoff waits; tests pass one that returns at once. */
  sleep?: Sleep;
  /** `Math.random` for the backoff jitter. */
  random?: () => number;
  /** Clock for `Retry-After` dates and tracking `ts`. */
  now?: () => number;
  /** Upload transport; defaults to the global one. `null` forces fetch (as in a service worker). */
  XMLHttpRequest?: typeof XMLHttpRequest | null;
  /**
   * Sends the upload's body where this context has no XMLHttpRequest but another one of the
   * extension does (Chromium's service worker hands it to an offscreen document), for progress.
   * Used before `XMLHttpRequest`.
   */
  sendUpload?: UploadSender | undefined;
}

/** The shared parameters of docs/interface.md §4.1, by their wire names. */
export type SharedParam =
  | 'customer_id'
  | 'rating'
  | 'lang'
  | 'bundle'
  | 'remove_low_contrast'
  | 'country_code'
  | 'region';

/** The two names of the user identifier on tracking calls (docs/interface.md §6, §9.2). */
export type TrackingUserParam = 'customer_id' | 'random_id';

export interface ResolvedConfig {
  baseUrl: string;
  trackingUserParam: TrackingUserParam;
  uploadUrl: string;
  apiKey: string | undefined;
  shared: Readonly<Record<SharedParam, string | undefined>>;
  fetch: typeof fetch;
  timeoutMs: number;
  firstAttemptTimeoutMs: number;
  uploadTimeoutMs: number;
  retry: RetryPolicy;
  sleep: Sleep;
  random: () => number;
  now: () => number;
  XMLHttpRequest: typeof XMLHttpRequest | undefined;
  sendUpload: UploadSender | undefined;
}

/** What every operation takes first: the resolved configuration. */
export interface Client {
  readonly config: Readonly<ResolvedConfig>;
}

/**
 * Makes the client every part of the extension shares. Throws a TypeError for an address that
 * is not absolute http(s): that is a build mistake, better found at start.
 */
export function createClient(config: ClientConfig): Client {
  const blank = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);
  return {
    config: {
      baseUrl: readAddress('baseUrl', config.baseUrl),
      uploadUrl: readAddress('uploadUrl', config.uploadUrl),
      apiKey: blank(config.apiKey),
      trackingUserParam: config.trackingUserParam ?? 'customer_id',
      shared: {
        customer_id: blank(config.customerId),
        rating: blank(config.rating),
        lang: blank(config.lang),
        bundle: blank(config.bundle),
        // Only `true` changes anything; leaving it out is the service's `false`.
        remove_low_contrast: config.removeLowContrast ? 'true' : undefined,
        country_code: blank(config.countryCode),
        region: blank(config.region),
      },
      // Bound: a browser's fetch throws "Illegal invocation" when called off `globalThis`.
      fetch: config.fetch ?? globalThis.fetch.bind(globalThis),
      timeoutMs: config.timeoutMs ?? 10_000,
      firstAttemptTimeoutMs: config.firstAttemptTimeoutMs ?? config.timeoutMs ?? 10_000,
      uploadTimeoutMs: config.uploadTimeoutMs ?? 300_000,
      retry: resolveRetryPolicy(config.retry),
      sleep: config.sleep ?? sleepFor,
      random: config.random ?? Math.random,
      now: config.now ?? Date.now,
      XMLHttpRequest:
        config.XMLHttpRequest === null ? undefined : (config.XMLHttpRequest ?? globalThis.XMLHttpRequest),
      sendUpload: config.sendUpload,
    },
  };
}

function readAddress(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(`${name} is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`${name} must be an http(s) URL: ${value}`);
  }
  // Paths are appended as `/v1/...`, so the address keeps its own path but no trailing slash.
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The shared parameters an operation lists (docs/interface.md §4.2), from the configuration. */
export function sharedParams(client: Client, names: readonly SharedParam[]): QueryPair[] {
  return names.map((name) => [name, client.config.shared[name]]);
}

/** `api_key` first, as the spec lists it. */
export function keyParam(client: Client): QueryPair {
  return ['api_key', client.config.apiKey];
}

/** The default `sleep`: a timer that an abort cuts short. */
export function sleepFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
