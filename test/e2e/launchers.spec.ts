import type { BrowserContext, Page, Worker } from '@playwright/test';
import type { WxtBrowser } from 'wxt/browser';
import { PICKER_COMMAND, PICKER_MENU_ID } from '../../src/background/launchers.ts';
import { expect, test } from './fixtures.ts';
import { ComposerPage } from './pages/composer-page.ts';
import { InPagePanel } from './pages/in-page-panel.ts';
import { pageInOwnWindow } from './pages/own-window.ts';
import { PopupPage } from './pages/popup-page.ts';

// One browser for the file, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

declare const chrome: WxtBrowser;

interface LauncherHooks {
  __gifdropTestHooks?: {
    launchers: {
      onClicked(info: { menuItemId: string; frameId?: number }, tab: { id?: number }): void;
      onCommand(command: string, tab: { id?: number }): void;
    };
  };
}

/**
 * The launchers as the browser fires them. Automation can neither click a context-menu item nor
 * press a global shortcut, so the tests call the handlers the background registered, through the
 * hook that non-production builds expose (src/background/index.ts; test/builds/bundle.test.ts checks that the
 * production build has none), with the arguments Chromium would pass.
 */
test.describe('launchers: the picker opens for the field being edited', () => {
  test('the menu item on a field in a frame too small for the panel opens the picker window, which inserts', async ({
    context,
    serviceWorker,
    env,
    control,
    popupPage,
  }) => {
    // `update` fails for an id that was never created: the item is made at install, which a fresh
    // profile's worker handles just after it starts.
    await expect
      .poll(() =>
        serviceWorker.evaluate(
          (id) =>
            chrome.contextMenus.update(id, {}).then(
              () => true,
              () => false,
            ),
          PICKER_MENU_ID,
        ),
      )
      .toBe(true);
    const composer = { frame: '#frame', field: '.ProseMirror' };
    const composerPage = new ComposerPage(await pageInOwnWindow(context), env.composersUrl);
    await composerPage.open('iframe-prosemirror.html', { frame: composer.frame });
    await composerPage.placeCaret(composer, 'Hello '.length);
    await popupPage.open();
    const tabId = await popupPage.tabIdOf(composerPage.url('iframe-prosemirror.html'));
    const frameId = await frameIdOf(serviceWorker, tabId, 'prosemirror.html');
    expect(frameId).toBeGreaterThan(0);
    await composerPage.page.bringToFront();

    const picker = context.waitForEvent('page', (page) => page.url().includes('/popup.html'));
    await serviceWorker.evaluate(
      ({ menuItemId, tabId, frameId }) =>
        (globalThis as LauncherHooks).__gifdropTestHooks?.launchers.onClicked(
          { menuItemId, frameId },
          { id: tabId },
        ),
      { menuItemId: PICKER_MENU_ID, tabId, frameId },
    );
    const window = await picker;

    expect(new URL(window.url()).search).toBe(`?tab=${tabId}&frame=${frameId}`);
    const windowPicker = PopupPage.of(window);
    await windowPicker.waitForTiles();
    await control.reset();
    const said = await windowPicker.recordNotices();
    await windowPicker.tiles.first().click();
    await expect.poll(() => said).toContain('Inserted');
    expect(await composerPage.text()).toMatch(/^Hello https?:\/\/\S+ world$/);
  });

  test('with the panel kept out and the toolbar popup refused, the keyboard command opens the picker window', async ({
    context,
    serviceWorker,
    env,
  }) => {
    const { field, tabId } = await openCleanDomPage(context, serviceWorker, env.demoUrl);

    // Headless Chromium opens the toolbar popup where Playwright cannot reach it; make it refuse,
    // as Chromium before 127 and Firefox without a gesture do, and count the attempts.
    const opened = await openPickerByCommand(context, serviceWorker, tabId);

    expect(
      await serviceWorker.evaluate(() => (globalThis as { openPopupCalls?: number }).openPopupCalls),
    ).toBe(1);
    expect(new URL(opened.url()).search).toBe(`?tab=${tabId}&frame=0`);
    const openedPicker = PopupPage.of(opened);
    await openedPicker.waitForTiles();
    const closed = opened.waitForEvent('close');
    const said = await openedPicker.recordNotices();
    await openedPicker.tiles.first().click();
    await expect.poll(() => said).toContain('Inserted');
    await expect(field).toHaveValue(/^Hello https?:\/\/\S+ world$/);
    // A verified insertion closes the picker by itself.
    await closed;
  });

  test('with "Keep the picker open after inserting" set, the picker stays after a verified insertion', async ({
    context,
    serviceWorker,
    env,
    popupPage,
  }) => {
    await popupPage.page.goto(popupPage.url.replace('popup.html', 'options.html'));
    await popupPage.page.getByLabel('Keep the picker open after inserting').check();
    const { tabId } = await openCleanDomPage(context, serviceWorker, env.demoUrl);
    // As above: the page keeps the panel out, the toolbar popup refuses, so the command opens the picker window.
    const window = await openPickerByCommand(context, serviceWorker, tabId);
    const windowPicker = PopupPage.of(window);
    await windowPicker.waitForTiles();
    const said = await windowPicker.recordNotices();
    await windowPicker.tiles.first().click();
    await expect.poll(() => said).toContain('Inserted');
    // The status line clears by itself, seconds after the moment the picker would have closed.
    await expect(window.getByRole('status')).toHaveText('');
    expect(window.isClosed()).toBe(false);
  });
});

