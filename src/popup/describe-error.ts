/**
 * What the popup says when a list cannot be shown: the error's kind in words a person
 * understands, and what they can do about it. Kept apart from markup so it is testable.
 */
import type { ServiceError } from '../client/errors.ts';
import type { BackgroundError } from '../messaging/index.ts';

export interface ErrorSummary {
  title: string;
  detail: string;
  /** Offer the options page, where the key is set. */
  linkToOptions: boolean;
  /** A retry can help (not for a missing key or a refused one). */
  retry: boolean;
  /** How long the service asked us to wait (a 429's `Retry-After`): retry stays off until then. */
  waitMs?: number | undefined;
}

type Failure = Pick<ServiceError, 'name' | 'kind' | 'retryAfterMs'> | Pick<BackgroundError, 'name' | 'kind'>;

function isFailure(error: unknown): error is Failure {
  return error instanceof Error && typeof (error as { kind?: unknown }).kind === 'string';
}

/** "a minute", "12 seconds": how long to wait, rounded up. */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

/**
 * The summary, with the service's own words when it sent any (`meta.msg` or the gateway's
 * `message`, e.g. "API rate limit exceeded"), quoted as plain text and cut to a sane length.
 * `remainingMs` is what is left of a rate limit's wait (the popup counts it down); the error's
 * own `retryAfterMs` when not given.
 */
export function describeError(error: unknown, online = true, remainingMs?: number): ErrorSummary {
  const summary = summarizeError(error, online, remainingMs);
  const words =
    online && isFailure(error) ? (error as Partial<ServiceError>).serviceMessage?.trim() : undefined;
  if (!words) return summary;
  const quoted = words.length > 160 ? `${words.slice(0, 159)}…` : words;
  return { ...summary, detail: `${summary.detail} GIPHY said: “${quoted}”.` };
}

function summarizeError(error: unknown, online: boolean, remainingMs: number | undefined): ErrorSummary {
  const kind = isFailure(error) ? error.kind : 'internal';
  if (!online)
    return {
      title: 'You’re offline',
      detail: 'Check your internet connection, then try again.',
      linkToOptions: false,
      retry: true,
    };
  // Online, a failed request is a refused or reset connection, or an answer cut off half way
  // (a truncated body): the connection is not known to be at fault, so say what happened.
  if (kind === 'network')
    return {
      title: 'Can’t reach GIPHY',
      detail: 'The connection to GIPHY failed or broke off before the answer was complete. Try again.',
      linkToOptions: false,
      retry: true,
    };
  switch (kind) {
    case 'no-key':
      return {
        title: 'No API key set',
        detail:
          'GIFs, stickers and clips need a GIPHY API key: add one in the settings. Emoji work without one.',
        linkToOptions: true,
        retry: false,
      };
    case 'unauthorized':
      return {
        title: 'The API key was refused',
        detail: 'GIPHY did not accept the key (401). Check it in the settings.',
        linkToOptions: true,
        retry: false,
      };
    case 'forbidden':
      return {
        title: 'Not allowed for this key',
        detail: 'The key is not approved for this (403). Clips need an approved application.',
        linkToOptions: true,
        retry: false,
      };
    case 'rate-limited': {
      const asked =
        error && 'retryAfterMs' in (error as object) ? (error as ServiceError).retryAfterMs : undefined;
      const wait = remainingMs ?? asked;
      return {
        title: 'Too many requests',
        detail:
          wait === undefined
            ? 'The key has made too many requests. Wait a little, then try again.'
            : wait > 0
              ? `The key has made too many requests. Try again in ${describeWait(wait)}.`
              : 'The key has made too many requests. You can try again now.',
        linkToOptions: false,
        retry: true,
        waitMs: asked,
      };
    }
    case 'timeout':
      return {
        title: 'GIPHY is taking too long',
        detail: 'The service did not answer in time. Try again.',
        linkToOptions: false,
        retry: true,
      };
    case 'permission-missing':
      return {
        title: 'Access to the service is not granted',
        detail: 'Grant access to the service address in the settings.',
        linkToOptions: true,
        retry: true,
      };
    case 'too-long':
      return {
        title: 'The search is too long',
        detail: 'Searches are at most 50 characters.',
        linkToOptions: false,
        retry: false,
      };
    case 'invalid-response':
      return {
        title: 'GIPHY’s answer could not be read',
        detail: 'It was incomplete or not in the expected form. Try again in a moment.',
        linkToOptions: false,
        retry: true,
      };
    default:
      // server, synthetic, bad-request, internal...
      return {
        title: 'GIPHY is having trouble',
        detail: 'The service could not answer just now. Try again in a moment.',
        linkToOptions: false,
        retry: true,
      };
  }
}
