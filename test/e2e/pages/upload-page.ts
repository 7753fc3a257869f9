import type { Locator, Page } from '@playwright/test';
import type { BackgroundApi } from './background-api.ts';

/** The address of the first trending GIF's original rendition: something real to upload by URL. */
export async function mediaUrlOfTrending(api: BackgroundApi): Promise<string> {
  const [gif] = (await api.value({ type: 'trending', kind: 'gifs', limit: 1 })).data;
  const url = gif?.images?.original?.url;
  if (!url) throw new Error('a trending GIF with an original rendition');
  return url;
}

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
    this.quota = page.getByText(/ left today on this key$/);
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`chrome-extension://${this.extensionId}/upload.html${query}`);
  }
}
