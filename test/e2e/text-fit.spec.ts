import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { takingPictures } from './cross/photograph.ts';
import { expect, test } from './fixtures.ts';
import { textFitProblems } from './pages/text-fit.ts';

/**
 * No word cut off or covered, in every language GifDrop ships, as Chromium started with `--lang`
 * shows it: the popup at its 400 px (trending, and a long search typed), the options page at
 * 1000 and 1280 px, the upload page at 400 px. With `npm run looks`, pictures of each, light and
 * dark, go to test-results/text-fit/ to be looked at.
 */
const SHOTS = path.join(import.meta.dirname, '../../test-results/text-fit');

async function shots(page: Page, name: string): Promise<void> {
  if (!takingPictures) return;
  await mkdir(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${scheme}.png`) });
  }
}

// English, the browser's own language here: cross/text-fit.cross.spec.ts checks the same pages.
for (const folder of ['de', 'es', 'fr', 'pt_BR', 'ja', 'ar'])
  test.describe(`words fit in ${folder}`, () => {
    test.use({ lang: folder.replace('_', '-') });
    test.describe.configure({ timeout: 60_000 });

    test('popup and upload at 400 px, options at 1000 and 1280 px: no word cut or covered', async ({
      popupPage,
      optionsPage,
      page,
    }) => {
      await popupPage.open();
      await popupPage.waitForTiles();
      await expect(page.locator('header nav.suggestions')).toBeVisible();
      expect(await page.evaluate(textFitProblems)).toEqual([]);
      await shots(page, `popup-${folder}`);
      // The counter shows from 40 characters: the text, the counter and the clear button side by side.
      await popupPage.search.fill('a long search that runs on past the end of the box');
      await expect(popupPage.counter).toBeVisible();
      await expect(page.getByRole('button', { name: /./ }).first()).toBeVisible();
      expect(await page.evaluate(textFitProblems)).toEqual([]);
      await shots(page, `popup-long-search-${folder}`);

      await optionsPage.open();
      for (const width of [1000, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await page.evaluate(textFitProblems), `${width} px`).toEqual([]);
        await page.locator('#data-saver').scrollIntoViewIfNeeded();
        await shots(page, `options-${width}-${folder}`);
      }

      await page.setViewportSize({ width: 400, height: 600 });
      await page.goto(page.url().replace('options.html', 'upload.html'));
      await expect(page.locator('button[type=submit]')).toBeVisible();
      expect(await page.evaluate(textFitProblems), 'upload').toEqual([]);
      await shots(page, `upload-${folder}`);
    });
  });
