import { browser } from 'wxt/browser';

/** Where a non-production panel says what it shows (test/e2e/cross/in-panel.ts reads it). */
export const PANEL_PROBE_KEY = 'gifdropPanelProbe';

export interface PanelProbe {
  /** Tiles whose image is in. */
  tiles: number;
  /** What has the focus: `box`, `tile`, `insert` (a single GIF's Insert), or another tag name. */
  focused: string;
}

function focusedPart(doc: Document): string {
  const active = doc.activeElement;
  if (!active || active === doc.body) return 'none';
  if (active.matches('input[type="search"]')) return 'box';
  if (active.matches('.tile')) return 'tile';
  if (active.matches('.preview-actions .primary')) return 'insert';
  return active.tagName.toLowerCase();
}

/**
 * Non-production builds only: the panel's page writes what it shows to `storage.local` as it
 * changes, since Firefox's automation lists no frame inside the panel's closed shadow root (and
 * gives a panel there no `storage.session`).
 */
export function startPanelProbe(doc: Document): void {
  let last = '';
  const report = () => {
    const probe: PanelProbe = {
      tiles: doc.querySelectorAll('.tile.loaded').length,
      focused: focusedPart(doc),
    };
    const now = JSON.stringify(probe);
    if (now === last) return;
    last = now;
    void browser.storage.local.set({ [PANEL_PROBE_KEY]: probe });
  };
  doc.addEventListener('focusin', report);
  doc.addEventListener('focusout', () => setTimeout(report, 0));
  new MutationObserver(report).observe(doc.body, {
    subtree: true,
    childList: true,
    attributeFilter: ['class'],
  });
  report();
}
