/** Why an upload failed, in words, with what to do; the form keeps what was typed. */
import { plural, t } from '../i18n/index.ts';

/** "a minute", "3 hours": how long to wait, rounded up. */
function describeWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return plural('waitMinutes', minutes);
  return plural('waitHours', Math.ceil(minutes / 60));
}

interface Failure {
  kind?: unknown;
  message?: unknown;
  retryAfterMs?: unknown;
}

export function describeUploadError(error: unknown, sentUsername: boolean): string {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as Failure;
  switch (failure.kind) {
    case 'forbidden':
      return sentUsername ? t('uploadErrUsername') : t('uploadErrForbidden');
    case 'rate-limited': {
      return typeof failure.retryAfterMs === 'number'
        ? t('uploadErrQuotaWait', describeWait(failure.retryAfterMs))
        : t('uploadErrQuota');
    }
    case 'bad-request':
      return t('uploadErrRefused', String(failure.message ?? 'bad request').replace(/^upload: /, ''));
    case 'aborted':
      return t('uploadErrCancelled');
    case 'network':
      return t('uploadErrNetwork');
    case 'timeout':
      return t('uploadErrTimeout');
    case 'no-key':
    case 'unauthorized':
      return t('uploadErrKey');
    default:
      return t('uploadErrOther', String(failure.message ?? 'unknown error'));
  }
}
