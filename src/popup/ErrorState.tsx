import { browser } from 'wxt/browser';
import { describeError } from './describe-error.ts';

function openOptions(event: MouseEvent): void {
  // The popup would otherwise navigate itself to options.html; open it as the options page.
  event.preventDefault();
  void browser.runtime.openOptionsPage();
}

/** Why the list cannot be shown, in words, with what to do: retry, or the settings. */
export function ErrorState(props: { error: unknown; onRetry(): void }) {
  const summary = describeError(props.error, navigator.onLine);
  return (
    <div class="error-state" role="alert">
      <p class="error-title">{summary.title}</p>
      <p>{summary.detail}</p>
      <p class="error-actions">
        {summary.retry && (
          <button type="button" onClick={props.onRetry}>
            Try again
          </button>
        )}
        {summary.linkToOptions && (
          <a href="/options.html" onClick={openOptions}>
            Open settings
          </a>
        )}
      </p>
    </div>
  );
}
