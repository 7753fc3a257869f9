import { useCallback, useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '../i18n/index.ts';
import { type AddressSettings, sendToBackground } from '../messaging/index.ts';
import { checkServiceAddress, originPatterns } from '../settings/index.ts';
import { ActionFeedback } from './ActionFeedback.tsx';
import { useAction } from './use-action.ts';

/** An address typed with the version GifDrop adds itself (`…/v1`), without it; others as typed. */
function withoutVersion(value: string): string {
  const checked = checkServiceAddress(value);
  return checked.ok && /\/v\d+\/*$/i.test(value.trim()) ? checked.address : value;
}

/**
 * The service addresses, under an "Advanced" disclosure. A custom address needs a host
 * permission, which only a user gesture can grant: `permissions.request` is called first thing
 * in the click handler, before anything is awaited, or the browser refuses it; the addresses are
 * checked before that, so a site is never granted for an address that is then refused.
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
    const base = checkServiceAddress(baseUrl);
    const upload = checkServiceAddress(uploadUrl);
    if (!base.ok || !upload.ok) {
      const [name, value, problem] = base.ok
        ? [t('uploadAddress'), uploadUrl, upload.ok ? 'not-url' : upload.problem]
        : [t('serviceAddress'), baseUrl, base.problem];
      void run(async () => {
        throw new Error(problem === 'not-url' ? t('addressNotUrl', name, value) : t('addressRefused'));
      });
      return;
    }
    const addresses = { baseUrl: base.address, uploadUrl: upload.address };
    // The browser refuses outright an origin the manifest does not list as optional.
    const granted = browser.permissions
      .request({ origins: originPatterns(addresses) })
      .catch(() => 'unlisted' as const);
    void run(async () => {
      const answer = await granted;
      if (answer === 'unlisted') throw new Error(t('addressRefused'));
      if (!answer) throw new Error(t('addressNotGranted'));
      show(await sendToBackground({ type: 'setServiceAddresses', ...addresses }));
      return t('addressesSaved');
    });
  };
  /** Takes a typed address, without the version GifDrop adds itself (said in the feedback line). */
  const typed = (value: string, set: (value: string) => void) => {
    const corrected = withoutVersion(value);
    set(corrected);
    if (corrected !== value) void run(async () => t('addressVersionCut', corrected));
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
            dir="ltr"
            required
            value={baseUrl}
            onInput={(e) => setBaseUrl(e.currentTarget.value)}
            onChange={(e) => typed(e.currentTarget.value, setBaseUrl)}
          />
        </div>
        <div class="field">
          <label for="upload-url">{t('uploadAddress')}</label>
          <input
            id="upload-url"
            type="url"
            dir="ltr"
            required
            value={uploadUrl}
            onInput={(e) => setUploadUrl(e.currentTarget.value)}
            onChange={(e) => typed(e.currentTarget.value, setUploadUrl)}
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
