import type { BrowserContext, Page } from '@playwright/test';
import type { Picture } from '../../../src/insertion/picture.ts';
import {
  type DriverResult,
  injectScript,
  insertScript,
  sendScript,
} from '../../composers/insertion-driver-script.ts';

/**
 * Stands in for the popup: an extension page that injects the insertion content script into a
 * composer's tab and sends it the text. Automation cannot grant `activeTab`, so this relies on the
 * test build's host permission for http://127.0.0.1/*.
 */
export class InsertionDriver {
  private constructor(readonly page: Page) {}

  /** Opens an extension page (the options page) in a new tab of `context`. */
  static async open(context: BrowserContext, extensionId: string): Promise<InsertionDriver> {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/options.html`);
    return new InsertionDriver(page);
  }

  /** Injects into frame `frameId` of the tab at `url`, sends `text`, and returns the outcome. */
  insert(url: string, text: string, frameId = 0, spacing = false, picture?: Picture): Promise<DriverResult> {
    return this.page.evaluate(
      insertScript({ url, text, frameId, spacing, ...(picture ? { picture } : {}) }),
    ) as Promise<DriverResult>;
  }

  /** Injects only: the content script captures the caret now and waits for the text. */
  async inject(url: string, frameId = 0): Promise<void> {
    await this.page.evaluate(injectScript({ url, frameId }));
  }

  /** Sends only: `{ outcome }`, or `{ error }` when no content script is listening. */
  send(url: string, text: string, frameId = 0): Promise<{ outcome?: unknown; error?: string }> {
    return this.page.evaluate(sendScript({ url, text, frameId })) as Promise<{
      outcome?: unknown;
      error?: string;
    }>;
  }
}
