/**
 * What data saver saves: the bytes of media the popup loads for the first 25
 * trending tiles, with the setting off and on, in one browser. Counted by Chromium itself (the
 * DevTools protocol's encoded length of every response from the media origin), for the media of
 * those 25 items only, scrolling down as they load (the grid mounts only what is near the view).
 */
import type { Page } from '@playwright/test';
import type { WxtBrowser } from 'wxt/browser';
import type { ServiceHandle } from '../../service/index.ts';
import { openBenchPopup } from './launch.ts';
import { kb } from './stats.ts';

/** The extension API inside the browser, for functions Playwright runs there. */
declare const chrome: WxtBrowser;

const TILES = 25;

/**
 * Resolves with the ids of the first 25 tiles once each has had its media loaded, scrolling the
 * grid down as they load (it mounts only what is near the view); rejects after 60 s. A string:
 * tsx would wrap a named function in a helper the page lacks.
 */
const FIRST_TILES_LOADED = `new Promise((resolve, reject) => {
  const loaded = new Map();
  const started = performance.now();
  const check = () => {
    for (const tile of document.querySelectorAll('.tile.loaded'))
      if (Number(tile.dataset.tile) < ${TILES}) loaded.set(tile.dataset.tile, tile.dataset.itemId);
    if (loaded.size === ${TILES}) return resolve([...loaded.values()]);
    if (performance.now() - started > 60000) return reject(new Error('only ' + loaded.size + ' tiles loaded'));
    const scroller = document.querySelector('.grid-scroller');
    const last = [...document.querySelectorAll('.tile')].every((tile) => Number(tile.dataset.tile) < ${TILES} ? loaded.has(tile.dataset.tile) : true);
    if (scroller && last) scroller.scrollTop += 200;
    requestAnimationFrame(check);
  };
  check();
})`;

async function mediaBytes(
  page: Page,
  url: string,
  mediaOrigin: string,
): Promise<{ bytes: number; requests: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Map<string, string>();
  const sizes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
  await page.goto(url);
  const ids = (await page.evaluate(FIRST_TILES_LOADED)) as string[];
  // Whatever those tiles started (a placeholder still, the animation) finishes.
  await page.waitForTimeout(1500);
  await cdp.detach();
  let bytes = 0;
  let requests = 0;
  const kinds = new Map<string, number>();
  for (const [request, size] of sizes) {
    const address = urls.get(request) ?? '';
    if (!address.startsWith(mediaOrigin) || !ids.some((id) => address.includes(`/${id}/`))) continue;
    bytes += size;
    requests++;
    const file = address.split('?')[0]?.split('/').at(-1) ?? '';
    kinds.set(file, (kinds.get(file) ?? 0) + 1);
  }
  if (process.env.BENCH_VERBOSE) console.log(kinds);
  return { bytes, requests };
}

export async function benchDataSaver(service: ServiceHandle, extensionDir: string, executablePath: string) {
  const { context, page, url } = await openBenchPopup(extensionDir, executablePath);
  try {
    const mediaOrigin = new URL(service.mediaUrl).origin;
    const results: Record<string, { bytes: number; requests: number }> = {};
    for (const mode of ['off', 'on'] as const) {
      await page.evaluate((value) => chrome.storage.sync.set({ dataSaver: value }), mode);
      results[mode] = await mediaBytes(page, url, mediaOrigin);
    }
    const off = results.off ?? { bytes: 0, requests: 0 };
    const on = results.on ?? { bytes: 0, requests: 0 };
    console.log(`Media loaded for the first ${TILES} trending tiles (popup at 400 px wide):`);
    console.log(`  data saver off  ${kb(off.bytes).padStart(9)} in ${off.requests} responses`);
    console.log(
      `  data saver on   ${kb(on.bytes).padStart(9)} in ${on.requests} responses (${((on.bytes / off.bytes) * 100).toFixed(0)}% of off)`,
    );
  } finally {
    await context.close();
  }
}
