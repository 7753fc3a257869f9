/**
 * `npm run store:images`: the store images, made from the product against the reference service.
 * Screenshots at 1280×800 (PNG without alpha, as the Chrome Web Store asks): the popup over a chat
 * page, the in-page panel at the caret, the settings, the upload page, `/gif` in the chat; the tiles at
 * 440×280 and 1400×560. English; `--lang de` (any UI language) writes that language's set beside it.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { InPagePanel } from '../e2e/pages/in-page-panel.ts';
import { textFitProblems } from '../e2e/pages/text-fit.ts';
import { DEVELOPMENT_KEY_KIND, startService } from '../service/index.ts';
import { buildExtension } from './build-extension.ts';
import { CHROMIUM_HINT, findChromium, launchWithExtension } from './chromium.ts';
import { repoRoot } from './paths.ts';

const { values } = parseArgs({ options: { lang: { type: 'string', default: 'en' } } });
const lang = values.lang ?? 'en';
const suffix = lang === 'en' ? '' : `-${lang}`;
const screenshots = path.join(repoRoot, 'store', 'screenshots');
const promo = path.join(repoRoot, 'store', 'promo');

/** A PNG without its alpha channel: the stores refuse screenshots with one. */
function withoutAlpha(png: Buffer): Buffer {
  const image = PNG.sync.read(png);
  return PNG.sync.write(image, { colorType: 2, inputHasAlpha: true });
}

async function save(file: string, png: Buffer): Promise<void> {
  await writeFile(file, withoutAlpha(png));
  console.log(path.relative(repoRoot, file));
}

/** Every image of the page has loaded (or failed): nothing half-drawn in a screenshot. */
async function imagesLoaded(page: Page | import('@playwright/test').Frame): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
    timeout: 15_000,
  });
}

/** What an extension page of Chromium reaches as `chrome`, for the few calls made from here. */
interface ChromeApi {
  chrome: {
    runtime: { sendMessage(message: unknown): Promise<{ ok: boolean }> };
    i18n: { getMessage(key: string): string };
  };
}

/** The settings image's margin around its board, and the least it may be scaled to fit. */
const BOARD_MARGIN = 34;
const MIN_BOARD_SCALE = 0.8;
const OPTIONS_WIDTH = 672;

/** The options page's sections shown on the settings image, each whole: left column, then right. */
const SETTINGS_COLUMNS = [['key-heading', 'site-formats-heading'], ['preferences-heading']] as const;

/**
 * The settings image: the options page is one long column, so a 1280×800 cut of it starts and ends
 * mid-section. Instead its title and the sections of SETTINGS_COLUMNS, each photographed whole at
 * the page's own width, side by side on the page's background (mirrored in a right-to-left language).
 * The key is one the person set and checked, as after setup (not a build's key).
 */
