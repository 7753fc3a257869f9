import type { BrowserContext, Page, Worker } from '@playwright/test';
import type { WxtBrowser } from 'wxt/browser';
import { messageReader, readCatalogue } from '../../unit/i18n/catalogue.ts';
import { InPagePanel } from './in-page-panel.ts';

/** What the in-page picker's tests share: the demo page with a caret, and what they measure on it. */

/** The words the extension shows in English (the browser here speaks English). */
export const english = messageReader(readCatalogue('en'));

/** The demo page at a size with room under and above its fields, the caret after "Hello ". */
export async function openDemo(context: BrowserContext, worker: Worker, url: string, selector: string) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto(url);
  const field = page.locator(selector);
  await field.click();
  await page.keyboard.type('Hello world');
  for (let i = 0; i < 'world'.length; i++) await page.keyboard.press('ArrowLeft');
  return { page, field, panel: new InPagePanel(page, worker) };
}

/** Where every element of the page is and how far it is scrolled: what the panel may not change. */
export function pageGeometry(page: Page) {
  return page.evaluate(() => ({
    scroll: [scrollX, scrollY, document.scrollingElement?.scrollHeight],
    boxes: [...document.body.querySelectorAll('*')].map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return [element.localName, x, y, width, height].join(' ');
    }),
  }));
}

/** Headless Chromium opens the toolbar popup where Playwright cannot reach it: make it refuse. */
export async function refuseToolbarPopup(worker: Worker) {
  await worker.evaluate(() => {
    const scope = globalThis as { chrome?: WxtBrowser; browser?: WxtBrowser };
    for (const api of [scope.chrome, scope.browser])
      if (api?.action)
        api.action.openPopup = async () => {
          throw new Error('refused');
        };
  });
}
