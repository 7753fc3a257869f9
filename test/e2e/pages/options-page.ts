import type { Locator, Page } from '@playwright/test';

/** The options page: key, preferences, advanced addresses, diagnostics. */
export class OptionsPage {
  readonly heading: Locator;
  readonly keyStatus: Locator;
  readonly keyField: Locator;
  readonly saveKey: Locator;
  readonly checkKey: Locator;
  readonly removeKey: Locator;
  readonly advanced: Locator;
  readonly baseUrl: Locator;
  readonly uploadUrl: Locator;
  readonly saveAddresses: Locator;
  readonly diagnostics: Locator;

  constructor(
    readonly page: Page,
    private readonly extensionId: string,
  ) {
    this.heading = page.getByRole('heading', { name: 'GifDrop settings' });
    const keySection = page.getByRole('region', { name: 'API key' });
    this.keyStatus = keySection.locator('#key-status');
    this.keyField = keySection.getByLabel(/key/i);
    this.saveKey = keySection.getByRole('button', { name: 'Check and save' });
    this.checkKey = keySection.getByRole('button', { name: 'Check again' });
    this.removeKey = keySection.getByRole('button', { name: 'Remove my key' });
    this.advanced = page.getByText('Advanced: service addresses');
    this.baseUrl = page.getByLabel('Service address');
    this.uploadUrl = page.getByLabel('Upload address');
    this.saveAddresses = page.getByRole('button', { name: 'Save addresses' });
    this.diagnostics = page.getByRole('region', { name: 'Diagnostics' });
  }

  get url(): string {
    return `chrome-extension://${this.extensionId}/options.html`;
  }

  async open(): Promise<void> {
    await this.page.goto(this.url);
  }

  /** The announcement of the last action in a section: its alert (errors) or status (progress, success). */
  alert(section: string): Locator {
    return this.page.getByRole('region', { name: section }).getByRole('alert');
  }

  status(section: string): Locator {
    return this.page.getByRole('region', { name: section }).getByRole('status');
  }

  /** A preference's control, by its visible label. */
  preference(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** The value shown for a diagnostics row. */
  diagnostic(name: string): Locator {
    return this.diagnostics
      .locator('dt', { hasText: new RegExp(`^${name}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }
}
