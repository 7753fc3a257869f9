import { open, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { BackgroundApi } from './pages/background-api.ts';
import { pageInOwnWindow } from './pages/own-window.ts';
import { mediaUrlOfTrending, UploadPage } from './pages/upload-page.ts';

// One browser per worker, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

/** An extension page to send messages from, and the address of a GIF to upload. */
async function apiAndSource(context: BrowserContext, extensionId: string) {
  const api = new BackgroundApi(await pageInOwnWindow(context), extensionId);
  await api.open();
  return { api, source: await mediaUrlOfTrending(api) };
}

/** The upload page opened under `key` (one of the reference service's), and a GIF's address to upload. */
async function uploadUnderKey(page: Page, context: BrowserContext, extensionId: string, key: string) {
  const { api, source } = await apiAndSource(context, extensionId);
  const upload = new UploadPage(page, extensionId);
  await api.value({ type: 'setKey', key });
  await upload.open();
  return { upload, source };
}

test.describe('upload page: refusals and limits', () => {
  test('each bad input is refused before sending with a clear message, and the form keeps what was typed', async ({
    page,
    extensionId,
    control,
  }) => {
    const upload = new UploadPage(page, extensionId);
    await upload.open();
    await upload.tags.fill('keep me');

    await upload.submit.click();
    await expect(upload.problem).toHaveText('Choose a GIF or video file, or give the URL of one.');

    await upload.url.fill('ftp://example.com/cat.gif');
    await upload.submit.click();
    await expect(upload.problem).toContainText('Only http and https addresses can be uploaded');

    await upload.url.fill('cat.gif');
    await upload.submit.click();
    await expect(upload.problem).toContainText('is not a URL');
    await upload.url.fill('');

    // The test's own output folder, which the next run clears.
    const dir = test.info().outputPath();
    const text = path.join(dir, 'not-a-gif.gif');
    await writeFile(text, 'these bytes are words, not a GIF');
    await upload.file.setInputFiles(text);
    await upload.submit.click();
    await expect(upload.problem).toContainText(
      'is not an animated GIF or a video (MP4, MOV, WebM), by its contents',
    );

    // A sparse file: 101 MB on paper, nothing on disk.
    const huge = path.join(dir, 'huge.mp4');
    await (await open(huge, 'w')).close();
    await truncate(huge, 101 * 1024 * 1024);
    await upload.file.setInputFiles(huge);
    await upload.submit.click();
    await expect(upload.problem).toContainText('GIPHY takes files up to 100 MB');

    // Dropped on the page, a file is chosen the same way (and judged by its bytes).
    await page.getByRole('region', { name: 'File to upload' }).evaluate((zone) => {
      const data = new DataTransfer();
      data.items.add(new File(['not a GIF either'], 'dropped.gif', { type: 'image/gif' }));
      zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
    });
    await expect(page.getByText(/^dropped\.gif, 16 bytes/)).toBeVisible();
    await upload.submit.click();
    await expect(upload.problem).toContainText('“dropped.gif” is not an animated GIF or a video');

    await expect(upload.tags).toHaveValue('keep me');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    expect(await control.uploads()).toHaveLength(0);
    expect((await control.requests()).filter((request) => request.server === 'upload')).toHaveLength(0);
  });

  test('a channel username on a key never checked: the service’s 403 explained, the username kept', async ({
    page,
    extensionId,
    control,
    context,
  }) => {
    const { source } = await apiAndSource(context, extensionId);
    const upload = new UploadPage(page, extensionId);
    await control.setPolicy('approved', { channelUploadAllowed: false });
    await upload.open();
    await upload.url.fill(source);
    await upload.username.fill('mychannel');
    await upload.submit.click();
    await expect(upload.problem).toContainText('GIPHY refused the channel username (403)');
    await expect(upload.username).toHaveValue('mychannel');
  });

  test('a channel username on a key known to be unapproved: refused before sending', async ({
    page,
    extensionId,
    control,
    context,
  }) => {
    // A production key, checked: not approved for channel uploads.
    const { upload, source } = await uploadUnderKey(
      page,
      context,
      extensionId,
      'gifdrop-production-key-0002',
    );
    await upload.url.fill(source);
    await upload.username.fill('mychannel');
    await upload.submit.click();
    await expect(upload.problem).toContainText('A channel username needs a key of an app GIPHY approved');
    expect(await control.uploads()).toHaveLength(0);
  });

  test('a rate-limited key: its uploads left today are counted, and the service’s 429 explained', async ({
    page,
    extensionId,
    control,
    context,
  }) => {
    // The beta key: 10 a day.
    const { upload, source } = await uploadUnderKey(page, context, extensionId, 'gifdrop-beta-key-0001');
    await expect(upload.quota).toHaveText('10 uploads left today on this key');
    await upload.url.fill(source);
    await upload.submit.click();
    await expect(upload.result).toBeVisible();
    await expect(upload.quota).toHaveText('9 uploads left today on this key');
    await control.setPolicy('beta', { uploadsPerDay: 1 });
    await upload.result.getByRole('button', { name: 'Upload another' }).click();
    await upload.url.fill(source);
    await upload.submit.click();
    await expect(upload.problem).toContainText(
      'This key has used its 10 uploads for today (GIPHY answered 429)',
    );
  });
});
