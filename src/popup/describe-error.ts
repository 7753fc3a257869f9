/**
 * What the popup says when a list cannot be shown: the error's kind in words a person
 * understands, and what they can do about it. Kept apart from markup so it is testable.
 */
import type { ServiceError } from '../client/index.ts';
import { SEARCH_TEXT_MAX } from '../client/limits.ts';
import { formatNumber, plural, t } from '../i18n/index.ts';
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
  if (seconds < 60) return plural('waitSeconds', seconds);
  return plural('waitMinutes', Math.ceil(seconds / 60));
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
  return { ...summary, detail: t('giphySaid', summary.detail, quoted) };
}

function summarizeError(error: unknown, online: boolean, remainingMs: number | undefined): ErrorSummary {
  const kind = isFailure(error) ? error.kind : 'internal';
  if (!online)
    return {
      title: t('errOfflineTitle'),
      detail: t('errOfflineDetail'),
      linkToOptions: false,
      retry: true,
    };
  // Online, a failed request is a refused or reset connection, or an answer cut off half way
  // (a truncated body): the connection is not known to be at fault, so say what happened.
  if (kind === 'network')
    return {
      title: t('errNetworkTitle'),
      detail: t('errNetworkDetail'),
      linkToOptions: false,
      retry: true,
    };
  switch (kind) {
    case 'no-key':
      return {
        title: t('errNoKeyTitle'),
        detail: t('errNoKeyDetail'),
        linkToOptions: true,
        retry: false,
      };
    case 'unauthorized':
      return {
        title: t('errUnauthorizedTitle'),
        detail: t('errUnauthorizedDetail'),
        linkToOptions: true,
        retry: false,
      };
    case 'forbidden':
      return {
        title: t('errForbiddenTitle'),
        detail: t('errForbiddenDetail'),
        linkToOptions: true,
        retry: false,
      };
    case 'rate-limited': {
      const asked =
        error && 'retryAfterMs' in (error as object) ? (error as ServiceError).retryAfterMs : undefined;
      const wait = remainingMs ?? asked;
      return {
        title: t('errRateTitle'),
        detail:
          wait === undefined
            ? t('errRateWait')
            : wait > 0
              ? t('errRateIn', describeWait(wait))
              : t('errRateNow'),
        linkToOptions: false,
        retry: true,
        waitMs: asked,
      };
    }
    case 'timeout':
      return {
        title: t('errTimeoutTitle'),
        detail: t('errTimeoutDetail'),
        linkToOptions: false,
        retry: true,
      };
    case 'permission-missing':
      return {
        title: t('errPermissionTitle'),
        detail: t('errPermissionDetail'),
        linkToOptions: true,
        retry: true,
      };
    case 'too-long':
      return {
        title: t('errTooLongTitle'),
        detail: t('errTooLongDetail', formatNumber(SEARCH_TEXT_MAX)),
        linkToOptions: false,
        retry: false,
      };
    case 'invalid-response':
      return {
        title: t('errInvalidTitle'),
        detail: t('errInvalidDetail'),
        linkToOptions: false,
        retry: true,
      };
    default:
      // server, synthetic, bad-request, internal...
      return {
        title: t('errServerTitle'),
        detail: t('errServerDetail'),
        linkToOptions: false,
        retry: true,
      };
  }
}
