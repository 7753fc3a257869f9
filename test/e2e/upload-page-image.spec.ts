import type { Worker } from '@playwright/test';
import type { WxtBrowser } from 'wxt/browser';
import { UPLOAD_MENU_ID } from '../../src/background/launchers.ts';
import { expect, test } from './fixtures.ts';
import { BackgroundApi } from './pages/background-api.ts';
import { ComposerPage } from './pages/composer-page.ts';
import { pageInOwnWindow } from './pages/own-window.ts';
import { PopupPage } from './pages/popup-page.ts';
import { mediaUrlOfTrending, UploadPage } from './pages/upload-page.ts';

// One browser for the file, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

declare const chrome: WxtBrowser;

interface LauncherHooks {
  __gifdropTestHooks?: {
    launchers: { onClicked(info: { menuItemId: string; srcUrl?: string }, tab: { id?: number }): void };
  };
}

function menuExists(worker: Worker, id: string): Promise<boolean> {
  return worker.evaluate(
    (menuId) =>
      chrome.contextMenus.update(menuId, {}).then(
        () => true,
        () => false,
      ),
    id,
  );
}

test.describe('upload of an image on a page', () => {
  test('"Upload to GIPHY" on a page image uploads it; Insert opens the picker on the tab with the new GIF', async ({
    context,
    serviceWorker,
    env,
    extensionId,
    control,
  }) => {
    await expect.poll(() => menuExists(serviceWorker, UPLOAD_MENU_ID)).toBe(true);
    const api = new BackgroundApi(await pageInOwnWindow(context), extensionId);
    await api.open();
    const source = await mediaUrlOfTrending(api);
    const composerPage = new ComposerPage(await pageInOwnWindow(context), env.composersUrl);
    await composerPage.open('textarea.html');
    await composerPage.placeCaret({ field: '#field' }, 'Hello '.length);
    const tabId = await api.page.evaluate(async (prefix) => {
      const tabs = await chrome.tabs.query({});
      return tabs.find((tab) => (tab.url ?? '').startsWith(prefix))?.id;
    }, composerPage.url('textarea.html'));
    expect(tabId).toBeDefined();

    const opened = context.waitForEvent('page');
    await serviceWorker.evaluate(
      ({ menuId, srcUrl, id }) =>
        (globalThis as LauncherHooks).__gifdropTestHooks?.launchers.onClicked(
          { menuItemId: menuId, srcUrl },
          { id },
        ),
      { menuId: UPLOAD_MENU_ID, srcUrl: source, id: tabId as number },
    );
    const uploadTab = await opened;
    await uploadTab.waitForLoadState();
    const upload = new UploadPage(uploadTab, extensionId);
    await expect(upload.url).toHaveValue(source);
    await upload.submit.click();
    await expect(upload.result).toBeVisible();
    const [recorded] = await control.uploads();

    const picker = context.waitForEvent('page');
    await upload.result.getByRole('button', { name: 'Insert' }).click();
    const pickerPage = await picker;
    await pickerPage.waitForLoadState();
    const preview = pickerPage.locator(`.single[data-item-id="${recorded?.id}"]`);
    await expect(preview).toBeVisible();
    // The person's own upload, named so (not "The linked item"), in the row under the box.
    await expect(new PopupPage(pickerPage, extensionId).rowUnderBox).toHaveText('Your upload');
    await composerPage.page.bringToFront();
    await preview.getByRole('button', { name: 'Insert' }).click();
    await expect(pickerPage.getByRole('status').last()).toHaveText('Inserted');
    await expect(composerPage.field({ field: '#field' })).toHaveValue(
      // A space on each side of the link (the default "Put spaces around an inserted link").
      new RegExp(`^Hello https?://\\S*${recorded?.id}\\S* world$`),
    );
  });
});
