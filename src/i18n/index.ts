/**
 * The interface's words: the browser's own i18n catalogue (`public/_locales/<lang>/messages.json`),
 * read through `browser.i18n.getMessage`, which picks the browser's UI language and falls back to
 * English. A typed key list (from the English catalogue) makes a missing key a type error; counts
 * go through `Intl.PluralRules` and `Intl.NumberFormat`, never through concatenation.
 *
 * Chosen over @wxt-dev/i18n: its plurals are English-shaped (`n | 1 | n`), which cannot say
 * Arabic's six forms, and this wrapper is a few hundred bytes in the popup.
 */
import { browser } from 'wxt/browser';
import type english from '../../public/_locales/en/messages.json';

/** Every key of the catalogue (English is the reference: the other languages have the same keys). */
export type MessageKey = keyof typeof english;

/** The message in the person's language, its `$name$` placeholders filled in the catalogue's order. */
export function t(key: MessageKey, ...values: (string | number)[]): string {
  // WXT types getMessage from the catalogue it last prepared; the key type above is the one source.
  const getMessage = browser.i18n.getMessage as (key: string, substitutions?: string[]) => string;
  return getMessage(key, values.map(String));
}

/**
 * The language of the words shown (the catalogue's own `locale` entry, `pt-BR`, `ja`): not the
 * browser's UI language, which may have no catalogue (then English is shown, and `en` is said).
 */
export const locale = (): string => t('locale') || 'en';

/** A number written the person's way (`1,234`, `1.234`, `١٬٢٣٤`). */
export const formatNumber = (value: number): string => new Intl.NumberFormat(locale()).format(value);

/**
 * A counted message. The catalogue holds one form per plural category of the language,
 * `one:…|other:…` (Arabic: `zero`, `one`, `two`, `few`, `many`, `other`); its first placeholder is
 * the count, written with `formatNumber`, the others follow.
 */
export function plural(key: MessageKey, count: number, ...values: (string | number)[]): string {
  const forms = t(key, formatNumber(count), ...values).split('|');
  const category = `${new Intl.PluralRules(locale()).select(count)}:`;
  const form = forms.find((text) => text.startsWith(category)) ?? forms.at(-1) ?? '';
  return form.slice(form.indexOf(':') + 1);
}

/** Whether the page reads right to left (set by `applyPageLocale`): arrow keys follow the screen. */
export const isRtl = (): boolean => document.documentElement.dir === 'rtl';

/**
 * Sets the page's `lang` and `dir` to the catalogue's, so Arabic mirrors, and its title. Call
 * before rendering.
 */
export function applyPageLocale(title?: MessageKey): void {
  const root = document.documentElement;
  root.lang = locale();
  root.dir = t('dir') === 'rtl' ? 'rtl' : 'ltr';
  if (title) document.title = t(title);
}
