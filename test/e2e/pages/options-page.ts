import type { Locator, Page } from '@playwright/test';

/** The options page, where each setting is a term and its value in a description list. */
export class OptionsPage {
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    private readonly extensionId: string,
  ) {
    this.heading = page.getByRole('heading', { name: 'GifDrop settings' });
  }

  get url(): string {
    return `chrome-extension://${this.extensionId}/options.html`;
  }

  async open(): Promise<void> {
    await this.page.goto(this.url);
  }

  /** The value shown for a setting, found by its visible name. */
  setting(name: string): Locator {
    return this.page
      .locator('dt', { hasText: new RegExp(`^${name}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }
}
