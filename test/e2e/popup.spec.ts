import { expect, test } from './fixtures.ts';
import { quietFor } from './quiet.ts';

test.describe('popup: trending and tabs', () => {
  test.use({ profile: 'shared' });

  test('paints the trending answer of a moment ago at once, then the fresh answer replaces it', async ({
    popupPage,
    control,
  }) => {
    await popupPage.open();
    await popupPage.waitForTiles();
    const kept = await popupPage.tiles.first().getAttribute('data-item-id');
    if (!kept) throw new Error('the first tile has no item id');
    // The service drops that item and answers slowly; the popup opens again within the minute.
    await control.removeItem(kept);
    await control.injectFault({ route: 'gifs.trending', kind: 'latency', latencyMs: 1500 });
    await popupPage.page.addInitScript(() => {
      const firsts: string[] = [];
      (window as unknown as { firsts: string[] }).firsts = firsts;
      new MutationObserver(() => {
        const id = document.querySelector<HTMLElement>('.tile[data-tile="0"]')?.dataset.itemId;
        if (id && firsts.at(-1) !== id) firsts.push(id);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await popupPage.open();
    await expect(popupPage.tileOf(kept)).toHaveCount(0);
    const firsts = await popupPage.page.evaluate(() => (window as unknown as { firsts: string[] }).firsts);
    // First the cached answer (with the item), then the service's (without it), nothing else.
    expect(firsts).toHaveLength(2);
    expect(firsts[0]).toBe(kept);
    await expect(popupPage.tiles.first()).toHaveAttribute('data-item-id', firsts[1] ?? '');
  });

  test('each tab shows its trending list; clips play muted, emoji are marked with their variations', async ({
    popupPage,
    control,
  }) => {
    await popupPage.open();
    await popupPage.waitForTiles();
    await popupPage.tab('Stickers').click();
    await expect(popupPage.tab('Stickers')).toHaveAttribute('aria-selected', 'true');
    await expect
      .poll(async () => (await control.requests()).map((r) => r.operation))
      .toContain('stickers.trending');
    await popupPage.waitForTiles();
    await popupPage.tab('Clips').click();
    await expect(popupPage.tileVideos.first()).toBeVisible();
    expect(await popupPage.tileVideos.first().evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expect(popupPage.page.locator('.duration').first()).toHaveText(/^\d+:\d\d$/);
    await popupPage.tab('Emoji').click();
    await popupPage.waitForTiles();
    await expect(popupPage.page.locator('.variations').first()).toBeVisible();
  });

  test('a new tab shows its progress line until its own list comes, never the previous tab’s list', async ({
    popupPage,
  }) => {
    await popupPage.open();
    await popupPage.waitForTiles();
    // What the grid shows at each change after the click: the previous tab's GIFs drawn as clips
    // (videos, each fetching an mp4) would come before the progress line.
    await popupPage.page.evaluate(() => {
      const seen: string[] = [];
      (window as { seen?: string[] }).seen = seen;
      new MutationObserver(() => {
        const now = document.querySelector('.progress-state')
          ? 'progress'
          : document.querySelector('.tile video')
            ? 'videos'
            : 'other';
        if (seen.at(-1) !== now) seen.push(now);
      }).observe(document.body, { childList: true, subtree: true });
    });
    await popupPage.tab('Clips').click();
    await expect(popupPage.tileVideos.first()).toBeVisible();
    const seen = (await popupPage.page.evaluate(() => (window as { seen?: string[] }).seen)) ?? [];
    expect(seen.filter((state) => state !== 'other')).toEqual(['progress', 'videos']);
  });

  test('clips: with sound on, only the clip under the pointer or focus plays with sound', async ({
    popupPage,
  }) => {
    await popupPage.open();
    await popupPage.tab('Clips').click();
    await expect(popupPage.tileVideos.nth(2)).toBeVisible();
    const unmuted = () =>
      popupPage.tiles.evaluateAll((tiles) =>
        tiles.filter((tile) => tile.querySelector('video')?.muted === false).map((tile) => tile.dataset.tile),
      );
    await expect(popupPage.sound).toHaveAttribute('aria-pressed', 'false');
    await popupPage.tiles.nth(0).hover();
    expect(await unmuted()).toEqual([]);
    await popupPage.sound.click();
    await expect(popupPage.sound).toHaveAttribute('aria-pressed', 'true');
    await popupPage.tiles.nth(1).hover();
    await expect.poll(unmuted).toEqual(['1']);
    await popupPage.tiles.nth(2).hover();
    await expect.poll(unmuted).toEqual(['2']);
    await popupPage.page.mouse.move(5, 5);
    await popupPage.tiles.nth(0).focus();
    await expect.poll(unmuted).toEqual(['0']);
    // Focus back in the box: no clip has the focus, none plays with sound.
    await popupPage.search.focus();
    await expect.poll(unmuted).toEqual([]);
  });
});

/** The grid waits this long for its first row's images before it asks for the rest all the same. */
const FIRST_ROW_WAIT_MS = 1000;

// A profile of its own: the test reads the images' resource timings, which a renderer's memory
// cache (kept by a shared browser, whatever is cleared) would leave out.
test.describe('popup: the first row first', () => {
  test('the first row’s images are asked first and alone, the rest and fresh trending after; each once', async ({
    popupPage,
    control,
  }) => {
    const { page } = popupPage;
    // When the first tile is mounted, and the first frame that shows the first row's images loaded
    // (TileMedia asks for them first).
    await page.addInitScript(() => {
      const seen: { rowShown?: number; tileMounted?: number } = {};
      Object.assign(window, { seen });
      const mounts = new MutationObserver(() => {
        if (!document.querySelector('.tile')) return;
        seen.tileMounted = performance.now();
        mounts.disconnect();
      });
      mounts.observe(document, { childList: true, subtree: true });
      const frame = () => {
        const row = [...document.querySelectorAll<HTMLImageElement>('.tile img[fetchpriority=high]')];
        if (row.length >= 3 && row.every((image) => image.complete && image.naturalWidth > 0))
          seen.rowShown = performance.now();
        else if (performance.now() < 60_000) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    for (const when of ['no cached answer', 'the cached answer, then the fresh one']) {
      await popupPage.open();
      // Every tile in view loaded, and the fresh answer in place of the cached one (no progress line).
      await expect
        .poll(() =>
          page.evaluate(() => {
            const tiles = [...document.querySelectorAll<HTMLElement>('.tile')].filter(
              (tile) => tile.getBoundingClientRect().top < innerHeight,
            );
            return tiles.length > 3 && tiles.every((tile) => tile.classList.contains('loaded'));
          }),
        )
        .toBe(true);
      // A second download of any image, or a second trending request, would show within this.
      await quietFor(page, 500);
      const { firstRow, rest, asked, origin, rowShown, tileMounted } = await page.evaluate(() => {
        const tiles = [...document.querySelectorAll<HTMLElement>('.tile')].filter(
          (tile) => tile.getBoundingClientRect().top < innerHeight,
        );
        const srcOf = (tile: HTMLElement) => tile.querySelector<HTMLImageElement>('img')?.src ?? '';
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const timing = (url: string) => entries.filter((entry) => entry.name === url);
        const inRow = (tile: HTMLElement) => tile.style.transform.endsWith(', 0px)');
        return {
          firstRow: tiles.filter(inRow).map((tile) => timing(srcOf(tile))[0]?.responseEnd ?? Number.NaN),
          rest: tiles
            .filter((tile) => !inRow(tile))
            .map((tile) => timing(srcOf(tile))[0]?.startTime ?? Number.NaN),
          asked: tiles.map((tile) => timing(srcOf(tile)).length),
          origin: performance.timeOrigin,
          ...(window as unknown as { seen: { rowShown?: number; tileMounted?: number } }).seen,
        };
      });
      expect(firstRow, when).toHaveLength(3);
      // The grid stops waiting for its first row a second after its first paint, which follows the
      // first tile's mount: on a loaded machine the row can take longer, and the rest go then.
      const waitOver = (tileMounted ?? Number.NaN) + FIRST_ROW_WAIT_MS;
      // Asked only once the first row's are in: nothing shares the media host's connections with them.
      const firstRowIn = Math.max(...firstRow);
      for (const start of rest) expect(start, when).toBeGreaterThanOrEqual(Math.min(firstRowIn, waitOver));
      // And only after a frame has shown that row: their render does not hold that frame back.
      expect(
        Math.min(...rest),
        `${when}: the rest asked after the frame showing the first row`,
      ).toBeGreaterThan(Math.min(rowShown ?? Number.NaN, waitOver));
      // No image downloaded twice (the fresh answer replaces the cached one with the same renditions).
      expect(
        asked.every((count) => count === 1),
        when,
      ).toBe(true);
      if (when === 'no cached answer') continue;
      // The worker answers the fresh request only once the cached answer's first row is in. (The
      // next page may be asked too once the list is idle: a busy machine got there within this.)
      const trending = (await control.requests()).filter(
        (request) =>
          request.operation === 'gifs.trending' &&
          request.time >= origin &&
          (new URLSearchParams(request.rawQuery).get('offset') ?? '0') === '0',
      );
      expect(trending).toHaveLength(1);
      expect(trending[0]?.time ?? 0).toBeGreaterThanOrEqual(
        Math.floor(origin + Math.min(firstRowIn, waitOver)),
      );
    }
  });
});

// Each error state of the popup, in Chromium and Firefox: test/e2e/cross/popup.cross.spec.ts; a
// 403 from clips: popup-clips-approval.spec.ts.
test.describe('popup: themes', () => {
  test.use({ profile: 'shared' });

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
    await expect(popupPage.alert).toContainText('No API key set');
    await expect(popupPage.attribution).toBeInViewport();
    const [options] = await Promise.all([
      // The welcome page opened at install is another page of the context.
      context.waitForEvent('page', { predicate: (page) => page.url().endsWith('/options.html') }),
      popupPage.settingsLink.click(),
    ]);
    await expect(options).toHaveURL(/\/options\.html$/);
    await expect(options.getByText('No key set.')).toBeVisible();
  });
});
