import { useCallback, useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '../i18n/index.ts';
import { type AddressSettings, sendToBackground } from '../messaging/index.ts';
import { originPatterns } from '../settings/index.ts';
import { ActionFeedback } from './ActionFeedback.tsx';
import { useAction } from './use-action.ts';

/** Where a service may be reached over plain http (no one else can read the key there). */
const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])\//;

/** The origins of both addresses, or undefined while either is not a URL yet. */
function readOrigins(baseUrl: string, uploadUrl: string): string[] | undefined {
  try {
    return originPatterns({ baseUrl, uploadUrl });
  } catch {
    return undefined;
  }
}

/**
 * The service addresses, under an "Advanced" disclosure. A custom address needs a host
 * permission, which only a user gesture can grant: `permissions.request` is called first thing
 * in the click handler, before anything is awaited, or the browser refuses it.
 */
export function AddressSection() {
  const [settings, setSettings] = useState<AddressSettings | undefined>(undefined);
  const [baseUrl, setBaseUrl] = useState('');
  const [uploadUrl, setUploadUrl] = useState('');
  const [action, run] = useAction();

  const show = useCallback((next: AddressSettings) => {
    setSettings(next);
    setBaseUrl(next.baseUrl);
    setUploadUrl(next.uploadUrl);
  }, []);
  useEffect(() => {
    void run(async () => {
      show(await sendToBackground({ type: 'getServiceAddresses' }));
      return '';
    });
  }, [run, show]);

  const save = (event: Event) => {
    event.preventDefault();
    const origins = readOrigins(baseUrl, uploadUrl);
    // Plain http only on the loopback. The manifest lists `http://*/*` as optional too (for `/gif`
    // sites), so the browser would ask for any http host: refuse it here, before any prompt.
    const clearText = origins?.some((origin) => /^http:/.test(origin) && !LOOPBACK.test(origin));
    // The browser refuses outright an origin the manifest does not list as optional.
    const granted = clearText
      ? Promise.resolve('unlisted' as const)
      : origins
        ? browser.permissions.request({ origins }).catch(() => 'unlisted' as const)
        : Promise.resolve(true);
    void run(async () => {
      const answer = await granted;
      if (answer === 'unlisted') throw new Error(t('addressRefused'));
      if (!answer) throw new Error(t('addressNotGranted'));
      show(await sendToBackground({ type: 'setServiceAddresses', baseUrl, uploadUrl }));
      return t('addressesSaved');
    });
  };
  const reset = () =>
    run(async () => {
      show(await sendToBackground({ type: 'resetServiceAddresses' }));
      return t('addressesReset');
    });

  return (
    <details class="advanced">
      <summary>{t('addressesHeading')}</summary>
      <form onSubmit={save}>
        <p class="hint">
          {t(settings?.custom ? 'addressesCustom' : 'addressesDefault')} {t('addressRule')}
        </p>
        <div class="field">
          <label for="base-url">{t('serviceAddress')}</label>
          <input
            id="base-url"
            type="url"
            required
            value={baseUrl}
            onInput={(e) => setBaseUrl(e.currentTarget.value)}
          />
        </div>
        <div class="field">
          <label for="upload-url">{t('uploadAddress')}</label>
          <input
            id="upload-url"
            type="url"
            required
            value={uploadUrl}
            onInput={(e) => setUploadUrl(e.currentTarget.value)}
          />
        </div>
        <div class="buttons">
          <button type="submit" disabled={action.kind === 'busy'}>
            {t('saveAddresses')}
          </button>
          <button type="button" onClick={reset} disabled={action.kind === 'busy' || !settings?.custom}>
            {t('useDefaults')}
          </button>
        </div>
      </form>
      <ActionFeedback state={action} />
    </details>
  );
}