async function settingsBoard(url: string): Promise<Buffer> {
  const page = await context.newPage();
  // The options page's own width on any desktop window (its max-width and padding).
  await page.setViewportSize({ width: OPTIONS_WIDTH, height: 800 });
  await page.goto(url);
  await page.evaluate(async (key) => {
    const { chrome } = globalThis as unknown as ChromeApi;
    const answer = await chrome.runtime.sendMessage({ type: 'setKey', key });
    if (!answer.ok) throw new Error(`setKey: ${JSON.stringify(answer)}`);
  }, apiKey);
  await page.reload();
  await page.waitForFunction(() => {
    const { chrome } = globalThis as unknown as ChromeApi;
    const status = document.querySelector('#key-status')?.textContent ?? '';
    return status !== '' && status !== chrome.i18n.getMessage('loading');
  });
  // A store image shows no cut word: the page as photographed passes the text-fit check.
  // tsx names functions with a `__name` helper the page lacks.
  await page.evaluate('globalThis.__name = (target) => target');
  const cut = await page.evaluate(textFitProblems);
  if (cut.length > 0)
    throw new Error(`the options page cuts words at ${OPTIONS_WIDTH} px: ${cut.join('; ')}`);
  const picture = async (selector: string) =>
    `data:image/png;base64,${(await page.locator(selector).screenshot()).toString('base64')}`;
  const title = await picture('h1');
  const columns = [];
  for (const column of SETTINGS_COLUMNS) {
    const images = [];
    for (const heading of column) images.push(await picture(`section[aria-labelledby=${heading}]`));
    columns.push(images);
  }
  const { background, dir } = await page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    dir: document.documentElement.dir || 'ltr',
  }));
  await page.close();
  const board = await context.newPage();
  await board.setViewportSize({ width: 1280, height: 800 });
  await board.setContent(`<body dir="${dir}" style="margin:0;width:1280px;height:800px;overflow:hidden;box-sizing:border-box;
    background:${background};display:flex;align-items:center;justify-content:center">
    <div id="board" style="display:flex;flex-direction:column;gap:4px">
    <div><img src="${title}"></div>
    <div style="display:flex;gap:28px;align-items:flex-start">${columns
      .map(
        (images) =>
          `<div style="display:flex;flex-direction:column;gap:12px">${images.map((src) => `<img src="${src}">`).join('')}</div>`,
      )
      .join('')}</div></div>
  </body>`);
  await imagesLoaded(board);
  // Two sections at the page's width, and languages with longer words, need more than 1280×800:
  // the board is scaled down to fit,
  // never below MIN_BOARD_SCALE (smaller text would not be read on a store page).
  const scale = await board.evaluate(
    ([margin, least]) => {
      const content = document.getElementById('board') as HTMLElement;
      const fit = Math.min(
        1,
        (800 - 2 * margin) / content.scrollHeight,
        (1280 - 2 * margin) / content.scrollWidth,
      );
      if (fit < least) return fit;
      content.style.zoom = String(fit);
      return fit;
    },
    [BOARD_MARGIN, MIN_BOARD_SCALE] as const,
  );
  if (scale < MIN_BOARD_SCALE)
    throw new Error(`the settings sections fit 1280×800 in this language only at ${scale.toFixed(2)}×`);
  const png = await board.screenshot();
  await board.close();
  return png;
}

