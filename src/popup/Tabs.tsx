import { isRtl, t } from '../i18n/index.ts';
import type { TabId } from './feeds/feeds.ts';
import { TABS } from './tab-settings.ts';

/** The tab bar: one tab per entry of TABS; arrow keys move between them (WAI-ARIA tabs pattern). */
export function Tabs(props: { current: TabId; onChange(id: TabId): void; dimmed?: TabId | undefined }) {
  const { current } = props;
  return (
    <div role="tablist" aria-label={t('tabsLabel')} class="tabs">
      {TABS.map(({ id, label }) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={`tab-${id}`}
          aria-selected={current === id}
          aria-controls="results"
          tabIndex={current === id ? 0 : -1}
          data-dimmed={props.dimmed === id ? '' : undefined}
          onClick={() => props.onChange(id)}
          onKeyDown={(event) => {
            // The next tab is on the right, or on the left when the page reads right to left.
            const step =
              (event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0) * (isRtl() ? -1 : 1);
            if (!step) return;
            const index = (TABS.findIndex((tab) => tab.id === current) + step + TABS.length) % TABS.length;
            const next = TABS[index]?.id ?? 'gifs';
            props.onChange(next);
            document.getElementById(`tab-${next}`)?.focus();
          }}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
