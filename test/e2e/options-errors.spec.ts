import { expect, test } from './fixtures.ts';

// One browser per worker, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

/** A validator's or parser's own words: never for a person to read. */
const MACHINE_WORDS = /Invalid (length|key|type)|Expected|received|JSON\.parse|position \d+/;

test.describe('options page: every error in words a person can act on', () => {
  test('a 100,000-character key is said to be no key, and nothing is sent', async ({
    optionsPage,
    control,
    api,
  }) => {
    await optionsPage.open();
    // The background asks for its random ID by itself once it starts: counted before the reset.
    await api.open();
    await expect.poll(async () => (await api.value({ type: 'getDiagnostics' })).hasRandomId).toBe(true);
    await control.reset();
    await optionsPage.keyField.fill('k'.repeat(100_000));
    await optionsPage.saveKey.click();
    const alert = optionsPage.alert('API key');
    await expect(alert).toContainText(
      'That is not an API key: a GIPHY key is one word of letters and digits, and this text has 100,000 characters.',
    );
    await expect(alert).not.toContainText(MACHINE_WORDS);
    expect(await control.requests()).toEqual([]);
  });

  test('a service address typed with /v1 loses it as it is typed, and is saved and used without it', async ({
    optionsPage,
    env,
    api,
  }) => {
    await optionsPage.open();
    await optionsPage.advanced.click();
    await optionsPage.baseUrl.fill(`${env.baseUrl}/v1`);
    await optionsPage.baseUrl.blur();
    await expect(optionsPage.baseUrl).toHaveValue(env.baseUrl);
    await expect(
      optionsPage.page.getByRole('status').filter({ hasText: 'GifDrop adds /v1 itself' }),
    ).toContainText(`the address is now ${env.baseUrl}.`);
    await optionsPage.saveAddresses.click();
    await expect(optionsPage.page.getByRole('status').filter({ hasText: 'Addresses saved.' })).toBeVisible();
    await api.open();
    expect(await api.value({ type: 'getStatus' })).toMatchObject({ baseUrl: env.baseUrl });
  });

  test('an address is checked before the browser is asked for its site', async ({ optionsPage }) => {
    const { page } = optionsPage;
    await page.addInitScript(() => {
      const permissions = (
        globalThis as unknown as { chrome: { permissions: { request: (...args: unknown[]) => unknown } } }
      ).chrome.permissions;
      const request = permissions.request.bind(permissions);
      (globalThis as unknown as { asked: number }).asked = 0;
      permissions.request = (...args: unknown[]) => {
        (globalThis as unknown as { asked: number }).asked++;
        return request(...args);
      };
    });
    await optionsPage.open();
    await optionsPage.advanced.click();
    // https, so the browser would offer its site; but a query is no service address.
    await optionsPage.baseUrl.fill('https://proxy.example.test/giphy?via=1');
    await optionsPage.saveAddresses.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Only https:// addresses' })).toBeVisible();
    expect(await page.evaluate(() => (globalThis as unknown as { asked: number }).asked)).toBe(0);
  });
});
