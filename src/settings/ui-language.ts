import { browser } from 'wxt/browser';

/**
 * The browser's UI language as two letters (`pt-BR` → `pt`), `en` when unknown. Read once at
 * start: it only changes when the browser restarts.
 */
export function readUiLanguage(): string {
  let tag: string | undefined;
  try {
    tag = browser.i18n.getUILanguage();
  } catch {
    // Test doubles of `browser` may not implement i18n; navigator has the same answer.
    tag = globalThis.navigator?.language;
  }
  const primary = tag?.slice(0, 2).toLowerCase() ?? '';
  return /^[a-z]{2}$/.test(primary) ? primary : 'en';
}
