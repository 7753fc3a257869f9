import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../../harness/paths.ts';
import { describeInBothBrowsers } from './both-browsers.ts';
import { attributeOf, type DriverPage, textsOf } from './extension-driver.ts';

/** A real animated GIF of the reference service's media library. */
const GIF_FILE = path.join(repoRoot, '.cache', 'media', 'gif-01', '200.gif');

describeInBothBrowsers('upload page', ({ driver, control }) => {
  let upload: DriverPage | undefined;
  test.afterEach(async () => {
    await upload?.close();
  });

  test('a GIF file goes to the service through the background (handed over in IndexedDB), reaches 100% and lands in Recent', async () => {
    upload = await driver().openExtensionPage('upload.html');
    await upload.waitFor('input[type=file]');
    await upload.setFile('input[type=file]', GIF_FILE);
    await upload.clickButton('Upload');
    await expect
      .poll(() => attributeOf(upload as DriverPage, '#upload-progress', 'value'), { timeout: 15_000 })
      .toBe('100');
    await expect
      .poll(() => textsOf(upload as DriverPage, 'button'), { timeout: 15_000 })
      .toContain('Upload another');
    const uploads = await control.uploads();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ via: 'file', contentType: 'image/gif' });
    const recents = await upload.evaluate(async () => {
      const api = ((globalThis as { browser?: unknown }).browser ??
        (globalThis as { chrome?: unknown }).chrome) as {
        storage: { local: { get(key: string): Promise<Record<string, unknown>> } };
      };
      return (await api.storage.local.get('recents')).recents;
    }, 0);
    expect(recents).toBe(`g${uploads[0]?.id}`);
  });
});