/**
 * The demo page in its `?clean-dom` form (it removes what others add to its root, the in-page
 * picker included), with the caret in its textarea after "Hello ".
 */
async function openCleanDomPage(context: BrowserContext, worker: Worker, demoUrl: string) {
  const page = await context.newPage();
  const url = `${demoUrl}?clean-dom`;
  await page.goto(url);
  const field = page.locator('#demo-textarea');
  await field.click();
  await page.keyboard.type('Hello world');
  for (let i = 0; i < 'world'.length; i++) await page.keyboard.press('ArrowLeft');
  const tabId = await new InPagePanel(page, worker).tabId();
  return { page, field, tabId };
}

/**
 * Presses the keyboard launcher for `tabId` with the toolbar popup refusing to open (headless
 * Chromium would open it where Playwright cannot reach it; Chromium before 127 and Firefox without
 * a gesture refuse), counting the attempts in `openPopupCalls`; returns the picker window.
 */
async function openPickerByCommand(context: BrowserContext, worker: Worker, tabId: number): Promise<Page> {
  await worker.evaluate(() => {
    const scope = globalThis as { chrome?: WxtBrowser; browser?: WxtBrowser; openPopupCalls?: number };
    scope.openPopupCalls = 0;
    for (const api of [scope.chrome, scope.browser])
      if (api?.action)
        api.action.openPopup = async () => {
          scope.openPopupCalls = (scope.openPopupCalls ?? 0) + 1;
          throw new Error('refused');
        };
  });
  const picker = context.waitForEvent('page', (page) => page.url().includes('/popup.html'));
  await worker.evaluate(
    ({ command, tabId }) =>
      (globalThis as LauncherHooks).__gifdropTestHooks?.launchers.onCommand(command, { id: tabId }),
    { command: PICKER_COMMAND, tabId },
  );
  return picker;
}

/** The id of the frame of `tabId` whose address contains `part` (the test build may script 127.0.0.1). */
async function frameIdOf(worker: Worker, tabId: number, part: string): Promise<number> {
  return worker.evaluate(
    async ({ tabId, part }) => {
      const results = await chrome.scripting.executeScript({
        target: { tabId, allFrames: true },
        func: () => location.href,
      });
      const frame = results.find((result) => String(result.result).includes(part) && result.frameId !== 0);
      if (!frame) throw new Error(`no frame at ${part}`);
      return frame.frameId;
    },
    { tabId, part },
  );
}
