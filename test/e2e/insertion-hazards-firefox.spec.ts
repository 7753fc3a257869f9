import { expect, test } from '@playwright/test';
import type { Page } from 'puppeteer-core';
import { formatInsertion } from '../../src/insertion/index.ts';
import { SPACED_FORMATS } from '../../src/settings/preferences.ts';
import { GIF_URL } from '../composers/composer-cases.ts';
import { HAZARD_CASES, type HazardCase } from '../composers/hazard-cases.ts';
import { readE2eEnv } from './e2e-env.ts';
import { FirefoxComposer, findFirefox } from './pages/firefox-composer.ts';

const BEFORE = 'Hello world';
const SPACED = `Hello ${GIF_URL} world`;

/**
 * The hazard pages in Firefox ESR (test/composers/hazard-cases.ts): the content script's answer,
 * and the page's own model once the page has reacted. "Inserted" only with the text in the model;
 * a refusal only with the field unchanged.
 */
test.describe('sites that get in the way, in Firefox ESR', () => {
  test.describe.configure({ mode: 'serial' });
  const env = readE2eEnv();
  const executablePath = findFirefox();
  let firefox: FirefoxComposer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // A missing browser is a failure that says what to install, never a silent skip.
    if (!executablePath) {
      throw new Error('Firefox is needed for these tests: apt-get install firefox-esr, or set FIREFOX_PATH');
    }
    firefox = await FirefoxComposer.launch(executablePath, env.firefoxExtensionDir, env.composersUrl);
  });

  test.afterAll(async () => {
    await firefox?.close();
  });

  /** The page's model once no reaction of the page is pending. */
  async function settledModel(page: Page): Promise<string> {
    await expect.poll(() => page.evaluate(() => window.__editor?.settled?.() ?? true)).toBe(true);
    return firefox.text(page);
  }

  async function withPage(composer: HazardCase, run: (page: Page) => Promise<void>): Promise<void> {
    const page = await firefox.openWithCaret(composer, 'Hello '.length);
    try {
      await run(page);
    } finally {
      await page.close();
    }
  }

  for (const composer of HAZARD_CASES.filter(({ page }) => page.startsWith('trusted-types'))) {
    for (const format of ['url', 'markdown', 'html', 'bbcode'] as const) {
      test(`${composer.name} (${composer.like}), ${format}: in the model as text; no policy touched`, async () => {
        const formatted = formatInsertion({ url: GIF_URL, title: 'Cat <b>"typing"</b>' }, format);
        if (!formatted.ok) throw new Error('the GIF URL was refused');
        const spaced = SPACED_FORMATS.includes(format);
        await withPage(composer, async (page) => {
          const { outcome } = await firefox.insert(page, composer, formatted.text, spaced);
          expect(outcome).toMatchObject({ ok: true, placement: 'at-caret' });
          expect(await settledModel(page)).toBe(
            spaced ? `Hello ${formatted.text} world` : `Hello ${formatted.text}world`,
          );
          // The policy is in force, and nothing of ours reached an HTML sink.
          expect(await page.evaluate(() => window.__trustedTypes)).toEqual({
            enforced: true,
            violations: [],
            defaultCalls: [],
          });
        });
      });
    }
  }

  for (const composer of HAZARD_CASES.filter(
    ({ page, expected }) => expected === 'inserted' && !page.startsWith('trusted-types'),
  )) {
    test(`${composer.name} (${composer.like}): in the page's model once it has reacted`, async () => {
      await withPage(composer, async (page) => {
        const { outcome } = await firefox.insert(page, composer, GIF_URL, true);
        expect(outcome).toMatchObject({ ok: true });
        expect(await settledModel(page)).toBe(SPACED);
      });
    });
  }

  test('an editor in a sandboxed frame (opaque origin): out of reach, said so, the field unchanged', async () => {
    const composer = HAZARD_CASES.find(({ query }) => query === '?frame=sandboxed') as HazardCase;
    await withPage(composer, async (page) => {
      const { outcome } = await firefox.insert(page, composer, GIF_URL, true);
      expect(outcome).toEqual({ ok: false, reason: 'cross-origin-frame' });
      expect(await settledModel(page)).toBe(BEFORE);
    });
  });

  test('a field that turns read-only while sending: not inserted, nothing slipped into the sent message', async () => {
    const composer = HAZARD_CASES.find(({ page }) => page === 'readonly-sending.html') as HazardCase;
    await withPage(composer, async (page) => {
      await page.evaluate(() => document.getElementById('send')?.click());
      const { outcome } = await firefox.insert(page, composer, GIF_URL, true);
      expect(outcome).toMatchObject({ ok: false });
      expect(await page.evaluate(() => (document.getElementById('field') as HTMLTextAreaElement).value)).toBe(
        BEFORE,
      );
      await page.evaluate(() => window.__chat?.answer());
      expect(await page.evaluate(() => window.__chat?.sent())).toEqual([BEFORE]);
    });
  });
});
