import { expect, test } from '@playwright/test';
import { COMPOSER_CASES, GIF_URL } from '../composers/composer-cases.ts';
import { readE2eEnv } from './e2e-env.ts';
import { FirefoxComposer, findFirefox } from './pages/firefox-composer.ts';

const BEFORE = 'Hello world';
/** With spaces around the link, as the popup inserts a URL by default. */
const INSERTED = `Hello ${GIF_URL} world`;

/**
 * The same composers in Firefox ESR (puppeteer-core; the test build for Firefox, MV2, which may
 * reach 127.0.0.1). Firefox cannot carry a DataTransfer in a synthetic paste, so rich editors get
 * its own one-string form of the event.
 */
test.describe('inserting into the composers in Firefox ESR', () => {
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

  for (const composer of COMPOSER_CASES) {
    test(`${composer.name}: lands at the caret in the editor's model, spaced; Ctrl+Z removes it`, async () => {
      const page = await firefox.openWithCaret(composer, 'Hello '.length);
      try {
        const { outcome } = await firefox.insert(page, composer, GIF_URL, true);
        expect(outcome).toEqual({
          ok: true,
          technique: composer.technique,
          placement: 'at-caret',
          watching: true,
        });
        expect(await firefox.text(page)).toBe(INSERTED);
        await firefox.undo(page);
        await expect.poll(() => firefox.text(page)).toBe(composer.undoable ? BEFORE : INSERTED);
      } finally {
        await page.close();
      }
    });

    test(`${composer.name}: scripted events cancelled, browser edits put back → the answer is the model's`, async () => {
      const page = await firefox.openWithCaret(composer, 'Hello '.length);
      try {
        await firefox.sabotage(page, { mode: 'refuse' });
        const { outcome } = await firefox.insert(page, composer, GIF_URL, true);
        // What the answer became once every watch is over (a text the page took out again).
        const final = ((await firefox.final(composer)) ?? outcome) as { ok?: boolean; reason?: string };
        // An editor that reads the DOM's changes into its model (Lexical in Chromium) takes what the
        // browser's editing did before the page put the DOM back: then the text is there, and said so.
        if (final.ok) await expect.poll(() => firefox.text(page)).toBe(INSERTED);
        else {
          expect(['not-verified', 'reverted']).toContain(final.reason);
          expect(await firefox.text(page)).toBe(BEFORE);
        }
      } finally {
        await page.close();
      }
    });
  }

  test('an input inside a closed shadow root: unreachable, and the answer says why', async () => {
    const closed = {
      name: 'closed',
      page: 'closed-shadow.html',
      kind: 'input',
      field: 'closed-field',
      technique: 'execCommand',
      undoable: true,
    } as const;
    const page = await firefox.openWithCaret(closed, 0);
    try {
      const { outcome } = await firefox.insert(page, closed, GIF_URL, true);
      expect(outcome).toEqual({ ok: false, reason: 'closed-shadow-root' });
      expect(await firefox.text(page)).toBe(BEFORE);
    } finally {
      await page.close();
    }
  });
});
