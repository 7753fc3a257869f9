import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// One browser for the file, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

/**
 * A slow connection, as Chromium's own network throttling makes it (DevTools protocol, for the
 * popup's page: its media). At 400 kb/s the first row shows every tile's blurred still before its
 * animation, never a blank grid; on a 2G-class connection data saver turns itself on (stills, the
 * animation only on hover). The screenshot goes to test-results/ to be looked at.
 */
const KBIT = 1000 / 8;

async function throttle(page: Page, latency: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: 400 * KBIT,
    uploadThroughput: 400 * KBIT,
  });
}

/** Each first-row tile: its media loaded, or else its blurred still on screen, or blank. */
function firstRow(page: Page): Promise<('loaded' | 'still' | 'blank')[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.tile')]
      .filter((tile) => tile.style.transform.endsWith(', 0px)'))
      .map((tile) => {
        if (tile.classList.contains('loaded')) return 'loaded';
        const still = tile.querySelector<HTMLImageElement>('.tile-placeholder');
        return still?.complete && still.naturalWidth > 0 ? 'still' : 'blank';
      }),
  );
}

test.describe('popup on a slow connection', () => {
  test('400 kb/s: the first row fills with blurred stills, then the animations replace them', async ({
    popupPage,
    page,
  }) => {
    await page.setViewportSize({ width: 400, height: 600 });
    // 300 ms: a 3G-class connection by Chromium's own estimate.
    await throttle(page, 300);
    // Not waiting for the load event: it waits for the images in the document by then, which can be
    // the whole first row when trending answered before the load (stills never seen).
    await popupPage.open('', 'commit');
    expect(
      await page.evaluate(
        () => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType,
      ),
    ).toBe('3g');
    // Every first-row tile painted (a still at least) while some animation is still on its way.
    await expect
      .poll(
        async () => {
          const row = await firstRow(page);
          return row.length > 0 && !row.includes('blank') && row.includes('still');
        },
        { timeout: 30_000, intervals: [100] },
      )
      .toBe(true);
    await page.screenshot({
      path: path.join(import.meta.dirname, '../../test-results/slow-connection-stills.png'),
    });
    // Not saving data at this speed (3G-class): the animations come.
    await expect
      .poll(async () => (await firstRow(page)).every((tile) => tile === 'loaded'), { timeout: 60_000 })
      .toBe(true);
    // A loaded tile hides its still.
    await expect(page.locator('.tile.loaded .tile-placeholder:visible')).toHaveCount(0);
  });

  test('2G: data saver turns itself on: stills at half size, the animation only while pointed at', async ({
    popupPage,
    page,
  }) => {
    await page.setViewportSize({ width: 400, height: 600 });
    await throttle(page, 1500);
    await popupPage.open();
    expect(
      await page.evaluate(
        () => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType,
      ),
    ).toBe('2g');
    await popupPage.waitForTiles();
    const first = popupPage.tileAt(0).getByRole('img');
    const still = await first.getAttribute('src');
    // The reference service names its stills *_s.gif, as GIPHY does.
    expect(still).toMatch(/_s\.gif(\?|$)/);
    await popupPage.tileAt(0).hover();
    await expect(first).not.toHaveAttribute('src', still ?? '');
    expect(await first.getAttribute('src')).not.toMatch(/_s\.gif(\?|$)/);
    await page.mouse.move(0, 599);
    await expect(first).toHaveAttribute('src', still ?? '');
  });
});
