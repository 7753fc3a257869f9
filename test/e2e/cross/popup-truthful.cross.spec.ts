import { CACHED_TRENDING_NAME } from '../../../src/first-paint/trending-cache/first-page.ts';
import { describeInBothBrowsers, expect, test } from './both-browsers.ts';
import { countOf, type DriverPage, sendMessage, textsOf } from './extension-driver.ts';
import { paste, waitForText } from './look-states.ts';

const SEARCH = 'input[type=search]';
const LOADED_TILE = '.tile.loaded';

/** The row under the box: its caption, or the heading of its chips. */
function rowUnderBox(page: DriverPage): Promise<string> {
  return page.evaluate(
    () => (document.querySelector('header .suggestions .suggestions-heading')?.textContent ?? '').trim(),
    undefined,
  );
}

/** What the panel under the tabs says (its first line). */
function panelText(page: DriverPage): Promise<string> {
  return page.evaluate(
    () => ((document.querySelector('[role=tabpanel]') as HTMLElement).innerText ?? '').trim(),
    undefined,
  );
}

/** The items of the tiles on screen, in order. */
function tileIds(page: DriverPage): Promise<string[]> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('.tile[data-item-id]')].map(
        (tile) => tile.dataset.itemId ?? '',
      ),
    undefined,
  );
}

/**
 * The items of the tiles the person sees, in order. The tiles mounted beyond the view (overscan)
 * come once the first row is in, at a moment of their own: they are not part of what is on screen.
 */
function tileIdsInView(page: DriverPage): Promise<string[]> {
  return page.evaluate(() => {
    const view = document.querySelector('.grid-scroller')?.getBoundingClientRect();
    if (!view) return [];
    return [...document.querySelectorAll<HTMLElement>('.tile[data-item-id]')]
      .filter((tile) => {
        const box = tile.getBoundingClientRect();
        return box.bottom > view.top && box.top < view.bottom;
      })
      .map((tile) => tile.dataset.itemId ?? '');
  }, undefined);
}

/** Where the first tile is drawn: the grid must not move when the failure is said. */
function firstTileBox(page: DriverPage): Promise<{ x: number; y: number } | null> {
  return page.evaluate(() => {
    const box = document.querySelector('.tile[data-tile="0"]')?.getBoundingClientRect();
    return box ? { x: box.x, y: box.y } : null;
  }, undefined);
}

/** The extension's session storage, from an extension page. */
interface SessionApi {
  storage: { session: { remove(key: string): Promise<void> } };
}

/** A popup showing the search for `cats`, its row saying so. */
async function openOnCats(open: (page: string) => Promise<DriverPage>): Promise<DriverPage> {
  const popup = await open('popup.html');
  await popup.waitFor(LOADED_TILE);
  await popup.click(SEARCH);
  await popup.type('cats');
  await popup.press('Enter');
  await expect.poll(() => rowUnderBox(popup)).toBe('GIFs for “cats”');
  return popup;
}

/** Every request to the API fails as with the service stopped: the connection is reset. */
const SERVICE_DOWN = { route: '*', kind: 'reset', count: 1000 } as const;
const NOT_REFRESHED = 'Can’t reach GIPHY: this list could not be refreshed.';

describeInBothBrowsers('popup: the row under the box says what the panel shows', ({ open }) => {
  test('a search, then a channel that does not exist, a lone @ and a link to nothing', async () => {
    const popup = await openOnCats(open);

    await popup.fill(SEARCH, '@zzqqnochannel');
    await waitForText(popup, 'No channel is called “@zzqqnochannel”');
    await expect.poll(() => rowUnderBox(popup)).toBe('Channels');

    // A lone @ starts a channel's name: no search for "@", and the row does not claim one.
    await popup.fill(SEARCH, '@');
    await waitForText(popup, 'Type a channel’s name after the @');
    await expect.poll(() => rowUnderBox(popup)).toBe('Channels');
    expect(await popup.evaluate(() => document.querySelectorAll('.tile').length, undefined)).toBe(0);

    await popup.fill(SEARCH, 'cats');
    await popup.press('Enter');
    await expect.poll(() => rowUnderBox(popup)).toBe('GIFs for “cats”');
    await popup.waitFor(LOADED_TILE);
    await paste(popup, 'https://giphy.com/gifs/nothing-here-NoSuchId12345');
    await waitForText(popup, 'Nothing to show for that link');
    await expect.poll(() => rowUnderBox(popup)).toBe('The linked item');
    expect(await panelText(popup)).toContain('Nothing to show for that link');
  });
});

