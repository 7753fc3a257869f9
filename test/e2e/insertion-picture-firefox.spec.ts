import { expect, test } from '@playwright/test';
import { GIF_URL } from '../composers/composer-cases.ts';
import { HAZARD_CASES } from '../composers/hazard-cases.ts';
import { PICTURE, PICTURE_CASES } from '../composers/picture-cases.ts';
import { readE2eEnv } from './e2e-env.ts';
import { FirefoxComposer, findFirefox } from './pages/firefox-composer.ts';

const BEFORE = 'Hello world';
const spaces = (text: string) => text.replace(/\u00A0/g, ' ');

/**
 * Insert as: Automatic in the rich composers in Firefox ESR (puppeteer-core). Firefox's synthetic
 * paste carries one string in its own form; GifDrop gives it the picture's HTML and adds the
 * link as text/plain to the event's DataTransfer.
 */
test.describe('the GIF itself in rich composers (Firefox ESR)', () => {
  test.describe.configure({ mode: 'serial' });
  const env = readE2eEnv();
  const executablePath = findFirefox();
  let firefox: FirefoxComposer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    if (!executablePath) {
      throw new Error('Firefox is needed for these tests: apt-get install firefox-esr, or set FIREFOX_PATH');
    }
    firefox = await FirefoxComposer.launch(executablePath, env.firefoxExtensionDir, env.composersUrl);
  });

  test.afterAll(async () => {
    await firefox?.close();
  });

  for (const picked of PICTURE_CASES) {
    const composer = { ...picked, undoable: true };
    const title =
      composer.expected === 'picture'
        ? `${composer.name}: the picture in the model at the caret, words intact; one Ctrl+Z removes it`
        : `${composer.name}: no image in its model, so the link goes in and the answer says so`;
    test(title, async () => {
      const page = await firefox.openWithCaret(composer, 'Hello '.length);
      try {
        const { outcome } = await firefox.insert(page, composer, GIF_URL, true, { picture: PICTURE });
        const technique = composer.firefoxTechnique ?? composer.technique;
        if (composer.expected === 'link') {
          expect(outcome).toEqual({
            ok: true,
            technique,
            placement: 'at-caret',
            pictureRefused: true,
            watching: true,
          });
          expect(spaces(await firefox.text(page))).toBe(`Hello ${GIF_URL} world`);
          return;
        }
        expect(outcome).toEqual({
          ok: true,
          technique,
          placement: 'at-caret',
          form: 'picture',
          watching: true,
        });
        const [picture, ...more] = await firefox.pictures(page);
        expect(more).toEqual([]);
        expect(picture?.src).toBe(PICTURE.src);
        expect(picture?.alt).toBe(PICTURE.alt);
        expect(spaces(await firefox.text(page))).toBe(BEFORE);
        await firefox.undo(page);
        await expect.poll(() => firefox.pictures(page)).toEqual([]);
        expect(spaces(await firefox.text(page))).toBe(BEFORE);
      } finally {
        await page.close();
      }
    });
  }

  for (const composer of HAZARD_CASES.filter(({ page }) => page.startsWith('trusted-types'))) {
    test(`${composer.name}: the picture goes in by insertHTML, no sink reached, the page's policies untouched`, async () => {
      const page = await firefox.openWithCaret(composer, 'Hello '.length);
      try {
        const { outcome } = await firefox.insert(page, composer, GIF_URL, true, { picture: PICTURE });
        expect(outcome).toEqual({
          ok: true,
          technique: 'insertHTML',
          placement: 'at-caret',
          form: 'picture',
          watching: true,
        });
        expect(await firefox.pictures(page)).toEqual([
          expect.objectContaining({ src: PICTURE.src, alt: PICTURE.alt }),
        ]);
        expect(spaces(await firefox.text(page))).toBe(BEFORE);
        const trusted = await page.evaluate(() => window.__trustedTypes);
        expect(trusted).toEqual({ enforced: true, violations: [], defaultCalls: [] });
      } finally {
        await page.close();
      }
    });
  }
});
