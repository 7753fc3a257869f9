import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '../i18n/index.ts';
import { sendToBackground } from '../messaging/index.ts';
import { ActionFeedback } from '../options/ActionFeedback.tsx';
import { SiteList } from '../options/SiteList.tsx';
import { useAction } from '../options/use-action.ts';
import { useStorageItem } from '../ui/index.ts';
import { readSlashSites, slashSitesItem } from './site-list.ts';
import { parseSiteOrigin, type SiteOrigin } from './site-origin.ts';

/** The specific reason a typed site cannot have `/gif`. */
function describeRefusal(site: Exclude<SiteOrigin, { ok: true }>, input: string): string {
  if (site.error === 'empty') return t('slashEmpty');
  if (site.error === 'wildcard') return t('slashWildcard');
  if (site.error === 'not-web') return t('slashNotWeb', site.scheme ?? '');
  return t('slashNotAddress', input.trim());
}

/**
 * "Type /gif in a text field": the sites where it is on, each with Remove, and
 * a form to add one. Adding asks the browser for that one origin first thing in the click (a
 * permission request needs the gesture, before anything is awaited); the background registers the
 * site's script only once the permission is there, and removing gives it back. The list is the
 * background's, read live from storage, so a site taken away in the browser's settings goes too.
 */
export function SlashGifSection() {
  const sites = readSlashSites(useStorageItem(slashSitesItem));
  const [input, setInput] = useState('');
  const [action, run] = useAction();

  const add = (event: Event) => {
    event.preventDefault();
    const site = parseSiteOrigin(input);
    const granted =
      site.ok && !sites.includes(site.origin)
        ? browser.permissions.request({ origins: [site.pattern] }).catch(() => false)
        : undefined;
    void run(async () => {
      if (!site.ok) throw new Error(describeRefusal(site, input));
      if (!granted) return t('slashAlready', site.origin);
      if ((await granted) !== true) throw new Error(t('slashDenied', site.origin));
      await sendToBackground({ type: 'addGifCommandSite', origin: site.origin });
      setInput('');
      return t('slashAdded', site.origin);
    });
  };

  const remove = (origin: string) =>
    run(async () => {
      await sendToBackground({ type: 'removeGifCommandSite', origin });
      // The row and its button are gone: keep the keyboard in the section.
      document.getElementById('slash-site')?.focus();
      return t('slashRemoved', origin);
    });

  return (
    <section aria-labelledby="slash-heading">
      <h2 id="slash-heading">{t('slashHeading')}</h2>
      <p class="hint">{t('slashHint')}</p>
      <SiteList
        sites={sites}
        label={t('slashList')}
        empty={t('slashNone')}
        onRemove={(site) => void remove(site)}
      />
      <form onSubmit={add}>
        <div class="field">
          <label for="slash-site">{t('slashSite')}</label>
          <input
            id="slash-site"
            type="text"
            inputMode="url"
            dir="ltr"
            autoComplete="off"
            spellcheck={false}
            placeholder="https://example.com"
            value={input}
            aria-invalid={action.kind === 'error' ? 'true' : undefined}
            aria-describedby="slash-feedback"
            onInput={(event) => setInput(event.currentTarget.value)}
          />
        </div>
        <div class="buttons">
          <button type="submit" disabled={action.kind === 'busy'}>
            {t('slashAdd')}
          </button>
        </div>
      </form>
      <ActionFeedback state={action} id="slash-feedback" />
    </section>
  );
}
