import type { Locator, Page } from '@playwright/test';
import type { WxtBrowser } from 'wxt/browser';
import { currentWorker, stopBackgroundWorker } from '../background-worker.ts';

declare const chrome: WxtBrowser & {
  developerPrivate: {
    addHostPermission(extensionId: string, host: string): Promise<void>;
    removeHostPermission(extensionId: string, host: string): Promise<void>;
  };
};

/** The options' "Type /gif in a text field" section, and the browser's side of its sites. */
export class SlashGifSites {
  readonly section: Locator;
  readonly site: Locator;
  readonly add: Locator;
  readonly status: Locator;
  readonly error: Locator;

  constructor(
    readonly page: Page,
    private readonly extensionId: string,
  ) {
    this.section = page.getByRole('region', { name: 'Type /gif in a text field to open the picker' });
    this.site = this.section.getByLabel('Site address');
    this.add = this.section.getByRole('button', { name: 'Turn on for this site' });
    this.status = this.section.getByRole('status');
    this.error = this.section.getByRole('alert');
  }

  async open(): Promise<void> {
    await this.page.goto(`chrome-extension://${this.extensionId}/options.html`);
    await this.section.waitFor();
  }

  /** The listed sites, as shown. */
  listed(): Promise<string[]> {
    return this.section.locator('.slash-origin').allTextContents();
  }

  removeButton(origin: string): Locator {
    return this.section.getByRole('button', { name: `Remove ${origin}` });
  }

  /**
   * Grants the extension access to a host the way the person does on chrome://extensions (Site
   * access, "Add a site"), through that page's own API. Chromium offers automation no way to
   * answer the permission dialog (no switch, no CDP command; the `--apps-gallery-install-auto-
   * confirm-for-tests` switch covers store installs only); once the person granted the host there,
   * `permissions.request` from the options page resolves `true` without a dialog, which is the
   * path this exercises. The product code is the same as with the dialog.
   */
  grantOnExtensionsPage(hostPattern: string): Promise<void> {
    return this.onExtensionsPage('add', hostPattern);
  }

  /** Takes a host's access away on chrome://extensions, as the person can at any time. */
  revokeOnExtensionsPage(hostPattern: string): Promise<void> {
    return this.onExtensionsPage('remove', hostPattern);
  }

  private async onExtensionsPage(change: 'add' | 'remove', host: string): Promise<void> {
    const page = await this.page.context().newPage();
    await page.goto(`chrome://extensions/?id=${this.extensionId}`);
    await page.evaluate(
      ({ id, host, change }) =>
        change === 'add'
          ? chrome.developerPrivate.addHostPermission(id, host)
          : chrome.developerPrivate.removeHostPermission(id, host),
      { id: this.extensionId, host, change },
    );
    await page.close();
  }

  /** Unregisters a script behind the extension's back, as a browser that did not keep it would. */
  async forgetScript(id: string): Promise<void> {
    await currentWorker(this.page.context()).evaluate(
      (id) => chrome.scripting.unregisterContentScripts({ ids: [id] }),
      id,
    );
  }

  /** Stops the service worker as Chromium does when idle; a message from this page starts it again. */
  async restartBackground(): Promise<void> {
    await stopBackgroundWorker(this.page.context(), this.page);
    await this.page.evaluate(() => chrome.runtime.sendMessage({ type: 'getDiagnostics' }));
  }

  /** What the browser says: the permission, and the ids and patterns of the registered scripts. */
  browserSide(pattern: string): Promise<{ granted: boolean; scripts: string[][] }> {
    return currentWorker(this.page.context()).evaluate(async (pattern) => {
      const granted = await chrome.permissions.contains({ origins: [pattern] });
      const scripts = await chrome.scripting.getRegisteredContentScripts();
      return { granted, scripts: scripts.map((script) => [script.id, ...(script.matches ?? [])]) };
    }, pattern);
  }
}