const chromiumPath = findChromium();
if (!chromiumPath) throw new Error(CHROMIUM_HINT);
const service = await startService({ port: 0, uploadPort: 0, controlPort: 0, log: () => undefined });
const chat = await readFile(path.join(import.meta.dirname, 'store-images', 'chat.html'));
const site = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(chat);
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
const siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
const siteUrl = `${siteOrigin}/`;
const apiKey = service.keys[DEVELOPMENT_KEY_KIND];
// A `test-` mode: the reference service's addresses and the launchers' test hooks, no welcome tab.
const { outDir } = await buildExtension({
  mode: 'test-store',
  service: { baseUrl: service.baseUrl, uploadUrl: service.uploadUrl, apiKey },
  quiet: true,
});
const launched = await launchWithExtension({
  extensionDir: outDir,
  executablePath: chromiumPath,
  headless: true,
  lang,
});
const { context, extensionId, serviceWorker } = launched;
try {
  await mkdir(screenshots, { recursive: true });
  await mkdir(promo, { recursive: true });
  const extensionPage = (file: string) => `chrome-extension://${extensionId}/${file}`;

  // The chat page, the caret at the end of the message being written.
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl);
  const field = page.getByRole('textbox', { name: 'Message' });
  await field.click();
  await page.keyboard.press('End');
  const panel = new InPagePanel(page, serviceWorker);
  const tabId = await panel.tabId();

  // 1. The popup over the chat, where the browser shows it (under the toolbar, at the right).
  const popup = await context.newPage();
  await popup.setViewportSize({ width: 400, height: 600 });
  await popup.goto(extensionPage(`popup.html?tab=${tabId}`));
  await popup.locator('.tile img, .tile video').first().waitFor();
  await imagesLoaded(popup);
  const popupShot = await popup.screenshot();
  await page.bringToFront();
  const chatShot = await page.screenshot();
  const board = await context.newPage();
  await board.setViewportSize({ width: 1280, height: 800 });
  await board.setContent(`<body style="margin:0;position:relative;width:1280px;height:800px;overflow:hidden">
    <img src="data:image/png;base64,${chatShot.toString('base64')}" style="position:absolute;inset:0">
    <img src="data:image/png;base64,${popupShot.toString('base64')}" style="position:absolute;top:12px;right:24px;border-radius:10px;box-shadow:0 12px 40px #0005,0 0 0 1px #0002">
  </body>`);
  await imagesLoaded(board);
  await save(path.join(screenshots, `1-popup${suffix}.png`), await board.screenshot());
  await popup.close();

  // 2. The in-page panel at the caret (the keyboard shortcut).
  await page.bringToFront();
  await field.click();
  await page.keyboard.press('End');
  await panel.pressShortcut(tabId);
  const frame = await panel.waitForTiles();
  await imagesLoaded(frame);
  await save(path.join(screenshots, `2-in-page${suffix}.png`), await page.screenshot());

  // 3. The settings: whole sections that explain themselves (the key, the formats, the languages).
  await save(
    path.join(screenshots, `3-settings${suffix}.png`),
    await settingsBoard(extensionPage('options.html')),
  );

  // 4. The upload page.
  for (const [file, name, from] of [['upload.html', '4-upload', 'h1']] as const) {
    const other = await context.newPage();
    await other.setViewportSize({ width: 1280, height: 800 });
    await other.goto(extensionPage(file));
    await other.locator(from).first().waitFor();
    await other
      .locator(from)
      .first()
      .evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await imagesLoaded(other);
    await save(path.join(screenshots, `${name}${suffix}.png`), await other.screenshot());
    await other.close();
  }

  // 5. `/gif` typed in the chat's composer, on a site where the person turned it on in the settings.
  const options = await context.newPage();
  await options.goto(extensionPage('options.html'));
  await options.locator('#slash-site').fill(siteOrigin);
  await options.locator('#slash-site').press('Enter');
  await options.locator('.slash-origin').first().waitFor();
  await options.close();
  await page.bringToFront();
  await page.goto(siteUrl);
  await field.click();
  await page.keyboard.press('End');
  await page.keyboard.type('/gif party', { delay: 40 });
  const slashFrame = await panel.waitForTiles();
  await imagesLoaded(slashFrame);
  await save(path.join(screenshots, `5-slash-gif${suffix}.png`), await page.screenshot());

  // The promo tiles: the mark, the name, a line, and a row of GIFs from the service.
  if (lang === 'en') {
    const answer = await fetch(`${service.baseUrl}/v1/gifs/trending?api_key=${apiKey}&limit=8`);
    const gifs = ((await answer.json()) as { data: { images: { fixed_height?: { url?: string } } }[] }).data
      .map((gif) => gif.images.fixed_height?.url)
      .filter((url): url is string => typeof url === 'string');
    const icon = (await readFile(path.join(repoRoot, 'public/icon/128.png'))).toString('base64');
    for (const [width, height, file, count] of [
      [440, 280, 'small-440x280.png', 2],
      [1400, 560, 'marquee-1400x560.png', 5],
    ] as const) {
      const tile = await context.newPage();
      await tile.setViewportSize({ width, height });
      const big = width > 1000;
      await tile.setContent(`<body style="margin:0;width:${width}px;height:${height}px;overflow:hidden;
        background:linear-gradient(135deg,#5a3ee6,#8e5cd9 60%,#e76f9a);font-family:system-ui,sans-serif;color:#fff;
        display:flex;flex-direction:column;justify-content:center;gap:${big ? 28 : 14}px;padding:0 ${big ? 80 : 28}px;box-sizing:border-box">
        <div style="display:flex;align-items:center;gap:${big ? 20 : 10}px">
          <img src="data:image/png;base64,${icon}" style="width:${big ? 96 : 56}px;height:${big ? 96 : 56}px">
          <div><div style="font-size:${big ? 64 : 34}px;font-weight:800;letter-spacing:-0.5px">GifDrop</div>
          <div style="font-size:${big ? 26 : 15}px;opacity:.92">A GIF for every text field on the web</div></div>
        </div>
        <div id="strip" style="display:flex;gap:${big ? 16 : 10}px">${gifs
          .slice(0, count)
          .map(
            (url) =>
              `<img src="${url}" style="height:${big ? 200 : 100}px;border-radius:${big ? 14 : 8}px;box-shadow:0 8px 24px #0004">`,
          )
          .join('')}</div>
      </body>`);
      await imagesLoaded(tile);
      // Only whole GIFs: those that would run past the right padding are left out.
      await tile.evaluate(
        (edge) => {
          for (const image of document.querySelectorAll('#strip img'))
            if (image.getBoundingClientRect().right > edge) image.remove();
        },
        width - (big ? 80 : 28),
      );
      await save(path.join(promo, file), await tile.screenshot());
      await tile.close();
    }
  }
} finally {
  await context.close();
  await new Promise((resolve) => site.close(resolve));
  await service.close();
}
