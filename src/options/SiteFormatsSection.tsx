import { useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { BUILT_IN_SITE_FORMATS } from '../insertion/site-format.ts';
import {
  type InsertFormat,
  isInsertFormat,
  normalizeHostname,
  readSiteFormats,
  siteFormatsItem,
} from '../settings/index.ts';
import { useStorageItem } from '../ui/index.ts';
import { FORMAT_NAMES } from './PreferencesSection.tsx';

const FORMATS = Object.entries(FORMAT_NAMES) as [InsertFormat, string][];

function FormatOptions() {
  return (
    <>
      {FORMATS.map(([format, name]) => (
        <option key={format} value={format}>
          {name}
        </option>
      ))}
    </>
  );
}

const builtIn = Object.entries(BUILT_IN_SITE_FORMATS)
  .map(([host, format]) => t('siteFormatRule', host, FORMAT_NAMES[format]))
  .join(', ');

/**
 * Per-site formats: a row per hostname, each with its format and a remove button, and a form to add
 * one. A rule for a site also covers its subdomains and beats the built-in rules. Saved at once.
 */
export function SiteFormatsSection() {
  const stored = useStorageItem(siteFormatsItem);
  const rules = readSiteFormats(stored);
  const [host, setHost] = useState('');
  const [format, setFormat] = useState<InsertFormat>('markdown');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  const save = async (next: Record<string, InsertFormat>, message: string) => {
    await siteFormatsItem.setValue(next);
    setStatus(message);
  };

  const add = async (event: Event) => {
    event.preventDefault();
    const normalized = normalizeHostname(host);
    if (!normalized) {
      setStatus('');
      setError(t('siteHostInvalid'));
      return;
    }
    setError('');
    setHost('');
    const current = readSiteFormats(await siteFormatsItem.getValue());
    await save({ ...current, [normalized]: format }, t('siteFormatRule', normalized, FORMAT_NAMES[format]));
  };

  const change = async (site: string, value: string) => {
    if (!isInsertFormat(value)) return;
    const current = readSiteFormats(await siteFormatsItem.getValue());
    await save({ ...current, [site]: value }, t('siteFormatRule', site, FORMAT_NAMES[value]));
  };

  const remove = async (site: string) => {
    const { [site]: _removed, ...rest } = readSiteFormats(await siteFormatsItem.getValue());
    await save(rest, t('siteRemoved', site));
    // The row and its button are gone: keep the keyboard in the section.
    document.getElementById('site-format-host')?.focus();
  };

  const sites = Object.keys(rules).sort();
  return (
    <section aria-labelledby="site-formats-heading">
      <h2 id="site-formats-heading">{t('siteFormatsHeading')}</h2>
      <p class="hint">{t('siteFormatsHint', builtIn)}</p>
      {sites.length === 0 ? (
        <p class="hint">{t('siteFormatsNone')}</p>
      ) : (
        <ul class="site-formats" aria-label={t('siteFormatsList')}>
          {sites.map((site) => (
            <li key={site} class="field site-format">
              <label for={`site-format-${site}`}>{site}</label>
              <span class="site-format-controls">
                <select
                  id={`site-format-${site}`}
                  value={rules[site]}
                  onChange={(event) => void change(site, event.currentTarget.value)}
                >
                  <FormatOptions />
                </select>
                <button type="button" aria-label={t('removeSite', site)} onClick={() => void remove(site)}>
                  {t('remove')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form class="site-format-add" onSubmit={(event) => void add(event)}>
        <div class="field">
          <label for="site-format-host">{t('site')}</label>
          <input
            id="site-format-host"
            type="text"
            inputMode="url"
            dir="ltr"
            autoComplete="off"
            spellcheck={false}
            placeholder="github.com"
            value={host}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby="site-format-feedback"
            onInput={(event) => setHost(event.currentTarget.value)}
          />
        </div>
        <div class="field">
          <label for="site-format-new">{t('siteFormat')}</label>
          <select
            id="site-format-new"
            value={format}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isInsertFormat(value)) setFormat(value);
            }}
          >
            <FormatOptions />
          </select>
        </div>
        <div class="buttons">
          <button type="submit">{t('addSite')}</button>
        </div>
      </form>
      <div class="feedback" id="site-format-feedback">
        <p role="status" class="feedback-status">
          {status}
        </p>
        <p role="alert" class="feedback-error">
          {error}
        </p>
      </div>
    </section>
  );
}