describeInBothBrowsers('popup: a list on screen stays when the service goes down', ({ open, control }) => {
  test('the results stay, a line over them says they were not refreshed, and Try again works', async () => {
    const popup = await openOnCats(open);
    await popup.waitFor(LOADED_TILE);
    const cats = await tileIdsInView(popup);
    expect(cats.length).toBeGreaterThan(3);
    const place = await firstTileBox(popup);

    await control.injectFault(SERVICE_DOWN);
    await popup.fill(SEARCH, 'dogs');
    await popup.press('Enter');
    await expect.poll(() => textsOf(popup, '[role=alert] p')).toEqual([NOT_REFRESHED]);
    // The same list, drawn where it was.
    await expect.poll(() => tileIdsInView(popup)).toEqual(cats);
    expect(await firstTileBox(popup)).toEqual(place);
    // The row still names the list on screen, and no error screen took its place.
    expect(await rowUnderBox(popup)).toBe('GIFs for “cats”');
    expect(await countOf(popup, '.error-state')).toBe(0);

    // Still down: Try again keeps the list, and says it again.
    const requests = (await control.requests()).length;
    await popup.clickButton('Try again');
    await expect.poll(async () => (await control.requests()).length).toBeGreaterThan(requests);
    await expect.poll(() => textsOf(popup, '[role=alert] p')).toEqual([NOT_REFRESHED]);
    await popup.waitFor('[role=alert] button:not([disabled])');
    await expect.poll(() => tileIdsInView(popup)).toEqual(cats);

    // The box emptied, still down: a list stays on screen (this one, or trending as the background
    // answered it a moment ago), with the line; never the error screen.
    const asked = (await control.requests()).length;
    await popup.fill(SEARCH, '');
    // The line stays while trending is asked for, Try again off until the answer (a failure) is in.
    await expect
      .poll(async () => (await control.requests()).slice(asked).map((request) => request.operation))
      .toContain('gifs.trending');
    await popup.waitFor('[role=alert] button:not([disabled])');
    expect(await textsOf(popup, '[role=alert] p')).toEqual([NOT_REFRESHED]);
    expect(await countOf(popup, '.error-state')).toBe(0);
    expect((await tileIds(popup)).length).toBeGreaterThan(0);

    // Back up: Try again shows trending, and the line goes.
    await control.clearFaults();
    await popup.clickButton('Try again');
    await popup.waitFor('[role=alert]', { hidden: true });
    const trending = (await sendMessage(popup, { type: 'trending', kind: 'gifs', limit: 3 })).data;
    await expect
      .poll(async () => (await tileIds(popup)).slice(0, 3))
      .toEqual(trending.map((item) => item.id));
  });

  test('a new popup, and Favorites, with the service down say why they show nothing', async () => {
    const options = await open('options.html');
    const [gif] = (await sendMessage(options, { type: 'trending', kind: 'gifs', limit: 1 })).data;
    if (!gif) throw new Error('the reference service has trending GIFs');
    await sendMessage(options, { type: 'toggleFavorite', id: gif.id, kind: 'gif' });
    try {
      await control.injectFault(SERVICE_DOWN);
      // Nothing cached from a moment ago (as a minute after the last answer): the popup has nothing.
      await options.evaluate(async (key) => {
        const api = ((globalThis as { browser?: unknown }).browser ??
          (globalThis as { chrome?: unknown }).chrome) as SessionApi;
        await api.storage.session.remove(key);
        localStorage.clear();
      }, CACHED_TRENDING_NAME);
      const popup = await open('popup.html');
      await waitForText(popup, 'Can’t reach GIPHY');
      expect(await popup.evaluate(() => document.querySelectorAll('.tile').length, undefined)).toBe(0);
      await popup.click('#tab-favorites');
      await expect.poll(() => textsOf(popup, '[role=alert] .error-title')).toEqual(['Can’t reach GIPHY']);
      expect(await popup.evaluate(() => document.querySelectorAll('.tile').length, undefined)).toBe(0);
    } finally {
      await control.clearFaults();
      await sendMessage(options, { type: 'toggleFavorite', id: gif.id, kind: 'gif' });
    }
  });
});
