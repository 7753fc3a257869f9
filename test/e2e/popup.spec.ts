import { expect, test } from './fixtures.ts';

test.describe('popup', () => {
  test('shows the header, the service it is connected to and the attribution mark', async ({
    popupPage,
    env,
  }) => {
    await popupPage.open();
    await expect(popupPage.heading).toBeVisible();
    await expect(popupPage.status).toHaveText(`Connected to ${new URL(env.baseUrl).host}`);
    await expect(popupPage.attribution).toBeInViewport();
  });

  test('follows the colour scheme of the system', async ({ popupPage }) => {
    const background = () =>
      popupPage.page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    await popupPage.page.emulateMedia({ colorScheme: 'light' });
    await popupPage.open();
    const light = await background();
    await popupPage.page.emulateMedia({ colorScheme: 'dark' });
    const dark = await background();
    expect(light).toBe('rgb(255, 255, 255)');
    expect(dark).not.toBe(light);
  });
});

test.describe('popup of the production build', () => {
  test.use({ build: 'production' });

  test('says no key is set and opens the options page from its link', async ({ popupPage, context }) => {
    await popupPage.open();
    await expect(popupPage.status).toContainText('No API key set');
    await expect(popupPage.attribution).toBeInViewport();
    const [options] = await Promise.all([context.waitForEvent('page'), popupPage.settingsLink.click()]);
    await expect(options).toHaveURL(/\/options\.html$/);
    await expect(options.getByText('Not set')).toBeVisible();
  });
});
