import AxeBuilder from '@axe-core/playwright';
import { keysFromEnv } from '../service/keys.ts';
import { expect, test } from './fixtures.ts';

// One browser per worker, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

const keys = keysFromEnv();

test.describe('options page: the API key', () => {
  test('shows that the build key is in use, never the key, and what a check proves', async ({
    optionsPage,
    env,
  }) => {
    await optionsPage.open();
    await expect(optionsPage.heading).toBeVisible();
    await expect(optionsPage.keyStatus).toHaveText(
      "This build's development key is in use. Not checked yet.",
    );
    await optionsPage.checkKey.click();
    await expect(optionsPage.keyStatus).toHaveText(
      "This build's development key is in use. It works: clips approved.",
    );
    await expect(optionsPage.page.getByText(env.apiKey)).toHaveCount(0);
    expect(await optionsPage.page.content()).not.toContain(env.apiKey);
  });

  test('a beta key is recognised by its search limit', async ({ control, optionsPage }) => {
    void control;
    await optionsPage.open();
    await optionsPage.keyField.fill(keys.beta);
    await optionsPage.saveKey.click();
    await expect(optionsPage.keyStatus).toHaveText(
      'Your key is set. It works: beta key: at most 50 results per search; clips not approved (403 on clips).',
    );
  });

  test('refuses a key the service does not know, says why, and keeps the old one', async ({
    control,
    optionsPage,
  }) => {
    void control;
    await optionsPage.open();
    await optionsPage.keyField.fill(keys.production);
    await optionsPage.saveKey.click();
    await expect(optionsPage.status('API key')).toHaveText('Key checked and saved.');
    await expect(optionsPage.keyStatus).toContainText('Your key is set.');
    await optionsPage.keyField.fill('not-a-real-key');
    await optionsPage.saveKey.click();
    await expect(optionsPage.alert('API key')).toContainText('401');
    await expect(optionsPage.alert('API key')).toContainText('previous key is still in use');
    await expect(optionsPage.keyStatus).toHaveText(
      'Your key is set. It works: clips not approved (403 on clips).',
    );
  });
});

