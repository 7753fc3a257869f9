import { t } from '../i18n/index.ts';
import { describeError } from './describe-error.ts';
import { openOptions } from './footer/open-options.ts';
import { useCountdown } from './use-countdown.ts';
import './error-state.css';

/**
 * Why the list cannot be shown, in words, with what to do: retry, or the settings. A rate limit
 * counts its `Retry-After` down, and "Try again" stays off until it is over.
 */
export function ErrorState(props: { error: unknown; onRetry(): void }) {
  const first = describeError(props.error, navigator.onLine);
  const remaining = useCountdown(first.waitMs);
  const summary =
    first.waitMs === undefined ? first : describeError(props.error, navigator.onLine, remaining);
  return (
    <div class="error-state" role="alert">
      <p class="error-title">{summary.title}</p>
      <p class="error-detail">{summary.detail}</p>
      <p class="error-actions">
        {summary.retry && (
          <button type="button" class="button primary" disabled={remaining > 0} onClick={props.onRetry}>
            {t('tryAgain')}
          </button>
        )}
        {summary.linkToOptions && (
          <a class="button" href="/options.html" onClick={openOptions}>
            {t('openSettings')}
          </a>
        )}
      </p>
    </div>
  );
}

/** GIPHY's own words on upgrading a key (clips are for approved apps, docs/interface.md §5.5). */
const APPROVAL_URL = 'https://developers.giphy.com/docs/api/quick-start-guide/';

/** The Clips tab of a key GIPHY has not approved for clips: why, and where approval is explained. */
export function ClipsBlocked() {
  return (
    <div class="error-state" role="status">
      <p class="error-title">{t('clipsNeedApproval')}</p>
      <p class="error-detail">{t('clipsNeedApprovalDetail')}</p>
      <p class="error-actions">
        <a class="button" href={APPROVAL_URL} target="_blank" rel="noopener noreferrer">
          {t('howApprovalWorks')}
        </a>
      </p>
    </div>
  );
}
