import { t } from '../i18n/index.ts';
import { richText } from '../i18n/rich-text.tsx';

/** GIPHY's developer dashboard, where keys are made. */
export const KEY_DASHBOARD_URL = 'https://developers.giphy.com/dashboard/';

/**
 * Where an API key comes from and what its kinds mean; the same words on the welcome page and in
 * the options page.
 */
export function KeyHelp() {
  return (
    <div class="key-help">
      <p>
        {richText(
          'keyHelpHow',
          <a href={KEY_DASHBOARD_URL} target="_blank" rel="noopener noreferrer">
            developers.giphy.com
          </a>,
          <strong>{t('keyHelpCreateApp')}</strong>,
          <strong>API</strong>,
        )}
      </p>
      <dl>
        <dt>{t('keyHelpBeta')}</dt>
        <dd>{t('keyHelpBetaDetail')}</dd>
        <dt>{t('keyHelpProduction')}</dt>
        <dd>{t('keyHelpProductionDetail')}</dd>
        <dt>{t('tabClips')}</dt>
        <dd>{t('keyHelpClipsDetail')}</dd>
      </dl>
    </div>
  );
}
