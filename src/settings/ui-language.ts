import { browser } from 'wxt/browser';

/**
 * The interface's language as two letters (`pt-BR` → `pt`), `en` when unknown: the language of
 * the catalogue the browser picked (public/_locales, its `locale` entry), else, when the browser
 * speaks one GifDrop has no words for, the browser's own. Read once at start: it only changes
 * when the browser restarts. (Chromium's `--lang` picks the catalogue where `getUILanguage` may
 * still report the system's language.)
 */
export function readUiLanguage(): string {
  let tag: string | undefined;
  try {
    const shown = browser.i18n.getMessage('locale');
    tag = shown && shown !== 'en' ? shown : browser.i18n.getUILanguage();
  } catch {
    // Test doubles of `browser` may not implement i18n; navigator has the same answer.
    tag = globalThis.navigator?.language;
  }
  const primary = tag?.slice(0, 2).toLowerCase() ?? '';
  return /^[a-z]{2}$/.test(primary) ? primary : 'en';
}
