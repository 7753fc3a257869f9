import { t } from '../i18n/index.ts';

/**
 * The service's attribution mark (spec 1, rule 5: conspicuous, wherever the interface is used):
 * an image of our own making, always in the footer, which no dialog covers.
 */
export function Attribution() {
  return (
    <a class="attribution" href="https://giphy.com/" target="_blank" rel="noopener noreferrer">
      <img src="/powered-by-giphy.svg" alt={t('poweredByGiphy')} width={156} height={28} />
    </a>
  );
}
