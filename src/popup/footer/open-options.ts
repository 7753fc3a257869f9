import { browser } from 'wxt/browser';

/** Opens the options page as the browser's options page (a plain link would load it in the popup). */
export function openOptions(event: MouseEvent): void {
  event.preventDefault();
  void browser.runtime.openOptionsPage();
}
