import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describeInBothBrowsers, expect, openComposerWithCaret, test } from './both-browsers.ts';
import { countOf, textsOf } from './extension-driver.ts';
import { takingPictures } from './photograph.ts';

/**
 * The webmail body with a picked GIF in it (Insert as: Automatic) and the detail view with Copy
 * GIF, light and dark, Chromium and Firefox, at 400x600: written to test-results/looks to be
 * looked at by `npm run looks`; the picture's having loaded and the buttons' fitting are asserted
 * in every run.
 */
const OUT = path.join(import.meta.dirname, '..', '..', '..', 'test-results', 'looks');

describeInBothBrowsers('looks: the GIF in a webmail body, and Copy GIF', ({ driver, env, open, openWeb }) => {
  for (const theme of ['light', 'dark'] as const) {
    test(`${theme}: the picture shows in the body; the detail view's buttons fit`, async () => {
      test.setTimeout(240_000);
      const browserName = driver().browserName;
      mkdirSync(OUT, { recursive: true });
      const settings = await open('options.html');
      await settings.waitFor('#theme');
      await settings.select('#theme', theme);
      await settings.select('#insert-format', 'auto');
      try {
        const { composer, tabId } = await openComposerWithCaret(
          { env, open, openWeb },
          'webmail',
          `?theme=${theme}`,
        );
        await composer.resize(400, 600);
        const popup = await open(`popup.html?tab=${tabId}`);
        await popup.waitFor('.tile.loaded');
        await popup.click('.tile.loaded');
        await expect.poll(() => textsOf(popup, 'footer .notice')).toEqual(['Inserted']);
        await composer.bringToFront();
        // The page loads the picture from its URL itself.
        const loaded = () =>
          composer.evaluate(() => {
            const img = document.querySelector('#field img') as HTMLImageElement | null;
            return img ? img.complete && img.naturalWidth > 0 : false;
          }, undefined);
        await expect.poll(loaded).toBe(true);
        if (takingPictures)
          await composer.screenshot(path.join(OUT, `webmail-picture-${theme}-${browserName}.png`));

        const list = await open('popup.html');
        await list.waitFor('.tile.loaded');
        await list.evaluate(() => (document.querySelector('.tile.loaded') as HTMLElement).focus(), undefined);
        await list.press('Shift+Enter');
        await list.waitFor('.detail');
        expect(await countOf(list, '.detail button')).toBeGreaterThanOrEqual(5);
        const fits = await list.evaluate(() => {
          const detail = document.querySelector('.detail') as HTMLElement;
          return [...detail.querySelectorAll('button')].every((button) => {
            const box = button.getBoundingClientRect();
            return box.left >= 0 && box.right <= document.documentElement.clientWidth;
          });
        }, undefined);
        expect(fits).toBe(true);
        if (takingPictures)
          await list.screenshot(path.join(OUT, `detail-copy-gif-${theme}-${browserName}.png`));
      } finally {
        await settings.select('#insert-format', 'url');
        await settings.select('#theme', 'auto');
      }
    });
  }
});
