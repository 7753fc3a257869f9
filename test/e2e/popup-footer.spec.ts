import { expect, test } from './fixtures.ts';
import { InPagePanel } from './pages/in-page-panel.ts';

// One browser per worker, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

test.describe('the picker footer: Upload, Settings and the mark', () => {
  test('the popup’s Settings link is reached by Tab and opens the options page', async ({
    popupPage,
    context,
  }) => {
    const { page } = popupPage;
    await popupPage.open();
    await popupPage.waitForTiles();
    const settings = popupPage.footer.getByRole('link', { name: 'Settings' });
    await expect(settings).toBeInViewport({ ratio: 1 });
    // Keyboard alone: from the Upload link, the next Tab.
    await popupPage.footer.getByRole('link', { name: 'Upload' }).focus();
    await page.keyboard.press('Tab');
    await expect(settings).toBeFocused();
    const [options] = await Promise.all([
      context.waitForEvent('page', { predicate: (opened) => opened.url().endsWith('/options.html') }),
      page.keyboard.press('Enter'),
    ]);
    await expect(options.getByRole('combobox', { name: 'Theme' })).toBeVisible();
  });

  test('the in-page panel has the same Settings link, and it opens the options page', async ({
    context,
    serviceWorker,
    env,
  }) => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto(env.demoUrl);
    await page.locator('#demo-textarea').click();
    const panel = new InPagePanel(page, serviceWorker);
    await panel.pressShortcut(await panel.tabId());
    const frame = await panel.waitForTiles();
    const settings = frame.getByRole('contentinfo').getByRole('link', { name: 'Settings' });
    await expect(settings).toBeVisible();
    const [options] = await Promise.all([
      context.waitForEvent('page', { predicate: (opened) => opened.url().endsWith('/options.html') }),
      settings.click(),
    ]);
    await expect(options.getByRole('combobox', { name: 'Theme' })).toBeVisible();
  });
});
