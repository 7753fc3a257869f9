import { t } from '../../i18n/index.ts';
import { describeError } from '../describe-error.ts';
import './refresh-failed.css';

/**
 * Over the foot of a list held on screen because the one that should have replaced it failed:
 * why, and "Try again". Laid over the list, so its coming and going moves no tile.
 */
export function RefreshFailed(props: { error: unknown; retrying: boolean; onRetry(): void }) {
  const { title } = describeError(props.error, navigator.onLine);
  return (
    <div class="refresh-failed" role="alert">
      <p>{t('listNotRefreshed', title)}</p>
      <button
        type="button"
        class="button"
        disabled={props.retrying}
        aria-busy={props.retrying}
        onClick={props.onRetry}
      >
        {t('tryAgain')}
      </button>
    </div>
  );
}
