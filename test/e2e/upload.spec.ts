import type { WxtBrowser } from 'wxt/browser';
import { GIF_FILE, readProgressValues, recordProgressValues, writeBigGif } from './big-gif.ts';
import { expect, test } from './fixtures.ts';
import { BackgroundApi } from './pages/background-api.ts';
import { pageInOwnWindow } from './pages/own-window.ts';
import { mediaUrlOfTrending, UploadPage } from './pages/upload-page.ts';

// One browser for the file, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

declare const chrome: WxtBrowser;

test.describe('upload page', () => {
  test('a file and a URL upload reach the service, show the new GIF with Copy link, and land in Recent', async ({
    page,
    extensionId,
    control,
    context,
  }) => {
    const api = new BackgroundApi(await pageInOwnWindow(context), extensionId);
    await api.open();
    const upload = new UploadPage(page, extensionId);
    await page.addInitScript(() => {
      const clipboard = navigator.clipboard;
      clipboard.writeText = (text: string) => {
        (window as unknown as { copied: string }).copied = text;
        return Promise.resolve();
      };
    });
    await upload.open();
    await upload.file.setInputFiles(GIF_FILE);
    await upload.tags.fill('gifdrop test, e2e');
    await upload.sourcePage.fill('https://example.com/post/1');
    // The service takes its time to make the GIF: the page says so once the bytes are sent.
    await control.injectFault({ route: 'gifs.by_id', kind: 'latency', latencyMs: 1500 });
    await upload.submit.click();
    await expect(page.getByText('Processing on GIPHY…')).toBeVisible();
    await expect(upload.result).toBeVisible();
    // The success is the new GIF under its heading, not a percentage.
    await expect(upload.result.getByRole('heading', { name: 'Your GIF is on GIPHY' })).toBeVisible();
    await expect(upload.result.getByRole('img')).toBeVisible();
    await expect(upload.progress).toHaveCount(0);
    await expect(page.getByText('Processing on GIPHY…')).toHaveCount(0);
    let uploads = await control.uploads();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({
      via: 'file',
      contentType: 'image/gif',
      tags: ['gifdrop test', 'e2e'],
      sourcePostUrl: 'https://example.com/post/1',
    });
    const fileId = uploads[0]?.id as string;
    // The result was fetched by id.
    expect((await control.requests()).some((request) => request.path === `/v1/gifs/${fileId}`)).toBe(true);
    await upload.result.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toMatch(
      new RegExp(`${fileId}`),
    );

    await upload.result.getByRole('button', { name: 'Upload another' }).click();
    await upload.url.fill(await mediaUrlOfTrending(api));
    await upload.submit.click();
    await expect(upload.result).toBeVisible();
    uploads = await control.uploads();
    expect(uploads.map((entry) => entry.via)).toEqual(['file', 'source_image_url']);
    const urlId = uploads[1]?.id as string;

    // Both are in Recent, newest first; the file was never kept by the extension.
    const recents = await api.page.evaluate(() => chrome.storage.local.get('recents'));
    expect(recents.recents).toBe(`g${urlId} g${fileId}`);
  });

  test('looks like GifDrop: its buttons, its mark (the same file as every surface), its header', async ({
    page,
    extensionId,
  }) => {
    const upload = new UploadPage(page, extensionId);
    await upload.open();
    const mark = page.getByRole('link').filter({ has: page.getByRole('img', { name: 'Powered by GIPHY' }) });
    await expect(mark).toBeVisible();
    const image = mark.getByRole('img');
    await expect(image).toHaveAttribute('src', '/powered-by-giphy.svg');
    // Loaded, 28 px high, in the file's own proportions.
    const shape = await image.evaluate((img: HTMLImageElement) => ({
      loaded: img.complete && img.naturalWidth > 0,
      height: img.getBoundingClientRect().height,
      ratio: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
      natural: img.naturalWidth / img.naturalHeight,
    }));
    expect(shape.loaded).toBe(true);
    expect(shape.height).toBe(28);
    expect(shape.ratio).toBeCloseTo(shape.natural, 2);
    // GifDrop's buttons, not the system's grey ones: rounded, the primary one in the accent colour.
    const style = (name: string) =>
      page
        .locator('button', { hasText: name })
        .first()
        .evaluate((button) => {
          const computed = getComputedStyle(button);
          return {
            radius: computed.borderRadius,
            background: computed.backgroundColor,
            color: computed.color,
          };
        });
    const primary = await style('Upload');
    const secondary = await style('Choose a file');
    expect(primary.radius).toBe('8px');
    expect(secondary.radius).toBe('8px');
    const accent = await page.evaluate(() => {
      const probe = document.createElement('i');
      probe.style.color = 'var(--gd-accent)';
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    expect(primary.background).toBe(accent);
    expect(secondary.background).not.toBe(primary.background);
    // The popup (and the in-page panel, which is the popup) and the welcome page show the same file.
    for (const surface of ['popup.html', 'welcome.html']) {
      await page.goto(`chrome-extension://${extensionId}/${surface}`);
      await expect(page.getByRole('img', { name: 'Powered by GIPHY' })).toHaveAttribute(
        'src',
        '/powered-by-giphy.svg',
      );
    }
  });

  test('Chromium: the bar follows the bytes sent by an offscreen document, which goes away after', async ({
    page,
    extensionId,
    control,
    serviceWorker,
  }) => {
    const big = await writeBigGif(24);
    await page.addInitScript(recordProgressValues);
    await control.injectFault({ route: 'upload', kind: 'latency', latencyMs: 2500 });
    const upload = new UploadPage(page, extensionId);
    await upload.open();
    await upload.file.setInputFiles(big.file);
    await upload.submit.click();
    // Every byte sent, the answer held back by the service: it is processing.
    await expect(page.getByText('Processing on GIPHY…')).toBeVisible();
    await expect(upload.result).toBeVisible();
    const seen = await page.evaluate(readProgressValues);
    // Values between the start and the end: the bar moved with the bytes, not only at the answer.
    expect(seen.filter((value) => value > 0 && value < 100).length).toBeGreaterThanOrEqual(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const uploads = await control.uploads();
    expect(uploads).toMatchObject([{ via: 'file', contentType: 'image/gif', bytes: big.bytes }]);
    // The offscreen document lives only while an upload runs.
    await expect
      .poll(() =>
        serviceWorker.evaluate(
          async () =>
            (await chrome.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT' as never] })).length,
        ),
      )
      .toBe(0);
  });
});
