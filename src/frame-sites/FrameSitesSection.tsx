import { t } from '../i18n/index.ts';
import { sendToBackground } from '../messaging/index.ts';
import { ActionFeedback } from '../options/ActionFeedback.tsx';
import { useAction } from '../options/use-action.ts';
import { useStorageItem } from '../ui/index.ts';
import { frameSitesItem, readFrameSites } from './allowed-sites.ts';

/**
 * The sites whose frames GifDrop may insert into (allowed from the picker, one click each), each
 * with Remove, which gives that site's permission back. The list is the background's, read live
 * from storage, so a site taken away in the browser's settings goes too.
 */
export function FrameSitesSection() {
  const sites = readFrameSites(useStorageItem(frameSitesItem));
  const [action, run] = useAction();

  const remove = (origin: string) =>
    run(async () => {
      await sendToBackground({ type: 'removeFrameSite', origin });
      // The row and its button are gone: keep the keyboard in the section.
      document.getElementById('frames-heading')?.focus();
      return t('framesRemoved', origin);
    });

  return (
    <section aria-labelledby="frames-heading">
      <h2 id="frames-heading" tabIndex={-1}>
        {t('framesHeading')}
      </h2>
      <p class="hint">{t('framesHint')}</p>
      {sites.length === 0 ? (
        <p class="hint">{t('framesNone')}</p>
      ) : (
        <ul class="site-formats" aria-label={t('framesList')}>
          {sites.map((site) => (
            <li key={site} class="field site-format slash-site">
              <span class="slash-origin">{site}</span>
              <button type="button" aria-label={t('removeSite', site)} onClick={() => void remove(site)}>
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ActionFeedback state={action} id="frames-feedback" />
    </section>
  );
}
