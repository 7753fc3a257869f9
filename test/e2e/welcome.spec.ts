import { expect, test } from './fixtures.ts';

test.describe('first run', () => {
  test.use({ build: 'production' });

  test('installing opens the welcome page: where a key comes from, the launchers, pinning', async ({
    context,
  }) => {
    const isWelcome = (url: string) => url.endsWith('/welcome.html');
    const welcome =
      context.pages().find((page) => isWelcome(page.url())) ??
      (await context.waitForEvent('page', { predicate: (page) => isWelcome(page.url()) }));
    await expect(welcome.getByRole('heading', { name: 'Welcome to GifDrop' })).toBeVisible();
    await expect(welcome.getByRole('status')).toHaveText(/No key is set yet/);
    await expect(welcome.getByRole('link', { name: 'developers.giphy.com' })).toHaveAttribute(
      'href',
      /^https:\/\/developers\.giphy\.com\//,
    );
    await expect(welcome.locator('main')).toContainText('Beta key');
    await expect(welcome.locator('main')).toContainText('Ctrl+Shift+G');
    await expect(welcome.locator('main')).toContainText('Insert a GIF with GifDrop');
    await expect(welcome.locator('main')).toContainText('pin');
    await expect(welcome.locator('main')).toContainText('The words you search for go to GIPHY');
    await expect(welcome.locator('main')).toContainText(
      'They are on until you turn them off in the settings',
    );
    const [options] = await Promise.all([
      context.waitForEvent('page', { predicate: (page) => page.url().endsWith('/options.html') }),
      welcome.getByRole('link', { name: 'Open settings to add a key' }).click(),
    ]);
    // The options page says where a key comes from too.
    await expect(options.getByText('Where a key comes from')).toBeVisible();
    await expect(options.getByRole('link', { name: 'developers.giphy.com' })).toBeVisible();
  });
});
