import { expect, test } from './fixtures.ts';

test('the options page shows the configured service and that a key is set', async ({ optionsPage, env }) => {
  await optionsPage.open();
  await expect(optionsPage.heading).toBeVisible();
  await expect(optionsPage.setting('Service address')).toHaveText(env.baseUrl);
  await expect(optionsPage.setting('Upload address')).toHaveText(env.uploadUrl);
  await expect(optionsPage.setting('API key')).toHaveText('Set');
  await expect(optionsPage.page.getByText(env.apiKey)).toHaveCount(0);
});
