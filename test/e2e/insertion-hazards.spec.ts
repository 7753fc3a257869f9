import { expect, test } from '@playwright/test';
import type { WxtBrowser } from 'wxt/browser';
import type { InsertFormat } from '../../src/settings/index.ts';
import { GIF_URL } from '../composers/composer-cases.ts';
import { HAZARD_CASES, type HazardCase } from '../composers/hazard-cases.ts';
import { readE2eEnv } from './e2e-env.ts';
import { InPagePanel } from './pages/in-page-panel.ts';
import { InsertionDriver } from './pages/insertion-driver.ts';
import { PopupOverComposer } from './pages/popup-over-composer.ts';

declare const chrome: WxtBrowser;

const BEFORE = 'Hello world';
/** The text of each format as the popup inserts it after "Hello " (URL and Markdown spaced). */
const INSERTED: Record<Exclude<InsertFormat, 'auto'>, RegExp> = {
  url: /^Hello https?:\/\/\S+ world$/,
  markdown: /^Hello !\[[^\]]*\]\(https?:\/\/\S+\) world$/,
  html: /^Hello <img src="https?:\/\/[^"]+" alt="[^"]*">world$/,
  bbcode: /^Hello \[img\]https?:\/\/\S+\[\/img\]world$/,
};
const URL_LINK = INSERTED.url;

/**
 * What real sites put in the way (test/composers/hazard-cases.ts), through the popup: a pick, what
 * the popup says, and the page's own model once the page has reacted (never GifDrop's DOM read).
 * "Inserted" only when the model holds the text; a copy only when the field did not change.
 */
test.describe.configure({ mode: 'serial' });

