import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';

/**
 * After this long without an answer the popup says the service is slow, while the background
 * keeps trying (its attempts of 10 s each, with retries, can take half a minute to give up).
 */
export const SLOW_AFTER_MS = 5000;

const PLACEHOLDERS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/**
 * Waiting for a list ("Loading GIFs…"): a progress bar at once, placeholders, and a word when it
 * takes long, with "Try again" from that moment when the caller can retry.
 */
export function Progress(props: { what: string; onRetry?: (() => void) | undefined }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div class="progress-state">
      <div class="progress-bar" role="progressbar" aria-label={props.what} />
      <p class={slow ? 'slow' : 'visually-hidden'} role="status">
        {slow ? t('slowService') : props.what}
      </p>
      {slow && props.onRetry && (
        <button type="button" class="button slow-retry" onClick={props.onRetry}>
          {t('tryAgain')}
        </button>
      )}
      <div class="placeholders" aria-hidden="true">
        {PLACEHOLDERS.map((index) => (
          <div key={index} class="placeholder" />
        ))}
      </div>
    </div>
  );
}
