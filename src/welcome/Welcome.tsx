import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { type KeyStatus, sendToBackground } from '../messaging/index.ts';
import { USAGE_DATA_BY_FIREFOX_CONSENT } from '../settings/index.ts';
import { useTheme } from '../ui/index.ts';
// The module itself, not the index: the popup imports the index and must not carry this text.
import { KeyHelp } from '../ui/KeyHelp.tsx';
import './welcome.css';
import { t } from '../i18n/index.ts';
import { richText } from '../i18n/rich-text.tsx';
import { AttributionMark } from '../ui/index.ts';

function openOptions(event: MouseEvent): void {
  event.preventDefault();
  void browser.runtime.openOptionsPage();
}

/**
 * The page opened on install: the key (whether one is in place, where to get one, what the kinds
 * mean), the three ways to open the picker, and how to pin the toolbar button.
 */
export function Welcome() {
  useTheme();
  const [status, setStatus] = useState<KeyStatus | null>(null);
  useEffect(() => {
    sendToBackground({ type: 'getKeyStatus' }).then(setStatus, () => setStatus({ source: 'none' }));
  }, []);
  return (
    <main class="welcome">
      <h1>{t('welcomeTitle')}</h1>
      <p class="lead">{t('extDescription')}</p>

      <section aria-labelledby="welcome-key">
        <h2 id="welcome-key">{t('welcomeKeyHeading')}</h2>
        <p class="key-state" role="status">
          {status === null
            ? t('welcomeKeyChecking')
            : status.source === 'none'
              ? t('welcomeKeyNone')
              : status.source === 'user'
                ? t('welcomeKeyYours')
                : t('welcomeKeyBuilt')}
        </p>
        <KeyHelp />
        <p>
          <a class="button primary" href="/options.html" onClick={openOptions}>
            {t(status?.source === 'none' ? 'openSettingsAddKey' : 'openSettings')}
          </a>
        </p>
      </section>

      <section aria-labelledby="welcome-open">
        <h2 id="welcome-open">{t('welcomeOpenHeading')}</h2>
        <ul>
          <li>{richText('welcomeToolbar', <strong>{t('welcomeToolbarButton')}</strong>)}</li>
          <li>
            {richText(
              'welcomeShortcut',
              <strong>
                <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>G</kbd>
              </strong>,
              <>
                <kbd>Control</kbd>+<kbd>Shift</kbd>+<kbd>G</kbd>
              </>,
            )}
          </li>
          <li>
            {richText(
              'welcomeRightClick',
              <strong>{t('welcomeRightClickWord')}</strong>,
              <em>{t('menuInsert')}</em>,
            )}
          </li>
        </ul>
        <p>{t('welcomePickResult')}</p>
      </section>

      <section aria-labelledby="welcome-pin">
        <h2 id="welcome-pin">{t('welcomePinHeading')}</h2>
        <p>
          {richText(
            'welcomePin',
            <em>{t('welcomeExtensions')}</em>,
            <em>{t('welcomeExtensions')}</em>,
            <em>{t('welcomePinToToolbar')}</em>,
          )}
        </p>
      </section>

      <section aria-labelledby="welcome-data">
        <h2 id="welcome-data">{t('welcomeDataHeading')}</h2>
        <p>
          {t('welcomeData')} {t(USAGE_DATA_BY_FIREFOX_CONSENT ? 'welcomeDataFirefox' : 'welcomeDataChoice')}
        </p>
      </section>

      <footer>
        <AttributionMark />
      </footer>
    </main>
  );
}