test.describe('sites that get in the way: what the popup says is what the page holds (Chromium)', () => {
  let bench: PopupOverComposer;

  test.beforeAll(async () => {
    bench = await PopupOverComposer.launch(readE2eEnv());
  });

  test.afterAll(async () => {
    await bench?.close();
  });

  const setFormat = (format: InsertFormat) =>
    bench.api.page.evaluate((insertFormat) => chrome.storage.sync.set({ insertFormat }), format);

  /** The page's model once its reactions have run (and the late watch is over). */
  async function settledModel(): Promise<string> {
    const page = bench.composerPage.page;
    await expect.poll(() => page.evaluate(() => window.__editor?.settled?.() ?? true)).toBe(true);
    return bench.composerPage.text();
  }

  const sends = async () => (await bench.actions()).filter((action) => action === 'SENT');

  async function expectInserted(pattern: RegExp): Promise<void> {
    await expect(bench.popupPage.notice).toHaveText('Inserted');
    await expect.poll(settledModel).toMatch(pattern);
    await expect.poll(sends).toEqual(['SENT']);
  }

  for (const page of ['trusted-types.html', 'trusted-types-default.html']) {
    const composer = HAZARD_CASES.find((hazard) => hazard.page === page) as HazardCase;
    for (const format of ['url', 'markdown', 'html', 'bbcode'] as const) {
      test(`${composer.name} (${composer.like}), ${format}: "Inserted", in the model as text; no policy touched`, async () => {
        await setFormat(format);
        try {
          await bench.prepare(composer);
          await bench.pickFirst();
          await expectInserted(INSERTED[format]);
          const trusted = await bench.composerPage.page.evaluate(() => window.__trustedTypes);
          // The policy is in force; nothing of ours reached an HTML sink (no violation, and the
          // page's default policy was never handed a string) and the page's policies are its own.
          expect(trusted).toEqual({ enforced: true, violations: [], defaultCalls: [] });
          expect(
            await bench.composerPage.page.evaluate(
              () =>
                (window as { trustedTypes?: { defaultPolicy: { name: string } | null } }).trustedTypes
                  ?.defaultPolicy?.name ?? null,
            ),
          ).toBe(page === 'trusted-types-default.html' ? 'default' : null);
        } finally {
          await setFormat('url');
        }
      });
    }
  }

  for (const page of ['trusted-types.html', 'trusted-types-default.html']) {
    test(`${page}: the in-page picker opens at the caret and its pick lands in the model; no policy touched`, async () => {
      const composer = hazard(page);
      await bench.composerPage.open(composer.page);
      await bench.composerPage.placeCaret(composer, 'Hello '.length);
      const panel = new InPagePanel(bench.composerPage.page, bench.launched.serviceWorker);
      await panel.pressShortcut(bench.tabId);
      const frame = await panel.waitForTiles();
      await InPagePanel.tilesIn(frame).first().click();

      await expect(panel.host).toHaveCount(0);
      await expect.poll(settledModel).toMatch(URL_LINK);
      expect(await bench.composerPage.page.evaluate(() => window.__trustedTypes)).toEqual({
        enforced: true,
        violations: [],
        defaultCalls: [],
      });
    });
  }

  test('contenteditable="plaintext-only": "Inserted", and the page saved the link', async () => {
    await bench.prepare(hazard('plaintext-only.html'));
    await bench.pickFirst();
    await expectInserted(URL_LINK);
  });

  test('an invisible mirror before the field (Telegram Web): "Inserted" in the real one, the mirror follows', async () => {
    await bench.prepare(hazard('telegram.html'));
    await bench.pickFirst();
    await expectInserted(URL_LINK);
    const page = bench.composerPage.page;
    expect(await page.evaluate(() => window.__mirror?.())).toBe(await bench.composerPage.text());
  });

  test('Lexical in an open shadow root (Reddit): "Inserted", and the form\'s body holds the link', async () => {
    await bench.prepare(hazard('reddit.html'));
    await bench.pickFirst();
    await expectInserted(URL_LINK);
  });

  test('a React composer that remounts its field on every change: "Inserted", in React\'s state, and it stays', async () => {
    await bench.prepare(hazard('react-remount.html'));
    const remountsBefore = await bench.composerPage.page.evaluate(() => window.__remounts?.() ?? 0);
    await bench.popupPage.keepWords();
    await bench.pickFirst();
    await expectInserted(URL_LINK);
    expect(await bench.composerPage.page.evaluate(() => window.__remounts?.() ?? 0)).toBeGreaterThan(
      remountsBefore,
    );
    // The replaced field is not a removed link: still there, still "Inserted", after the watch.
    await bench.popupPage.settled();
    expect(await bench.popupPage.lastWord()).toBe('Inserted');
    expect(await settledModel()).toMatch(URL_LINK);
  });

  test('an editor in a srcdoc frame: "Inserted", in the frame\'s model', async () => {
    await bench.prepare(hazard('frames.html', '?frame=srcdoc'));
    await bench.pickFirst();
    await expectInserted(URL_LINK);
  });

  test('an editor in a sandboxed frame (opaque origin, out of reach): a copy, the field unchanged, no send', async () => {
    await bench.prepare(hazard('frames.html', '?frame=sandboxed'));
    await bench.pickFirst();
    await expect(bench.popupPage.notice).toHaveText(/^Copied/);
    expect(await bench.popupPage.copied()).toMatch(/^https?:\/\//);
    // No site permission can reach an opaque origin: nothing to allow is offered.
    await expect(bench.popupPage.page.getByRole('button', { name: /^Allow GifDrop in frames/ })).toHaveCount(
      0,
    );
    expect(await settledModel()).toBe(BEFORE);
    expect(await sends()).toEqual([]);
  });

  test('a field turning read-only while sending: a copy, nothing slipped into the field or the message', async () => {
    await bench.prepare(hazard('readonly-sending.html'));
    const page = bench.composerPage.page;
    // The person pressed Send; the page waits for its server, the field read-only meanwhile.
    await page.evaluate(() => document.getElementById('send')?.click());
    await expect.poll(() => page.evaluate(() => window.__chat?.sending())).toBe(true);
    await bench.pickFirst();

    await expect(bench.popupPage.notice).toHaveText(/^Copied/);
    await expect(page.locator('#field')).toHaveValue(BEFORE);
    await page.evaluate(() => window.__chat?.answer());
    expect(await page.evaluate(() => window.__chat?.sent())).toEqual([BEFORE]);
    expect(await settledModel()).toBe('');
    expect(await sends()).toEqual([]);
  });

  test('a field turning read-only after the capture: nothing written behind the page, the field as it was', async () => {
    const { composerPage } = bench;
    const page = composerPage.page;
    const composer = hazard('readonly-sending.html');
    await composerPage.open(composer.page);
    await composerPage.placeCaret(composer, 'Hello '.length);
    const driver = await InsertionDriver.open(bench.context, bench.launched.extensionId);
    try {
      await page.bringToFront();
      const url = composerPage.url(composer.page);
      // The field is captured (the picker opened over it), then the person's Send makes it read-only.
      await driver.inject(url);
      await page.evaluate(() => document.getElementById('send')?.click());

      const { outcome } = await driver.send(url, GIF_URL);

      expect(outcome).toMatchObject({ ok: false });
      await expect(page.locator('#field')).toHaveValue(BEFORE);
      await page.evaluate(() => window.__chat?.answer());
      expect(await page.evaluate(() => window.__chat?.sent())).toEqual([BEFORE]);
    } finally {
      await driver.page.close();
    }
  });
});

function hazard(page: string, query?: string): HazardCase {
  const found = HAZARD_CASES.find((candidate) => candidate.page === page && candidate.query === query);
  if (!found) throw new Error(`no hazard page ${page}${query ?? ''}`);
  return found;
}
