import { t } from '../i18n/index.ts';

/**
 * The one file of the service's attribution mark, shown by every surface (popup, in-page panel,
 * welcome, upload page). store/README.md says how a publisher puts GIPHY's official file here.
 */
export const ATTRIBUTION_MARK_SRC = '/powered-by-giphy.svg';

/**
 * The attribution mark (spec 1, rule 5: conspicuous, wherever the interface is used), linking to
 * the service. Only its height is set: the width follows the file's own proportions, so a
 * replacement file of another shape shows undistorted.
 */
export function AttributionMark() {
  return (
    <a class="attribution" href="https://giphy.com/" target="_blank" rel="noopener noreferrer">
      <img src={ATTRIBUTION_MARK_SRC} alt={t('poweredByGiphy')} height={28} />
    </a>
  );
}
