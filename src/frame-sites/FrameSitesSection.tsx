import { t } from '../i18n/index.ts';
import { sendToBackground } from '../messaging/index.ts';
import { ActionFeedback } from '../options/ActionFeedback.tsx';
import { SiteList } from '../options/SiteList.tsx';
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
      <SiteList
        sites={sites}
        label={t('framesList')}
        empty={t('framesNone')}
        onRemove={(site) => void remove(site)}
      />
      <ActionFeedback state={action} id="frames-feedback" />
    </section>
  );
}
