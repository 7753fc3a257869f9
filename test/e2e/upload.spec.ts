import { open, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Worker } from '@playwright/test';
import type { WxtBrowser } from 'wxt/browser';
import { UPLOAD_MENU_ID } from '../../src/background/launchers.ts';
import { GIF_FILE, readProgressValues, recordProgressValues, writeBigGif } from './big-gif.ts';
import { expect, test } from './fixtures.ts';
import { BackgroundApi } from './pages/background-api.ts';
import { ComposerPage } from './pages/composer-page.ts';
import { UploadPage } from './pages/upload-page.ts';

declare const chrome: WxtBrowser;

interface LauncherHooks {
  __gifdropTestHooks?: {
    launchers: { onClicked(info: { menuItemId: string; srcUrl?: string }, tab: { id?: number }): void };
  };
}

async function mediaUrlOfTrending(api: BackgroundApi): Promise<string> {
  const [gif] = (await api.value({ type: 'trending', kind: 'gifs', limit: 1 })).data;
  const url = gif?.images?.original?.url;
  if (!url) throw new Error('a trending GIF with an original rendition');
  return url;
}

function menuExists(worker: Worker, id: string): Promise<boolean> {
  return worker.evaluate(
    (menuId) =>
      chrome.contextMenus.update(menuId, {}).then(
        () => true,
        () => false,
      ),
    id,
  );
}

test.describe('upload page', () => {
  test('a GIF file and a URL upload with the progress bar reaching 100%, the service records them, the result shows with Copy link and lands in Recent', async ({
    page,
    extensionId,
    control,
    context,
  }) => {
    const api = new BackgroundApi(await context.newPage(), extensionId);
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
    await expect(upload.result).toBeVisible({ timeout: 15_000 });
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
    await expect(upload.result).toBeVisible({ timeout: 15_000 });
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

    const dir = tmpdir();
    const text = path.join(dir, `gifdrop-not-a-gif-${process.pid}.gif`);
    await writeFile(text, 'these bytes are words, not a GIF');
    await upload.file.setInputFiles(text);
    await upload.submit.click();
    await expect(upload.problem).toContainText(
      'is not an animated GIF or a video (MP4, MOV, WebM), by its contents',
    );

    // A sparse file: 101 MB on paper, nothing on disk.
    const huge = path.join(dir, `gifdrop-huge-${process.pid}.mp4`);
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
    await expect(page.getByText(/^dropped\.gif, 1 kB/)).toBeVisible();
    await upload.submit.click();
    await expect(upload.problem).toContainText('“dropped.gif” is not an animated GIF or a video');

    await expect(upload.tags).toHaveValue('keep me');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    expect(await control.uploads()).toHaveLength(0);
    expect((await control.requests()).filter((request) => request.server === 'upload')).toHaveLength(0);
  });

  test('a channel username: refused before sending on a key known to be unapproved, the 403 explained otherwise; the daily limit of a rate-limited key is counted and its 429 explained', async ({
    page,
    extensionId,
    control,
    context,
  }) => {
    const api = new BackgroundApi(await context.newPage(), extensionId);
    await api.open();
    const source = await mediaUrlOfTrending(api);
    const upload = new UploadPage(page, extensionId);

    // The build's key was never checked: the service's 403 is explained.
    await control.setPolicy('approved', { channelUploadAllowed: false });
    await upload.open();
    await upload.url.fill(source);
    await upload.username.fill('mychannel');
    await upload.submit.click();
    await expect(upload.problem).toContainText('GIPHY refused the channel username (403)');
    await expect(upload.username).toHaveValue('mychannel');

    // A production key, checked: not approved, so the page refuses before sending.
    await api.value({ type: 'setKey', key: 'gifdrop-production-key-0002' });
    await control.reset();
    await upload.open();
    await upload.url.fill(source);
    await upload.username.fill('mychannel');
    await upload.submit.click();
    await expect(upload.problem).toContainText('A channel username needs a key of an app GIPHY approved');
    expect(await control.uploads()).toHaveLength(0);

    // The beta key: 10 a day, counted here; the service's 429 is explained.
    await api.value({ type: 'setKey', key: 'gifdrop-beta-key-0001' });
    await upload.open();
    await expect(upload.quota).toHaveText('10 uploads left today on this key');
    await upload.url.fill(source);
    await upload.submit.click();
    await expect(upload.result).toBeVisible({ timeout: 15_000 });
    await expect(upload.quota).toHaveText('9 uploads left today on this key');
    await control.setPolicy('beta', { uploadsPerDay: 1 });
    await upload.result.getByRole('button', { name: 'Upload another' }).click();
    await upload.url.fill(source);
    await upload.submit.click();
    await expect(upload.problem).toContainText(
      'This key has used its 10 uploads for today (GIPHY answered 429)',
    );
  });

  test('"Upload to GIPHY" on a page image opens the page with its URL; Insert opens the picker on the tab with the new GIF, and a click inserts it', async ({
    context,
    serviceWorker,
    env,
    extensionId,
    control,
  }) => {
    await expect.poll(() => menuExists(serviceWorker, UPLOAD_MENU_ID)).toBe(true);
    const api = new BackgroundApi(await context.newPage(), extensionId);
    await api.open();
    const source = await mediaUrlOfTrending(api);
    const composerPage = new ComposerPage(await context.newPage(), env.composersUrl);
    await composerPage.open('textarea.html');
    await composerPage.placeCaret({ field: '#field' }, 'Hello '.length);
    const tabId = await api.page.evaluate(async (prefix) => {
      const tabs = await chrome.tabs.query({});
      return tabs.find((tab) => (tab.url ?? '').startsWith(prefix))?.id;
    }, composerPage.url('textarea.html'));
    expect(tabId).toBeDefined();

    const opened = context.waitForEvent('page');
    await serviceWorker.evaluate(
      ({ menuId, srcUrl, id }) =>
        (globalThis as LauncherHooks).__gifdropTestHooks?.launchers.onClicked(
          { menuItemId: menuId, srcUrl },
          { id },
        ),
      { menuId: UPLOAD_MENU_ID, srcUrl: source, id: tabId as number },
    );
    const uploadTab = await opened;
    await uploadTab.waitForLoadState();
    const upload = new UploadPage(uploadTab, extensionId);
    await expect(upload.url).toHaveValue(source);
    await upload.submit.click();
    await expect(upload.result).toBeVisible({ timeout: 15_000 });
    const [recorded] = await control.uploads();

    const picker = context.waitForEvent('page');
    await upload.result.getByRole('button', { name: 'Insert' }).click();
    const pickerPage = await picker;
    await pickerPage.waitForLoadState();
    const preview = pickerPage.locator(`.single[data-item-id="${recorded?.id}"]`);
    await expect(preview).toBeVisible();
    // The person's own upload, named so (not "The linked item").
    await expect(pickerPage.getByText('Your upload', { exact: true })).toBeVisible();
    await composerPage.page.bringToFront();
    await preview.getByRole('button', { name: 'Insert' }).click();
    await expect(pickerPage.getByRole('status').last()).toHaveText('Inserted');
    await expect(composerPage.field({ field: '#field' })).toHaveValue(
      // A space on each side of the link (the default "Put spaces around an inserted link").
      new RegExp(`^Hello https?://\\S*${recorded?.id}\\S* world$`),
    );
  });

  test('Chromium: the bar follows the bytes going up (the worker hands them to an offscreen document), and the document goes away after', async ({
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
    await expect(page.getByText('Processing on GIPHY…')).toBeVisible({ timeout: 20_000 });
    await expect(upload.result).toBeVisible({ timeout: 25_000 });
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
