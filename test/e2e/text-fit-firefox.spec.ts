import { expect, test } from '@playwright/test';
import { LOCALES } from '../unit/i18n/catalogue.ts';
import { expectFirefoxLanguage, FirefoxDriver } from './cross/firefox-driver.ts';
import { photographInBothThemes } from './cross/photograph.ts';
import { readE2eEnv } from './e2e-env.ts';
import { findFirefox } from './pages/firefox-composer.ts';
import { textFitProblems } from './pages/text-fit.ts';

const SEARCH = 'input[type=search]';

/** Firefox's name of the language of a catalogue folder (that of its language pack). */
function firefoxLocale(folder: string): string {
  return ({ en: 'en-US', es: 'es-ES' } as Record<string, string>)[folder] ?? folder.replace('_', '-');
}

/**
 * No word cut off or covered, in every language GifDrop ships, as Firefox ESR in that language
 * shows it (its language pack installed, `intl.locale.requested` set): the popup at its 400 px
 * (trending, and a long search typed), the options page at 1000 and 1280 px, the upload page at
 * 400 px. With `npm run looks`, pictures in both themes go to test-results/looks/ to be looked at.
 * Chromium's run is in popup-locales.spec.ts.
 */
// English, the browser's own language here: cross/text-fit.cross.spec.ts checks the same pages
// without a launch of its own.
for (const folder of LOCALES.filter((folder) => folder !== 'en')) {
  const locale = firefoxLocale(folder);
  test(`[firefox] words fit in ${folder}: popup and upload at 400 px, options at 1000 and 1280 px`, async () => {
    const firefox = findFirefox();
    if (!firefox) throw new Error('Firefox is needed: apt-get install firefox-esr, or set FIREFOX_PATH');
    const driver = await FirefoxDriver.launch(firefox, readE2eEnv().firefoxExtensionDir, { locale });
    try {
      const popup = await driver.openExtensionPage('popup.html');
      await expectFirefoxLanguage(popup, locale);

      await popup.waitFor('.tile.loaded');
      await popup.waitFor('header nav.suggestions');
      expect(await popup.evaluate(textFitProblems, undefined)).toEqual([]);
      await photographInBothThemes(popup, `text-fit-popup-${folder}`, 'firefox', 'header');
      // The counter shows from 40 characters: the text, the counter and the clear button side by side.
      await popup.click(SEARCH);
      await popup.type('a long search that runs on past the end of the box');
      await popup.waitFor('#search-counter');
      await popup.waitFor('.search-clear');
      expect(await popup.evaluate(textFitProblems, undefined)).toEqual([]);

      const options = await driver.openExtensionPage('options.html');
      await options.waitFor('#data-saver');
      for (const width of [1000, 1280]) {
        await options.resize(width, 900);
        expect(await options.evaluate(textFitProblems, undefined), `${width} px`).toEqual([]);
      }
      await photographInBothThemes(options, `text-fit-options-${folder}`, 'firefox', '#data-saver', {
        width: 1000,
        height: 900,
      });

      const upload = await driver.openExtensionPage('upload.html');
      await upload.waitFor('button[type=submit]');
      expect(await upload.evaluate(textFitProblems, undefined), 'upload').toEqual([]);
      await photographInBothThemes(upload, `text-fit-upload-${folder}`, 'firefox', 'button[type=submit]');
    } finally {
      await driver.close();
    }
  });
}
