import { expect, test } from '@playwright/test';
import { GIF_FILE, readProgressValues, recordProgressValues, writeBigGif } from '../big-gif.ts';
import { describeInBothBrowsers } from './both-browsers.ts';
import { type DriverPage, textsOf } from './extension-driver.ts';

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
    await expect
      .poll(() => textsOf(upload as DriverPage, 'button'), { timeout: 15_000 })
      .toContain('Upload another');
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

  test('a large file: the bar follows the bytes going up, not only the answer', async () => {
    const big = await writeBigGif(24);
    // The service waits before reading: the bytes stop part way while the socket buffers are full.
    await control.injectFault({ route: 'upload', kind: 'latency', latencyMs: 2500 });
    upload = await driver().openExtensionPage('upload.html');
    await upload.waitFor('input[type=file]');
    await upload.evaluate(recordProgressValues, 0);
    await upload.setFile('input[type=file]', big.file);
    await upload.clickButton('Upload');
    await expect
      .poll(() => textsOf(upload as DriverPage, 'button'), { timeout: 25_000 })
      .toContain('Upload another');
    const seen = await upload.evaluate(readProgressValues, 0);
    expect(seen.filter((value) => value > 0 && value < 100).length).toBeGreaterThanOrEqual(1);
    expect(seen.at(-1)).toBe(100);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(await control.uploads()).toMatchObject([{ via: 'file', bytes: big.bytes }]);
  });
});
