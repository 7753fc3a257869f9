import { expect, test } from './fixtures.ts';

// One browser per worker, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

/** Honest waiting: progress at once, a word within about 8 s, live rate-limit countdowns. */
test.describe('popup: waiting', () => {
  test('a hanging service shows progress at once and says it is slow within 8 s while it keeps trying', async ({
    popupPage,
    control,
  }) => {
    await control.injectFault({ route: 'gifs.trending', kind: 'hang', count: 5 });
    const opened = Date.now();
    await popupPage.open();
    await expect(popupPage.page.getByRole('progressbar', { name: 'Loading GIFs' })).toBeVisible({
      timeout: 1000,
    });
    await expect(popupPage.panel.getByText('GIPHY is slow to answer. Still trying…')).toBeVisible({
      timeout: 8000 - (Date.now() - opened),
    });
    // No error yet: the attempt is still under way.
    await expect(popupPage.alert).toHaveCount(0);
    await expect(popupPage.attribution).toBeInViewport();
  });

  test('"Try again" is offered with the first "Still trying…", and starts a fresh attempt', async ({
    popupPage,
    control,
  }) => {
    await control.injectFault({ route: 'gifs.trending', kind: 'hang', count: 5 });
    await popupPage.open();
    await expect(popupPage.panel.getByText('GIPHY is slow to answer. Still trying…')).toBeVisible({
      timeout: 8000,
    });
    await expect(popupPage.retry).toBeVisible();
    await control.clearFaults();
    await popupPage.retry.click();
    await popupPage.waitForTiles();
    await expect(popupPage.retry).toHaveCount(0);
  });

  test.describe('with a clock of its own', () => {
    // Playwright installs a clock on the whole context and cannot remove it: in the shared browser
    // the paused clock would stop every later test's timers.
    test.use({ profile: 'fresh' });

    test('a 429 counts its Retry-After down, with "Try again" off until it is over', async ({
      popupPage,
      control,
    }) => {
      // Longer than the client waits by itself (10 s), so the popup is told at once.
      await control.injectFault({
        route: 'gifs.trending',
        kind: 'status',
        status: 429,
        retryAfter: 30,
        count: 5,
      });
      const { clock } = popupPage.page;
      await clock.install();
      await popupPage.open();
      // The clock flows with real time until paused, so a loaded machine may show 29 or less by the
      // first look; never more than the 30 the service asked for.
      await expect(popupPage.alert).toContainText(/Try again in (2\d|30) seconds\b/);
      await expect(popupPage.retry).toBeDisabled();
      // The installed clock still flows with real time, which a loaded machine spends freely: from
      // here only the test moves it. The count is read just after one of its ticks (every 250 ms),
      // so 12 s later, at another tick, it says exactly 12 less.
      await clock.pauseAt((await popupPage.page.evaluate(() => Date.now())) + 1000);
      await clock.runFor(250);
      const left = Number((await popupPage.alert.textContent())?.match(/Try again in (\d+) seconds/)?.[1]);
      expect(left, 'seconds left, a moment after the first look').toBeGreaterThanOrEqual(20);
      await clock.runFor(12_000);
      await expect(popupPage.alert).toContainText(`Try again in ${left - 12} seconds`);
      await expect(popupPage.retry).toBeDisabled();
      await clock.runFor(19_000);
      await expect(popupPage.alert).toContainText('You can try again now');
      await control.clearFaults();
      await expect(popupPage.retry).toBeEnabled();
      await popupPage.retry.click();
      await expect(popupPage.tiles.first()).toBeVisible();
    });
  });

  test('a body cut off half way is not blamed on the internet connection', async ({ popupPage, control }) => {
    await control.injectFault({ route: 'gifs.trending', kind: 'truncated', count: 10 });
    await popupPage.open();
    await expect(popupPage.alert).toBeVisible();
    await expect(popupPage.alert).not.toContainText('internet connection');
    await expect(popupPage.alert).toContainText('broke off');
  });
});