test.describe('options page: keyboard and accessibility', () => {
  test('a key can be set with the keyboard alone', async ({ context, control, optionsPage }) => {
    void control;
    // The page focused, as a person's typing in it has it: twice in CI (ci-30, ci-35) the headless
    // browser's window lost focus midway, and a focused summary then read "inactive".
    const cdp = await context.newCDPSession(optionsPage.page);
    await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: true });
    await optionsPage.open();
    await optionsPage.page.keyboard.press('Tab');
    await expect(optionsPage.keyField).toBeFocused();
    await optionsPage.page.keyboard.type(keys.production);
    await optionsPage.page.keyboard.press('Enter');
    await expect(optionsPage.keyStatus).toContainText('Your key is set.');
    // The save's outcome may render after its status: Tab skips the buttons until they are enabled.
    await expect(optionsPage.page.getByRole('button', { name: 'Remove my key' })).toBeEnabled();
    // Then on through "Where a key comes from" and the preferences, in reading order.
    await optionsPage.page.keyboard.press('Tab');
    await optionsPage.page.keyboard.press('Tab');
    await optionsPage.page.keyboard.press('Tab');
    await expect(optionsPage.page.getByText('Where a key comes from')).toBeFocused();
    await optionsPage.page.keyboard.press('Tab');
    await expect(optionsPage.preference('Content rating')).toBeFocused();
    const outline = await optionsPage
      .preference('Content rating')
      .evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no axe-core violations (${scheme}, advanced section open)`, async ({ optionsPage }) => {
      await optionsPage.page.emulateMedia({ colorScheme: scheme });
      await optionsPage.open();
      await expect(optionsPage.keyStatus).not.toHaveText('Loading…');
      await optionsPage.advanced.click();
      await expect(optionsPage.baseUrl).toBeVisible();
      await expect(optionsPage.diagnostic('Events queued')).toBeVisible();
      const results = await new AxeBuilder({ page: optionsPage.page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});

test.describe('options page: preferences, addresses, diagnostics', () => {
  // Nothing stored: the defaults as a new person finds them.
  test.use({ insertAs: null });
  test('preferences have their defaults and a change reaches an open popup at once', async ({
    optionsPage,
    context,
    extensionId,
  }) => {
    await optionsPage.open();
    await expect(optionsPage.preference('Content rating')).toHaveValue('pg-13');
    await expect(optionsPage.preference('Insert as')).toHaveValue('auto');
    await expect(optionsPage.preference('Size to insert')).toHaveValue('downsized_medium');
    await expect(optionsPage.preference('Theme')).toHaveValue('auto');
    await expect(optionsPage.preference('Search language')).toHaveValue(/^[a-z]{2}$/);
    const popup = await context.newPage();
    await popup.emulateMedia({ colorScheme: 'light' });
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    const background = () => popup.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(await background()).toBe('rgb(255, 255, 255)');
    await optionsPage.preference('Theme').selectOption('dark');
    await expect.poll(background).not.toBe('rgb(255, 255, 255)');
    await expect(popup.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a dark theme on a light system: the next popup is dark from its first frame', async ({
    optionsPage,
    context,
    extensionId,
  }) => {
    await optionsPage.open();
    await optionsPage.preference('Theme').selectOption('dark');
    await expect(optionsPage.page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const popup = await context.newPage();
    await popup.emulateMedia({ colorScheme: 'light' });
    // What the first frame shows: read in the first animation frame, before anything is painted.
    await popup.addInitScript(() => {
      requestAnimationFrame(() => {
        const root = document.documentElement;
        Object.assign(window, {
          firstFrame: { background: getComputedStyle(root).backgroundColor, theme: root.dataset.theme },
        });
      });
    });
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    await expect(popup.getByRole('searchbox')).toBeVisible();
    const drawn = await popup.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(drawn).not.toBe('rgb(255, 255, 255)');
    const firstFrame = await popup.evaluate(() => (window as unknown as { firstFrame?: unknown }).firstFrame);
    expect(firstFrame).toEqual({ background: drawn, theme: 'dark' });
  });

  test('custom addresses are checked and used; the defaults come back', async ({ optionsPage, env, api }) => {
    await optionsPage.open();
    await optionsPage.advanced.click();
    await expect(optionsPage.baseUrl).toHaveValue(env.baseUrl);
    // Another port of 127.0.0.1, which the test build may already reach: no permission prompt.
    const otherUpload = `${env.controlUrl}/`;
    await optionsPage.uploadUrl.fill(otherUpload);
    await optionsPage.saveAddresses.click();
    await expect(optionsPage.page.getByRole('status').filter({ hasText: 'Addresses saved.' })).toBeVisible();
    await api.open();
    expect(await api.value({ type: 'getStatus' })).toMatchObject({ uploadUrl: env.controlUrl });
    await optionsPage.open();
    await optionsPage.advanced.click();
    await optionsPage.baseUrl.fill('http://example.test');
    await optionsPage.saveAddresses.click();
    await expect(
      optionsPage.page.getByRole('alert').filter({ hasText: 'Only https:// addresses' }),
    ).toBeVisible();
    await optionsPage.page.getByRole('button', { name: 'Use the defaults' }).click();
    await expect(optionsPage.uploadUrl).toHaveValue(env.uploadUrl);
    await api.open();
    expect(await api.value({ type: 'getServiceAddresses' })).toMatchObject({ custom: false });
  });

  test('the background refuses an address whose host permission was not granted', async ({ api }) => {
    await api.open();
    const answer = await api.send({
      type: 'setServiceAddresses',
      baseUrl: 'https://proxy.example.test/giphy',
      uploadUrl: 'https://proxy.example.test/upload',
    });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'permission-missing' } });
    expect(await api.value({ type: 'getServiceAddresses' })).toMatchObject({ custom: false });
  });

  test.describe('diagnostics', () => {
    test('diagnostics show the queue and "send now" empties it', async ({ control, optionsPage, api }) => {
      await api.open();
      const [item] = (await api.value({ type: 'search', kind: 'gifs', q: 'happy', limit: 1 })).data;
      // Every pingback is refused until the faults are cleared, not only the first: the reset worker's
      // first start of a session sends past any backoff (triggers.ts), which may come after these two.
      await control.refusePingbacks(429, 3600);
      const urls = [item?.analytics?.onclick?.url ?? '', item?.analytics?.onload?.url ?? ''];
      for (const [index, action] of (['onclick', 'onload'] as const).entries())
        await api.value({ type: 'trackEvent', action, url: urls[index] ?? '', ts: Date.now() });
      await optionsPage.open();
      await expect(optionsPage.diagnostic('Events queued')).toHaveText('2');
      await expect(optionsPage.diagnostic('Last error')).toContainText('The analytics service answered 429');
      await control.clearFaults();
      await optionsPage.page.getByRole('button', { name: 'Send queued events now' }).click();
      await expect(optionsPage.diagnostic('Events queued')).toHaveText('0');
      await expect(optionsPage.diagnostic('Events sent')).toHaveText('2');
      const payload = (url: string) => new URL(url).searchParams.get('analytics_response_payload');
      const ours = (await control.pingbacks()).filter((pingback) =>
        urls.some((url) => payload(url) === pingback.payload),
      );
      expect(ours.map((pingback) => pingback.action).sort()).toEqual(['CLICK', 'SEEN']);
    });
  });
});
