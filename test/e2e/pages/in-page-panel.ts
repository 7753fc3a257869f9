import { expect, type Frame, type Locator, type Page, type Worker } from '@playwright/test';
import type { WxtBrowser } from 'wxt/browser';

declare const chrome: WxtBrowser;

interface LauncherHooks {
  __gifdropTestHooks?: {
    launchers: {
      onClicked(
        info: { menuItemId: string; frameId?: number; selectionText?: string },
        tab: { id?: number },
      ): void;
      onCommand(command: string, tab: { id?: number }): void;
    };
  };
}

/**
 * The in-page picker on a web page: the host element on the page and the frame inside its closed
 * shadow root (Playwright's selectors do not enter closed roots; its frame list does).
 */
export class InPagePanel {
  constructor(
    readonly page: Page,
    private readonly worker: Worker,
  ) {}

  /** The id of the tab showing this page. */
  tabId(): Promise<number> {
    return this.worker.evaluate(async (url) => {
      const tabs = await chrome.tabs.query({});
      const tab = tabs.find((candidate) => candidate.url === url);
      if (tab?.id === undefined) throw new Error(`no tab at ${url}`);
      return tab.id;
    }, this.page.url());
  }

  /** The host element the content script put on the page. */
  get host() {
    return this.page.locator('gifdrop-panel');
  }

  /** Presses the keyboard launcher (the `open-picker` command) for the tab, as the browser would. */
  async pressShortcut(tabId: number): Promise<void> {
    await this.worker.evaluate(
      (tabId) =>
        (globalThis as LauncherHooks).__gifdropTestHooks?.launchers.onCommand('open-picker', { id: tabId }),
      tabId,
    );
  }

  /** Chooses "Insert a GIF" in the context menu of an editable field in `frameId`. */
  async chooseMenuItem(
    menuItemId: string,
    tabId: number,
    frameId = 0,
    selectionText?: string,
  ): Promise<void> {
    await this.worker.evaluate(
      ({ menuItemId, tabId, frameId, selectionText }) =>
        (globalThis as LauncherHooks).__gifdropTestHooks?.launchers.onClicked(
          { menuItemId, frameId, ...(selectionText === undefined ? {} : { selectionText }) },
          { id: tabId },
        ),
      { menuItemId, tabId, frameId, selectionText },
    );
  }

  /** The panel's frame, once it is on the page. */
  async frame(): Promise<Frame> {
    const find = () => this.page.frames().find((candidate) => candidate.url().includes('/panel.html'));
    await expect.poll(() => find() !== undefined, { message: 'the panel frame on the page' }).toBe(true);
    const frame = find();
    if (!frame) throw new Error('no panel frame on the page');
    return frame;
  }

  /** The tiles in the panel's frame, in the grid's order (tiles have no role of their own). */
  static tilesIn(frame: Frame): Locator {
    return frame.locator('.tile');
  }

  /** The panel is shown (its page said it is ready) and its first tiles have loaded. */
  async waitForTiles(): Promise<Frame> {
    await this.host.waitFor({ state: 'visible' });
    const frame = await this.frame();
    await frame.locator('.tile.loaded').first().waitFor();
    return frame;
  }

  /**
   * Escape pressed where the focus is, done once the panel is gone. Chromium's protocol answers a
   * key once the focused frame has handled it; when that frame is the panel the key removes, the
   * answer is sometimes lost (1 press in about 200 on a loaded machine) and `press` never returns.
   */
  async pressEscapeToClose(): Promise<void> {
    const pressed = this.page.keyboard.press('Escape').catch(() => undefined);
    const gone = this.host.waitFor({ state: 'detached' }).catch(() => undefined);
    await Promise.race([pressed, gone]);
    await expect(this.host).toHaveCount(0);
  }

  /** The host's box in the viewport, or null when it is not on the page. */
  box() {
    return this.host.boundingBox();
  }
}
