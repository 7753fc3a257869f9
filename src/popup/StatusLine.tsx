import { browser } from 'wxt/browser';
import { useServiceStatus } from '../ui/index.ts';
import { describeStatus } from './describe-status.ts';

function openOptions(event: MouseEvent): void {
  // The popup would otherwise navigate itself to options.html; open it as the options page.
  event.preventDefault();
  void browser.runtime.openOptionsPage().then(() => window.close());
}

/** One line saying which service the extension talks to, or what is missing. */
export function StatusLine() {
  const summary = describeStatus(useServiceStatus());
  return (
    <p class={`status status-${summary.tone}`} role="status">
      {summary.text}
      {summary.linkToOptions && (
        <>
          {' · '}
          <a href="/options.html" onClick={openOptions}>
            Open settings
          </a>
        </>
      )}
    </p>
  );
}
