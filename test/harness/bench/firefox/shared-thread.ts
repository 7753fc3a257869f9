/**
 * How much of a woken background's wait is the popup's own first paint: in Firefox an extension's
 * pages and its background page share one main thread, so the popup drawing itself delays the
 * woken page's script. The same open, asleep with nothing cached, of a copy of the popup whose code
 * loads and asks as usual but draws nothing (`popup-undrawn.html`, written into the bench build).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { median, ms } from '../stats.ts';
import { type FirefoxBench, forgetCached, openMeasured, openWatcher, waitAsleep } from './browser.ts';

export const UNDRAWN_POPUP = 'popup-undrawn.html';

/** Writes the popup without its root element (its code finds none to render into) next to it. */
export async function writeUndrawnPopup(outDir: string): Promise<void> {
  const html = await readFile(path.join(outDir, 'popup.html'), 'utf8');
  const undrawn = html.replace('<div id="app"></div>', '');
  if (undrawn === html) throw new Error('popup.html has no <div id="app"></div> to take out');
  await writeFile(path.join(outDir, UNDRAWN_POPUP), undrawn);
}

/**
 * Opens the undrawn popup `runs` times, each with the background asleep and nothing cached, and
 * prints when the woken page's code had run, beside `drawn` (the same figure for the real popup).
 */
export async function benchSharedThread(
  firefox: FirefoxBench,
  watcher: Page,
  readWoken: (origin: number) => Promise<Record<string, number>>,
  drawn: number,
  runs: number,
): Promise<void> {
  const url = `${firefox.gifdrop}${UNDRAWN_POPUP}`;
  const main: number[] = [];
  for (let run = 0; run < runs; run++) {
    await forgetCached(watcher);
    await waitAsleep(watcher);
    const page = await firefox.browser.newPage();
    await page.setViewport({ width: 400, height: 600 });
    void page.goto(url).catch(() => {});
    // Its time origin once the woken page has answered it.
    const origin = (await watcher.evaluate(`new Promise((resolve, reject) => {
      const started = performance.now();
      const check = async () => {
        const view = browser.extension.getViews().find((candidate) => candidate.location.href === ${JSON.stringify(url)});
        const background = view && browser.extension.getBackgroundPage();
        if (background?.performance.getEntriesByName('gifdrop:first-answer', 'mark').length) resolve(view.performance.timeOrigin);
        else if (performance.now() - started > 20000) reject(new Error('the undrawn popup was not answered'));
        else setTimeout(check, 5);
      };
      check();
    })`)) as number;
    main.push((await readWoken(origin)).bgMain ?? Number.NaN);
    await page.close();
  }
  const undrawn = median(main);
  console.log(
    `  the woken page's code run by ${ms(drawn)} behind the popup drawing itself, by ${ms(undrawn)} behind the ` +
      `same popup drawing nothing: ${ms(drawn - undrawn)} of its wait is the popup's first paint on the thread ` +
      `an extension's pages share in Firefox`,
  );
}

/**
 * GifDrop's own popup over a background that costs nothing before the first answer (the copy of
 * first-page-copy.ts at `base`), asleep with nothing cached: what Firefox's one thread for the popup
 * and the woken page leaves of the extension floor once the popup is GifDrop's.
 */
export async function firstPageFloor(firefox: FirefoxBench, base: string) {
  const watcher = await openWatcher(firefox.browser, `${base}welcome.html`);
  const times: number[] = [];
  return {
    async measure() {
      await forgetCached(watcher);
      await waitAsleep(watcher);
      const opened = await openMeasured(firefox.browser, `${base}popup.html`);
      times.push(opened.time);
      await opened.close();
    },
    /** Resolves once its event page sleeps: after its answer it loads and starts GifDrop's whole background. */
    asleep: () => waitAsleep(watcher),
    print(popup: number, extensionFloor: number) {
      const floor = median(times);
      console.log(
        `  the floor for GifDrop's own popup (a copy whose woken page first only fetches the first page ` +
          `and answers it unread, GifDrop's background loaded after it): ${ms(floor)}, ` +
          `${(floor / extensionFloor).toFixed(2)}× the extension floor; the popup takes ` +
          `${(popup / floor).toFixed(2)}× it, ${ms(popup - floor)} more`,
      );
    },
    close: () => watcher.close(),
  };
}
