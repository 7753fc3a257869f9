import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { test as plain } from '@playwright/test';
import { messageReader, readCatalogue } from '../unit/i18n/catalogue.ts';
import { expectFirefoxLanguage, FirefoxDriver } from './cross/firefox-driver.ts';
import { photographInBothThemes } from './cross/photograph.ts';
import { readE2eEnv } from './e2e-env.ts';
import { expect, test } from './fixtures.ts';
import { findFirefox } from './pages/firefox-composer.ts';

/**
 * A fresh install without a key (the production build): Options → Diagnostics says "no key yet"
 * as a state, in the interface's language, with no error and nothing queued.
 */
const SHOTS = path.join(import.meta.dirname, '../../test-results/looks');
const german = messageReader(readCatalogue('de'));
/** Words of the English rows, none of which may show in another language's section. */
const ENGLISH_WORDS = ['Last error', 'random ID', 'queued', 'None', 'Not yet fetched'];

/** Each row of the diagnostics list: its term and its value. */
const ROWS = () =>
  [...document.querySelectorAll('section[aria-labelledby=diagnostics-heading] dt')].map((term) => [
    term.textContent ?? '',
    term.nextElementSibling?.textContent ?? '',
  ]);

test.describe('diagnostics of a fresh install in German (Chromium, no key)', () => {
  test.use({ build: 'production', lang: 'de' });

  test('every row in German, "no key yet" as the random ID, no last error, nothing queued', async ({
    optionsPage,
    page,
  }) => {
    await optionsPage.open();
    const section = page.locator('section[aria-labelledby=diagnostics-heading]');
    await expect(section.locator('dl')).toBeVisible();
    const rows = Object.fromEntries(await page.evaluate(ROWS));
    expect(rows).toMatchObject({
      [german('eventsQueued')]: '0',
      [german('lastError')]: german('none'),
      [german('randomId')]: german('randomIdNoKey'),
    });
    // Not a word of English in the section (its numbers aside).
    const text = (await section.innerText()).replace(/[\d\s(),.:;]+/g, ' ');
    for (const word of ENGLISH_WORDS) expect(text).not.toContain(word);
    await mkdir(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 400, height: 600 });
    for (const theme of ['light', 'dark'] as const) {
      await page.locator('#theme').selectOption(theme);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await section.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: path.join(SHOTS, `options-no-key-de-${theme}-chromium.png`) });
    }
  });
});

plain.describe('[firefox] diagnostics of a fresh install in German (no key)', () => {
  plain('every row in German, "no key yet" as the random ID, no last error, nothing queued', async () => {
    const env = readE2eEnv();
    const firefox = findFirefox();
    if (!firefox) throw new Error('Firefox is needed: apt-get install firefox-esr, or set FIREFOX_PATH');
    const driver = await FirefoxDriver.launch(firefox, env.firefoxProductionExtensionDir, { locale: 'de' });
    try {
      const options = await driver.openExtensionPage('options.html');
      await expectFirefoxLanguage(options, 'de');
      await options.waitFor('section[aria-labelledby=diagnostics-heading] dl');
      expect(Object.fromEntries(await options.evaluate(ROWS, 0))).toMatchObject({
        [german('eventsQueued')]: '0',
        [german('lastError')]: german('none'),
        [german('randomId')]: german('randomIdNoKey'),
      });
      const text = await options.evaluate(
        () => document.querySelector('section[aria-labelledby=diagnostics-heading]')?.textContent ?? '',
        undefined,
      );
      for (const word of ENGLISH_WORDS) expect(text).not.toContain(word);
      await photographInBothThemes(options, 'options-no-key-de', 'firefox', '#diagnostics-heading');
    } finally {
      await driver.close();
    }
  });
});
