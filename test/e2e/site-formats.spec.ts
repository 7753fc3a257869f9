import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { WxtBrowser } from 'wxt/browser';
import { expect, test } from './fixtures.ts';
import { ComposerPage } from './pages/composer-page.ts';
import { pageInOwnWindow } from './pages/own-window.ts';

// One browser per worker, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

declare const chrome: WxtBrowser;

const storedSiteFormats = (page: Page) =>
  page.evaluate(async () => (await chrome.storage.sync.get('siteFormats')).siteFormats);

test.describe('options page: formats for sites', () => {
  test('a site is added, changed and removed with the keyboard; each change is saved at once', async ({
    optionsPage,
  }) => {
    const { page } = optionsPage;
    await optionsPage.open();
    const section = page.getByRole('region', { name: 'Formats for sites' });
    await expect(section).toContainText('github.com: Markdown');
    const host = section.getByLabel('Site', { exact: true });

    await host.focus();
    await page.keyboard.type('not a host!');
    await page.keyboard.press('Enter');
    await expect(section.getByRole('alert')).toHaveText('Enter a site’s hostname, such as github.com');
    await expect(host).toHaveAttribute('aria-invalid', 'true');

    await host.fill('');
    await page.keyboard.type('https://Docs.Example.org/path');
    await page.keyboard.press('Tab');
    const newFormat = section.getByLabel('Format for the site');
    await expect(newFormat).toBeFocused();
    await newFormat.selectOption('html');
    await page.keyboard.press('Tab');
    await expect(section.getByRole('button', { name: 'Add site' })).toBeFocused();
    await page.keyboard.press('Enter');

    const row = section.getByLabel('docs.example.org', { exact: true });
    await expect(row).toHaveValue('html');
    await expect(section.getByRole('status')).toHaveText('docs.example.org: HTML');
    await expect(section.getByRole('alert')).toHaveText('');
    await expect.poll(() => storedSiteFormats(page)).toEqual({ 'docs.example.org': 'html' });

    await row.selectOption('bbcode');
    await expect.poll(() => storedSiteFormats(page)).toEqual({ 'docs.example.org': 'bbcode' });

    await section.getByRole('button', { name: 'Remove docs.example.org' }).focus();
    await page.keyboard.press('Enter');
    await expect(row).toHaveCount(0);
    await expect(host).toBeFocused();
    await expect.poll(() => storedSiteFormats(page)).toEqual({});
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no axe-core violations with a site row and an error shown (${scheme})`, async ({
      optionsPage,
    }) => {
      await optionsPage.page.emulateMedia({ colorScheme: scheme });
      await optionsPage.open();
      await expect(optionsPage.keyStatus).not.toHaveText('Loading…');
      const section = optionsPage.page.getByRole('region', { name: 'Formats for sites' });
      await section.getByLabel('Site', { exact: true }).fill('github.com');
      await section.getByRole('button', { name: 'Add site' }).click();
      await expect(section.getByLabel('github.com', { exact: true })).toHaveValue('markdown');
      await section.getByLabel('Site', { exact: true }).fill('???');
      await section.getByRole('button', { name: 'Add site' }).click();
      await expect(section.getByRole('alert')).not.toHaveText('');
      const results = await new AxeBuilder({ page: optionsPage.page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});

test.describe('picking with a format set for the site', () => {
  test('the override beats the default format: the popup inserts HTML into the composer', async ({
    optionsPage,
    popupPage,
    context,
    env,
  }) => {
    const hostname = new URL(env.composersUrl).hostname;
    await optionsPage.open();
    const section = optionsPage.page.getByRole('region', { name: 'Formats for sites' });
    await section.getByLabel('Site', { exact: true }).fill(hostname);
    await section.getByLabel('Format for the site').selectOption('html');
    await section.getByRole('button', { name: 'Add site' }).click();
    await expect(section.getByLabel(hostname, { exact: true })).toHaveValue('html');

    const composerPage = new ComposerPage(await pageInOwnWindow(context), env.composersUrl);
    await composerPage.open('textarea.html');
    await composerPage.placeCaret({ field: '#field' }, 'Hello '.length);
    await popupPage.openFor(composerPage.url('textarea.html'));
    await composerPage.page.bringToFront();

    await popupPage.tiles.first().click();

    await expect(popupPage.notice).toHaveText('Inserted');
    await expect(composerPage.field({ field: '#field' })).toHaveValue(
      /^Hello <img src="https?:\/\/[^"]+giphy-downsized-medium\.gif[^"]*" alt="[^"]*">world$/,
    );
  });
});
