import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { mayShareUsageData, setUsageDataSharing, watchUsageDataChoice } from '../settings/index.ts';

/**
 * What GifDrop sends, in plain words, and the switch for the view/click/send counts: Firefox's own
 * data collection permission there, GifDrop's setting in Chromium (on by default).
 */
export function UsageDataSection() {
  const [sharing, setSharing] = useState<boolean | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    const refresh = () => void mayShareUsageData().then(setSharing);
    refresh();
    // The choice can also change elsewhere: Firefox's add-on manager, another device's sync.
    return watchUsageDataChoice(refresh);
  }, []);
  const change = async (on: boolean) => {
    setError('');
    try {
      setSharing(await setUsageDataSharing(on));
    } catch (reason) {
      setError(t('usageDataChangeFailed', reason instanceof Error ? reason.message : String(reason)));
      setSharing(await mayShareUsageData());
    }
  };
  return (
    <section aria-labelledby="usage-data-heading">
      <h2 id="usage-data-heading">{t('usageDataHeading')}</h2>
      <p>{t('usageDataSearchTerms')}</p>
      <p>{t('usageDataCounts')}</p>
      <div class="field field-check">
        <input
          id="share-usage-data"
          type="checkbox"
          checked={sharing ?? false}
          disabled={sharing === null}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        <label for="share-usage-data">{t('usageDataSwitch')}</label>
      </div>
      <p role="status" id="usage-data-status">
        {sharing === null ? '' : sharing ? t('usageDataOn') : t('usageDataOff')}
      </p>
      <p role="alert">{error}</p>
    </section>
  );
}
