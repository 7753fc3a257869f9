import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n/index.ts';
import { chooseFormat, setSiteMarkdown } from '../../insertion/site-format.ts';
import {
  insertFormatItem,
  isInsertFormat,
  readSiteFormats,
  siteFormatsItem,
} from '../../settings/preferences.ts';
import { useStorageItem } from '../../ui/index.ts';
import { hostnameOf } from '../pick/target-host.ts';
import type { TargetTab } from '../pick/target-tab.ts';

/**
 * "Markdown here", a toggle showing the Markdown mark: whether the page the picker inserts into
 * gets Markdown, changed for that site from the picker itself (a rule of the person's, as
 * "Formats for sites" in the options keeps). Shown only once the page's host is known.
 */
export function SiteMarkdown(props: { target: Promise<TargetTab | null> | null }) {
  const [host, setHost] = useState('');
  const format = useStorageItem(insertFormatItem);
  const stored = useStorageItem(siteFormatsItem);
  useEffect(() => {
    let live = true;
    void props.target?.then(async (target) => {
      const name = target ? await hostnameOf(target.tabId) : '';
      if (live) setHost(name);
    });
    return () => {
      live = false;
    };
  }, [props.target]);
  if (!host || format === undefined || stored === undefined) return null;
  const hint = t('siteMarkdownHint', host);
  // The title names the site: the button's description for screen readers too.
  const settings = { format: isInsertFormat(format) ? format : 'url', siteFormats: readSiteFormats(stored) };
  const on = chooseFormat(host, settings) === 'markdown';
  return (
    <button
      type="button"
      class="site-markdown"
      aria-pressed={on}
      aria-label={t('siteMarkdown')}
      title={hint}
      onClick={() => void siteFormatsItem.setValue(setSiteMarkdown(host, !on, settings))}
    >
      <MarkdownMark />
    </button>
  );
}

/** The Markdown mark (an M and a down arrow): small enough to sit beside the footer's links. */
function MarkdownMark() {
  return (
    <svg viewBox="0 0 208 128" width="24" height="15" aria-hidden="true">
      <rect
        x="5"
        y="5"
        width="198"
        height="118"
        rx="12"
        fill="none"
        stroke="currentColor"
        stroke-width="10"
      />
      <path
        d="M30 98V30h20l20 25 20-25h20v68H90V59L70 84 50 59v39zm125 0-30-33h20V30h20v35h20z"
        fill="currentColor"
      />
    </svg>
  );
}
