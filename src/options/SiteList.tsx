import { t } from '../i18n/index.ts';

interface SiteListProps {
  sites: readonly string[];
  /** The list's accessible name. */
  label: string;
  /** Said instead of the list when it is empty. */
  empty: string;
  onRemove: (site: string) => void;
}

/** A list of sites (origins), each with a Remove button named for its site. */
export function SiteList({ sites, label, empty, onRemove }: SiteListProps) {
  if (sites.length === 0) return <p class="hint">{empty}</p>;
  return (
    <ul class="site-formats" aria-label={label}>
      {sites.map((site) => (
        <li key={site} class="field site-format slash-site">
          <span class="slash-origin">{site}</span>
          <button type="button" aria-label={t('removeSite', site)} onClick={() => onRemove(site)}>
            {t('remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}
