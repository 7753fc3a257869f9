import { type BrowserContext, expect, test } from '@playwright/test';
import { LATE_WATCH_MS } from '../../src/insertion/index.ts';
import { COMPOSER_CASES } from '../composers/composer-cases.ts';
import { type LaunchedExtension, launchWithExtension } from '../harness/chromium.ts';
import { readE2eEnv } from './e2e-env.ts';
import { BackgroundApi } from './pages/background-api.ts';
import { ComposerPage } from './pages/composer-page.ts';
import { type Sabotage, sabotage } from './pages/page-sabotage.ts';
import { PopupPage } from './pages/popup-page.ts';
import { ServiceControl } from './service-control.ts';

const BEFORE = 'Hello world';
const REFUSED = "Copied — the page didn't accept the text; press Ctrl+V";
const CLOSED = "Copied — this field can't be written to from outside (closed component); press Ctrl+V";

/**
 * Truthfulness as a property, through the popup: on every page of the bench, a page that refuses
 * every technique gets a copy, an unchanged field and no send; an editor that inserts late gets
 * "Inserted" once the text is there, and one send. One browser for all, run in order.
 */
test.describe.configure({ mode: 'serial' });

test.describe('the popup tells what really happened (Chromium)', () => {
  const env = readE2eEnv();
  const control = new ServiceControl(env.controlUrl);
  let launched: LaunchedExtension;
  let context: BrowserContext;
  let composerPage: ComposerPage;
  let popupPage: PopupPage;
  let api: BackgroundApi;
  let tabId: number;

  test.beforeAll(async () => {
    launched = await launchWithExtension({
      extensionDir: env.extensionDir,
      executablePath: env.chromiumPath,
      headless: process.env.HEADED !== '1',
    });
    context = launched.context;
    composerPage = new ComposerPage(await context.newPage(), env.composersUrl);
    await composerPage.open('blank.html');
    popupPage = new PopupPage(await context.newPage(), launched.extensionId);
    await popupPage.recordClipboard();
    await popupPage.open();
    tabId = await popupPage.tabIdOf(composerPage.url('blank.html'));
    api = new BackgroundApi(await context.newPage(), launched.extensionId);
    await api.open();
  });

  test.afterAll(async () => {
    await context?.close();
  });

  /** Opens `page` with the caret after "Hello ", the popup over it, and picks the first tile. */
  async function pickInto(
    composer: (typeof COMPOSER_CASES)[number],
    how?: Sabotage,
    { keepPage = false } = {},
  ): Promise<void> {
    if (!keepPage) {
      await composerPage.open(composer.page, { frame: composer.frame });
      await composerPage.placeCaret(composer, 'Hello '.length);
    }
    if (how) await sabotage(composerPage.page, how);
    await popupPage.open(`?tab=${tabId}`);
    await popupPage.waitForTiles();
    await control.reset();
    await composerPage.page.bringToFront();
    await popupPage.tiles.first().click();
  }

  const technique = ({ technique }: (typeof COMPOSER_CASES)[number]) =>
    technique === 'paste' ? 'paste' : 'execCommand';

  async function actions(): Promise<string[]> {
    await api.value({ type: 'flushPingbacks' });
    return (await control.pingbacks()).map((pingback) => pingback.action);
  }

  for (const composer of COMPOSER_CASES) {
    test(`${composer.name}: every technique refused → a copy, the field unchanged, no send`, async () => {
      await pickInto(composer, { mode: 'refuse' });

      await expect(popupPage.notice).toHaveText(REFUSED);
      expect(await popupPage.copied()).toMatch(/^https?:\/\//);
      expect(await composerPage.text()).toBe(BEFORE);
      // The late watch ends with nothing inserted: still unchanged, and never a send.
      await composerPage.page.waitForTimeout(LATE_WATCH_MS + 500);
      expect(await composerPage.text()).toBe(BEFORE);
      await expect(popupPage.notice).toHaveText(REFUSED);
      const sent = await actions();
      expect(sent).toContain('CLICK');
      expect(sent).not.toContain('SENT');
    });
  }

  // One page per technique and kind of verification.
  const delayed = COMPOSER_CASES.filter(({ page }) =>
    [
      'textarea.html',
      'contenteditable.html',
      'prosemirror.html',
      'tinymce.html',
      'monaco.html',
      'monaco-editcontext.html',
    ].includes(page),
  );
  for (const composer of delayed) {
    test(`${composer.name}: the editor inserts 60 ms late → "Inserted" straight away, one send`, async () => {
      await pickInto(composer, { mode: 'delay', ms: 60, technique: technique(composer) });

      await expect(popupPage.notice).toHaveText('Inserted');
      expect(await composerPage.text()).toMatch(/^Hello https?:\/\/\S+ world$/);
      await expect
        .poll(async () => (await actions()).filter((action) => action === 'SENT'))
        .toEqual(['SENT']);
    });

    test(`${composer.name}: the editor inserts after the failure was declared → "Inserted" then, one send then`, async () => {
      await pickInto(composer, { mode: 'delay', ms: 600, technique: technique(composer) });

      await expect(popupPage.notice).toHaveText(REFUSED);
      expect(await actions()).not.toContain('SENT');
      await expect(popupPage.notice).toHaveText('Inserted');
      expect(await composerPage.text()).toMatch(/^Hello https?:\/\/\S+ world$/);
      await expect
        .poll(async () => (await actions()).filter((action) => action === 'SENT'))
        .toEqual(['SENT']);
    });
  }

  test('Monaco (hidden textarea) never sees the text: its textarea changed, yet a copy, the textarea put back, no send', async () => {
    const monaco = COMPOSER_CASES.find(({ page }) => page === 'monaco.html');
    if (!monaco) throw new Error('no Monaco case');
    await composerPage.open(monaco.page);
    await composerPage.placeCaret(monaco, 'Hello '.length);
    await composerPage.loseFocusToPopup();
    await pickInto(monaco, { mode: 'ignore' }, { keepPage: true });

    await expect(popupPage.notice).toHaveText(REFUSED);
    expect(await composerPage.text()).toBe(BEFORE);
    expect(await composerPage.page.locator('textarea.inputarea').inputValue()).toBe(BEFORE);
    await composerPage.page.waitForTimeout(LATE_WATCH_MS + 500);
    expect(await actions()).not.toContain('SENT');
  });

  test('an input inside a closed shadow root: a copy that says why, the field unchanged, no send', async () => {
    await composerPage.open('closed-shadow.html');
    await composerPage.page.locator('closed-field').click();
    await composerPage.page.keyboard.press('End');
    await popupPage.open(`?tab=${tabId}`);
    await popupPage.waitForTiles();
    await control.reset();
    await composerPage.page.bringToFront();
    await popupPage.tiles.first().click();

    await expect(popupPage.notice).toHaveText(CLOSED);
    expect(await composerPage.text()).toBe(BEFORE);
    expect(await actions()).not.toContain('SENT');
  });
});
