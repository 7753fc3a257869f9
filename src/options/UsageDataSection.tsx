import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
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
      setError(`Firefox did not change it: ${reason instanceof Error ? reason.message : String(reason)}`);
      setSharing(await mayShareUsageData());
    }
  };
  return (
    <section aria-labelledby="usage-data-heading">
      <h2 id="usage-data-heading">What GifDrop sends</h2>
      <p>
        The words you search for go to GIPHY: that is how results are found, so GifDrop cannot work without
        it.
      </p>
      <p>
        GifDrop can also tell GIPHY which results were shown, clicked and sent, with a random identifier that
        stands for this browser, not for you. GIPHY uses these counts to rank results.
      </p>
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
            <label for="share-usage-data">Send GIPHY the shown, clicked and sent counts</label>
          </div>
          <p role="status" id="usage-data-status">
            {sharing === null
              ? ''
              : sharing
                ? 'On: the counts are sent.'
                : 'Off: no counts are sent, and none are kept to send later.'}
          </p>
          <p role="alert">{error}</p>
        </>
      ) : (
        <p id="usage-data-status">In this browser the counts are always sent, as GIPHY’s terms ask.</p>
      )}
    </section>
  );
}
