import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '../i18n/index.ts';
import { mayShareUsageData, setUsageDataSharing, USAGE_DATA_IS_OPTIONAL } from '../settings/index.ts';

/**
 * What GifDrop sends, in plain words, and (in Firefox, where the data consent makes it optional)
 * the switch for the view/click/send counts, which is Firefox's own data collection permission.
 */
export function UsageDataSection() {
  const [sharing, setSharing] = useState<boolean | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    const refresh = () => void mayShareUsageData().then(setSharing);
    refresh();
    if (!USAGE_DATA_IS_OPTIONAL) return;
    // The choice can also change in Firefox's own add-on manager.
    browser.permissions.onAdded.addListener(refresh);
    browser.permissions.onRemoved.addListener(refresh);
    return () => {
      browser.permissions.onAdded.removeListener(refresh);
      browser.permissions.onRemoved.removeListener(refresh);
    };
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
      {USAGE_DATA_IS_OPTIONAL ? (
        <>
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
        </>
      ) : (
        <p id="usage-data-status">{t('usageDataAlways')}</p>
      )}
    </section>
  );
}
