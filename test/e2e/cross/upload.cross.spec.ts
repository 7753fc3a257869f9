import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { GIF_FILE, readProgressValues, recordProgressValues, writeBigGif } from '../big-gif.ts';
import { describeInBothBrowsers, expect, test } from './both-browsers.ts';
import { type DriverPage, textsOf } from './extension-driver.ts';
import { photographInBothThemes } from './photograph.ts';

/** The values of the upload form's text fields, and whether a file is still shown as chosen. */
const formOf = (page: DriverPage) =>
  page.evaluate(
    () => ({
      fields: [...document.querySelectorAll('form input:not([type=file])')].map(
        (input) => (input as HTMLInputElement).value,
      ),
      file: (document.querySelector('input[type=file]') as HTMLInputElement).files?.length ?? 0,
      chosen: document.querySelector('.chosen')?.textContent ?? null,
    }),
    0,
  );

describeInBothBrowsers('upload page', ({ driver, control }) => {
  let upload: DriverPage | undefined;
  test.afterEach(async () => {
    await upload?.close();
  });

  test('a GIF file goes up through the background (handed over in IndexedDB), reaches 100%, lands in Recent', async () => {
    upload = await driver().openExtensionPage('upload.html');
    await upload.waitFor('input[type=file]');
    await upload.evaluate(recordProgressValues, 0);
    await upload.setFile('input[type=file]', GIF_FILE);
    await upload.clickButton('Upload');
    await expect.poll(() => textsOf(upload as DriverPage, 'button')).toContain('Upload another');
    // The bar reached 100% before the result took its place.
    expect((await upload.evaluate(readProgressValues, 0)).at(-1)).toBe(100);
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

  test('after an upload the result shows and the form is empty: a second click cannot send it again', async () => {
    upload = await driver().openExtensionPage('upload.html');
    await upload.waitFor('input[type=file]');
    await upload.setFile('input[type=file]', GIF_FILE);
    await upload.fill('form label:nth-of-type(2) input', 'cats, happy');
    await upload.fill('form label:nth-of-type(3) input', 'https://example.com/post');
    await upload.clickButton('Upload');
    await expect.poll(() => textsOf(upload as DriverPage, 'button')).toContain('Upload another');
    await upload.waitFor('.result img.uploaded');
    expect(await formOf(upload)).toEqual({ fields: ['', '', '', ''], file: 0, chosen: null });
    await photographInBothThemes(upload, 'upload-done', driver().browserName, '.result');
    await upload.clickButton('Upload');
    await expect
      .poll(() => textsOf(upload as DriverPage, '[role=alert]'))
      .toEqual([expect.stringContaining('Choose a GIF or video file')]);
    expect(await control.uploads()).toHaveLength(1);
  });

  test('an empty file reads "0 bytes" beside the message that it is empty, and is not sent', async () => {
    // The test's own output folder, which the next run clears.
    const dir = test.info().outputPath();
    const empty = path.join(dir, 'empty.gif');
    writeFileSync(empty, '');
    upload = await driver().openExtensionPage('upload.html');
    await upload.waitFor('input[type=file]');
    await upload.setFile('input[type=file]', empty);
    await expect.poll(() => textsOf(upload as DriverPage, '.chosen')).toEqual(['empty.gif, 0 bytes Remove']);
    await upload.clickButton('Upload');
    await expect.poll(() => textsOf(upload as DriverPage, '[role=alert]')).toEqual(['“empty.gif” is empty.']);
    await photographInBothThemes(upload, 'upload-empty', driver().browserName, '.chosen');
    expect(await control.uploads()).toHaveLength(0);
  });

  test('a large file: the bar follows the bytes going up, not only the answer', async () => {
    const big = await writeBigGif(24);
    // The service waits before reading: the bytes stop part way while the socket buffers are full.
    await control.injectFault({ route: 'upload', kind: 'latency', latencyMs: 2500 });
    upload = await driver().openExtensionPage('upload.html');
    await upload.waitFor('input[type=file]');
    await upload.evaluate(recordProgressValues, 0);
    await upload.setFile('input[type=file]', big.file);
    await upload.clickButton('Upload');
    await expect.poll(() => textsOf(upload as DriverPage, 'button')).toContain('Upload another');
    const seen = await upload.evaluate(readProgressValues, 0);
    expect(seen.filter((value) => value > 0 && value < 100).length).toBeGreaterThanOrEqual(1);
    expect(seen.at(-1)).toBe(100);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(await control.uploads()).toMatchObject([{ via: 'file', bytes: big.bytes }]);
  });
});
