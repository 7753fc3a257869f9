import { t } from '../i18n/index.ts';

/**
 * The one file of the service's attribution mark, shown by every surface (popup, in-page panel,
 * welcome, upload page). store/README.md says how a publisher puts GIPHY's official file here.
 */
export const ATTRIBUTION_MARK_SRC = '/powered-by-giphy.svg';
/**
 * Its width at 28 px high, in the file's own proportions: given up front, the footer keeps its
 * place while the file loads (without it the links beside the mark moved when it came).
 */
export const ATTRIBUTION_MARK_WIDTH = 156;

/**
 * The attribution mark (docs/interface.md §1.5: conspicuous, wherever the interface is used), linking to
 * the service, at 28 px high.
 */
export function AttributionMark() {
  return (
    <a class="attribution" href="https://giphy.com/" target="_blank" rel="noopener noreferrer">
      <img src={ATTRIBUTION_MARK_SRC} alt={t('poweredByGiphy')} width={ATTRIBUTION_MARK_WIDTH} height={28} />
    </a>
  );
}
