import type { BrowserContext, Page } from '@playwright/test';

/**
 * A new page in a window of its own, opened behind the one in front: beside the first window's
 * tabs, not over them. Both keep rendering, as the toolbar popup and the page under it do; a tab
 * behind another gets about one frame a second, and each Playwright click there waits for two.
 * A normal window, as a tab is: the picker in it does not close it after a pick.
 */
export async function pageInOwnWindow(context: BrowserContext): Promise<Page> {
  const opener = context.pages()[0] ?? (await context.newPage());
  const marker = `#own-window-${Math.random().toString(36).slice(2)}`;
  const opened = context.waitForEvent('page', { predicate: (page) => page.url().endsWith(marker) });
  const cdp = await context.newCDPSession(opener);
  try {
    await cdp.send('Target.createTarget', { url: `about:blank${marker}`, newWindow: true, background: true });
  } finally {
    await cdp.detach();
  }
  return opened;
}
