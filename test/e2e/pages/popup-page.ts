import type { Locator, Page } from '@playwright/test';

/** The toolbar popup, opened as a tab (a real toolbar popup cannot be driven by Playwright). */
export class PopupPage {
  readonly heading: Locator;
  readonly status: Locator;
  readonly attribution: Locator;
  readonly settingsLink: Locator;

  constructor(
    readonly page: Page,
    private readonly extensionId: string,
  ) {
    this.heading = page.getByRole('heading', { name: 'GifDrop' });
    this.status = page.getByRole('status');
    this.attribution = page.getByText('Powered by GIPHY');
    this.settingsLink = page.getByRole('link', { name: 'Open settings' });
  }

  get url(): string {
    return `chrome-extension://${this.extensionId}/popup.html`;
  }

  async open(): Promise<void> {
    // Popups are at most 800x600; give the page the size it will have in the toolbar.
    await this.page.setViewportSize({ width: 400, height: 600 });
    await this.page.goto(this.url);
  }
}
