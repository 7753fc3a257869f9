import type { Locator, Page } from '@playwright/test';

/** The upload page (a tab of its own). */
export class UploadPage {
  readonly file: Locator;
  readonly url: Locator;
  readonly tags: Locator;
  readonly sourcePage: Locator;
  readonly username: Locator;
  readonly submit: Locator;
  readonly progress: Locator;
  readonly problem: Locator;
  readonly result: Locator;
  readonly quota: Locator;

  constructor(
    readonly page: Page,
    private readonly extensionId: string,
  ) {
    this.file = page.getByLabel('Choose a file');
    this.url = page.getByLabel('Or the URL of a GIF or video');
    this.tags = page.getByLabel('Tags (separated by commas)');
    this.sourcePage = page.getByLabel('Source page (optional)');
    this.username = page.getByLabel('Channel username (approved apps only)');
    this.submit = page.getByRole('button', { name: 'Upload', exact: true });
    this.progress = page.getByLabel('Upload progress');
    this.problem = page.getByRole('alert');
    this.result = page.getByRole('region', { name: 'Uploaded' });
    this.quota = page.locator('.quota');
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`chrome-extension://${this.extensionId}/upload.html${query}`);
  }
}
