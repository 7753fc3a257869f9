/**
 * The shapes the background answers with, shared by its handlers and the pages that read them
 * (the messages themselves are defined once, in messages.ts). Every answer is an `Answer`
 * envelope, so errors cross the boundary as plain typed data (see wire-error.ts).
 */
import type { WireError } from './wire-error.ts';

/** What the key proved to be when it was checked with real calls (see key-check.ts). */
export interface KeyCheck {
  /** Clips operations (16-19 for clips) answered: approved app, or 403. */
  clips: 'approved' | 'not-approved' | 'unknown';
  /** `beta`: search `limit` capped at 50 (docs/interface.md §8); `rate-limited`: the check itself got a 429. */
  tier: 'beta' | 'production' | 'rate-limited' | 'unknown';
  /** `rate-limited`: UNIX ms from which the service said (`Retry-After`) the key may ask again. */
  usableAfter?: number | undefined;
  /** UNIX ms of the check. */
  checkedAt: number;
}

/** The longest text taken as an API key (GIPHY's are 32 characters). */
export const KEY_MAX_LENGTH = 200;

/** Whether a key is set and where it comes from; the key itself never leaves the background. */
export interface KeyStatus {
  /** `user`: set in the options page; `build`: the development key of this build; `none`. */
  source: 'user' | 'build' | 'none';
  /** Undefined until the key has been checked. */
  check?: KeyCheck | undefined;
}

/** What the background tells extension pages about the service it talks to. */
export interface ServiceStatus {
  baseUrl: string;
  uploadUrl: string;
  /** Whether a key is set (by the user or the build). */
  hasKey: boolean;
  key: KeyStatus;
}

export interface ServiceAddresses {
  baseUrl: string;
  uploadUrl: string;
}

export interface AddressSettings extends ServiceAddresses {
  /** True when the user replaced the build's addresses. */
  custom: boolean;
  defaults: ServiceAddresses;
}

/**
 * The last thing that kept a pingback from going out, as data: the options page says it in the
 * person's language. A 4xx/5xx answer, no answer at all, no host permission for the tracking URL's
 * origin, a tracking URL that is not http(s), or no random ID from the service while a key is set.
 */
export type PingbackProblem =
  | { problem: 'answered'; status: number }
  | { problem: 'unreachable' }
  | { problem: 'no-permission'; origin: string }
  | { problem: 'invalid-url' }
  | { problem: 'no-random-id' };

/** The pingback queue, for the diagnostics panel. */
export interface Diagnostics {
  queueLength: number;
  sent: number;
  /**
   * Events given up, by reason: refused by the service (4xx), past the size bound, older than
   * 7 days, out of attempts, no host permission for their URL, a URL that is not http(s).
   */
  dropped: {
    rejected: number;
    overflow: number;
    expired: number;
    exhausted: number;
    'not-permitted': number;
    'invalid-url': number;
    'not-consented': number;
  };
  /** Events sent again after the worker stopped while their request was out. */
  resent: number;
  lastError?: (PingbackProblem & { at: number }) | undefined;
  /** UNIX ms until which sending waits (backoff or `Retry-After`); 0 when not waiting. */
  pausedUntil: number;
  hasRandomId: boolean;
  /** No key means no random ID to be had: a state (nothing is stored), not an error. */
  hasKey: boolean;
}

/** Sent by the background to extension pages while an upload's bytes go up. */
export interface UploadProgressEvent {
  type: 'uploadProgress';
  progressId: string;
  loaded: number;
  total: number;
}

/** Every answer of the background: a value, or a typed error. */
export type Answer<T> = { ok: true; value: T } | { ok: false; error: WireError };
