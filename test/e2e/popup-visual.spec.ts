import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { PopupPage } from './pages/popup-page.ts';

// One browser per worker, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

/**
 * Screenshots of every state of the popup (and the welcome page) in light and dark, compared with
 * the baselines committed beside this file, so a layout regression fails CI. Stills only: reduced
 * motion, and the media themselves masked (their pixels are the service's, not our layout).
 * Update with `npx playwright test test/e2e/popup-visual.spec.ts --update-snapshots`, then look at
 * every image before committing it.
 */
const STILLS = path.join(import.meta.dirname, 'screenshot-stills.css');

function shot(popupPage: PopupPage, name: string, scheme: string, mask: Locator[] = []): Promise<void> {
  const page: Page = popupPage.page;
  return expect(page).toHaveScreenshot(`${name}-${scheme}.png`, {
    stylePath: STILLS,
    mask,
    maxDiffPixelRatio: 0.002,
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`screenshots (${scheme})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    });

    test('lists: trending, results, channels, empty, categories, detail, single, clips, emoji', async ({
      popupPage,
    }) => {
      const { page } = popupPage;
      await popupPage.open();
      await popupPage.waitForTiles();
      await expect(page.getByRole('navigation', { name: 'Trending searches' })).toBeVisible();
      await shot(popupPage, 'trending', scheme);
      // Control states: a chip focused by keyboard, one under the pointer, one disabled.
      await page.keyboard.press('Tab');
      await popupPage.surprise.hover();
      await shot(popupPage, 'controls', scheme);

      await popupPage.search.fill('cat');
      await popupPage.search.press('Enter');
      await expect(page.getByRole('navigation', { name: 'Related tags' })).toBeVisible();
      await popupPage.waitForTiles();
      await shot(popupPage, 'results', scheme);

      await popupPage.search.fill('');
      await popupPage.search.pressSequentially('@dan', { delay: 30 });
      await expect(page.getByRole('navigation', { name: 'Channels' })).toBeVisible();
      await shot(popupPage, 'channels', scheme);

      await popupPage.search.fill('zzqqxxnothingmatches');
      await popupPage.search.press('Enter');
      await expect(popupPage.panel).toContainText('No results');
      // The row under the box has moved on from the trending searches (to completions or a caption).
      await expect(page.getByRole('navigation', { name: 'Trending searches' })).toHaveCount(0);
      await shot(popupPage, 'empty', scheme);

      await popupPage.search.fill('');
      await popupPage.search.press('Enter');
      await popupPage.waitForTiles();
      await popupPage.categoriesToggle.click();
      await expect(popupPage.categories).toHaveCount(20);
      await shot(popupPage, 'categories', scheme);
      await popupPage.categoriesToggle.click();

      await popupPage.waitForTiles();
      await popupPage.tiles.first().focus();
      await page.keyboard.press('Shift+Enter');
      await expect(popupPage.detail.getByRole('button', { name: 'Insert' })).toBeFocused();
      await shot(popupPage, 'detail', scheme);
      await page.keyboard.press('Escape');

      await popupPage.search.fill('happy panda');
      await popupPage.translate.click();
      await expect(popupPage.single.getByRole('button', { name: 'Insert' })).toBeFocused();
      await expect(page.getByRole('navigation', { name: 'Trending searches' })).toHaveCount(0);
      await shot(popupPage, 'single', scheme);
      await popupPage.back.click();

      await popupPage.search.fill('');
      await popupPage.tab('Clips').click();
      await expect(popupPage.tileVideos.first()).toBeVisible();
      await shot(popupPage, 'clips', scheme);

      await popupPage.tab('Emoji').click();
      await popupPage.waitForTiles();
      await shot(popupPage, 'emoji', scheme);
      await page
        .locator('.tile', { has: page.locator('.variations') })
        .first()
        .click();
      await expect(page.locator('.variation').nth(1)).toBeVisible();
      await shot(popupPage, 'emoji-variations', scheme);
    });

    test('errors and waiting: no key, refused key, rate limit, failing service, slow service', async ({
      popupPage,
      control,
    }) => {
      const { page } = popupPage;
      const states = [
        { name: 'error-401', fault: { kind: 'status', status: 401 }, text: 'The API key was refused' },
        { name: 'error-403', fault: { kind: 'status', status: 403 }, text: 'Not allowed for this key' },
        { name: 'error-503', fault: { kind: 'status', status: 503 }, text: 'GIPHY is having trouble' },
        { name: 'error-network', fault: { kind: 'reset' }, text: 'Can’t reach GIPHY' },
      ] as const;
      for (const { name, fault, text } of states) {
        await control.clearFaults();
        await control.injectFault({ route: 'gifs.trending', count: 20, ...fault });
        await popupPage.open();
        await expect(popupPage.alert).toContainText(text);
        await shot(popupPage, name, scheme);
      }

      // The countdown stands still for the picture.
      await control.clearFaults();
      await control.injectFault({
        route: 'gifs.trending',
        kind: 'status',
        status: 429,
        retryAfter: 30,
        count: 5,
      });
      await page.clock.setFixedTime(new Date());
      await popupPage.open();
      await expect(popupPage.alert).toContainText('Try again in 30 seconds');
      await shot(popupPage, 'error-429', scheme);
      // Last: its hanging request would hold the service's next answers back.
      await control.clearFaults();
      // Every attempt hangs (the first gives up after 4 s, and a retry that answered would end the wait).
      await control.injectFault({ route: 'gifs.trending', kind: 'hang', count: 3 });
      await popupPage.open();
      await expect(popupPage.panel.getByText('GIPHY is slow to answer')).toBeVisible({ timeout: 8000 });
      await shot(popupPage, 'slow', scheme);
    });

    test('first run: the welcome page', async ({ popupPage }) => {
      const { page } = popupPage;
      await page.setViewportSize({ width: 800, height: 1000 });
      await page.goto(popupPage.url.replace('popup.html', 'welcome.html'));
      await expect(page.getByRole('status')).not.toHaveText('Checking for a key…');
      await expect(page).toHaveScreenshot(`welcome-${scheme}.png`, {
        fullPage: true,
        stylePath: STILLS,
        maxDiffPixelRatio: 0.002,
      });
    });
  });
}

test.describe('screenshots of the production build', () => {
  test.use({ build: 'production' });
  for (const scheme of ['light', 'dark'] as const)
    test(`no key (${scheme})`, async ({ popupPage }) => {
      await popupPage.page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await popupPage.open();
      await expect(popupPage.alert).toContainText('No API key set');
      await shot(popupPage, 'no-key', scheme);
    });
});
