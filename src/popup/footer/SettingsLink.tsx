import { t } from '../../i18n/index.ts';
import { openOptions } from './open-options.ts';

/** The way to the settings (rating, insert format, theme, language, key) from the picker itself. */
export function SettingsLink() {
  return (
    <a class="footer-link" href="/options.html" onClick={openOptions}>
      {t('settings')}
    </a>
  );
}
