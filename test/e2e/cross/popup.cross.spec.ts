import {
  CHROMIUM_GRID_WIDTH,
  FIREFOX_GRID_WIDTH,
  POPUP_GRID_HEIGHT,
} from '../../../src/popup/results/popup-grid-box.ts';
import { describeInBothBrowsers, expect, test } from './both-browsers.ts';
import { attributeOf, countOf, type DriverPage, focusIsOn, textsOf } from './extension-driver.ts';
import { POPUP_ERROR_CASES } from './popup-error-cases.ts';

const SEARCH = 'input[type=search]';
const LOADED_TILE = '.tile.loaded';
const MARK = 'img[alt="Powered by GIPHY"]';
/** What the picker says of the last pick, in its footer. */
const NOTICE = 'footer [role=status]';

/** True when the attribution mark is inside the 400x600 popup and nothing covers its centre. */
function markInView(page: DriverPage): Promise<boolean> {
  return page.evaluate((css) => {
    const mark = document.querySelector(css);
    if (!mark) return false;
    const box = mark.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top === mark && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  }, MARK);
}

/** The focused tile's index, position and whether it shows, or null when no tile has the focus. */
function focusedTile(page: DriverPage) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element?.classList.contains('tile')) return null;
    const box = element.getBoundingClientRect();
    const inView = box.bottom > 0 && box.top < window.innerHeight;
    return { index: Number(element.dataset.tile), x: box.x, y: box.y, inView };
  }, undefined);
}

describeInBothBrowsers('popup: trending, search, errors, keyboard', ({ driver, control }) => {
  let popup: DriverPage | undefined;
  test.afterEach(async () => {
    await popup?.close();
    popup = undefined;
  });

  test('opens on trending GIFs, the box focused and the mark in view', async () => {
    popup = await driver().openExtensionPage('popup.html');
    await popup.waitFor(LOADED_TILE);
    expect(await attributeOf(popup, '[role=tab][aria-selected=true]', 'id')).toBeTruthy();
    expect(await textsOf(popup, '[role=tab][aria-selected=true]')).toEqual(['GIFs']);
    await expect.poll(() => focusIsOn(popup as DriverPage, SEARCH)).toBe(true);
    expect(await markInView(popup)).toBe(true);
    // The first answer's render laid out its first row in the box GifDrop expects of a 400 × 600
    // popup: this browser's own measure finds that box, so no second render corrects it.
    const box = await popup.evaluate(() => {
      const scroller = document.querySelector('.grid-scroller') as HTMLElement;
      const { paddingLeft, paddingRight } = getComputedStyle(scroller);
      const width = scroller.clientWidth - Number.parseFloat(paddingLeft) - Number.parseFloat(paddingRight);
      return { width, height: scroller.clientHeight };
    }, undefined);
    const expected = driver().browserName === 'firefox' ? FIREFOX_GRID_WIDTH : CHROMIUM_GRID_WIDTH;
    expect(box).toEqual({ width: expected, height: POPUP_GRID_HEIGHT });
    expect((await control.requests()).map((request) => request.operation)).toContain('gifs.trending');
    // Every image has a text alternative; the blurred still under a loading tile is decoration.
    const alts = await popup.evaluate(
      () =>
        [...document.querySelectorAll('.tile img:not(.tile-placeholder)')].map(
          (image) => image.getAttribute('alt') ?? '',
        ),
      0,
    );
    expect(alts.length).toBeGreaterThan(0);
    expect(alts.every((alt) => alt.length > 0)).toBe(true);
  });

  test('searches for the text exactly as typed, and says when nothing matches', async () => {
    popup = await driver().openExtensionPage('popup.html');
    await popup.waitFor(LOADED_TILE);
    await control.reset();
    await popup.click(SEARCH);
    await popup.type('Cat  Dance ');
    await popup.press('Enter');
    const searches = async () =>
      (await control.requests())
        .filter((request) => request.operation === 'gifs.search')
        .map((request) => new URLSearchParams(request.rawQuery).get('q'));
    await expect.poll(async () => (await searches()).at(-1)).toBe('Cat  Dance ');
    await popup.waitFor(LOADED_TILE);

    await popup.fill(SEARCH, 'zzqqxxnothingmatches');
    await popup.press('Enter');
    await expect
      .poll(() => textsOf(popup as DriverPage, '[role=tabpanel]'))
      .toEqual([expect.stringContaining('No results for “zzqqxxnothingmatches”')]);
    expect(await markInView(popup)).toBe(true);
  });

  for (const { name, fault, text } of POPUP_ERROR_CASES) {
    test(`${name}: says what is wrong and keeps the mark in view`, async () => {
      // Firefox itself retries a request whose connection was reset (about seven times per
      // request here), so the fault must outlast the browser's retries as well as the client's.
      await control.injectFault({ route: 'gifs.trending', count: 100, ...fault });
      popup = await driver().openExtensionPage('popup.html');
      await popup.waitFor('[role=alert]');
      await expect
        .poll(() => textsOf(popup as DriverPage, '[role=alert]'))
        .toEqual([typeof text === 'string' ? expect.stringContaining(text) : expect.stringMatching(text)]);
      expect(await markInView(popup)).toBe(true);
    });
  }

  test('after a failure, “Try again” loads the trending GIFs', async () => {
    await control.injectFault({ route: 'gifs.trending', count: 20, kind: 'status', status: 503 });
    popup = await driver().openExtensionPage('popup.html');
    await popup.waitFor('[role=alert]');
    await control.clearFaults();
    // Its error screen's, or the line over trending cached a moment ago (a list on screen stays).
    await popup.clickButton('Try again');
    await popup.waitFor(LOADED_TILE);
    // A cached list has its tiles before the retry answers: the alert goes once the answer is in.
    const shown = popup;
    await expect.poll(() => countOf(shown, '[role=alert]')).toBe(0);
  });

  test('keyboard: Arrow Down into the grid, arrows by position, far down, Enter picks, Escape back', async () => {
    popup = await driver().openExtensionPage('popup.html');
    await popup.waitFor(LOADED_TILE);
    await popup.click(SEARCH);
    await popup.type('cat');
    await popup.press('Enter');
    await popup.waitFor(LOADED_TILE);
    await popup.press('ArrowDown');
    const page = popup;
    await expect.poll(() => focusedTile(page)).not.toBeNull();
    const first = await focusedTile(page);
    await page.press('ArrowRight');
    await expect.poll(async () => (await focusedTile(page))?.x).toBeGreaterThan(first?.x ?? 0);
    const right = await focusedTile(page);
    await page.press('ArrowDown');
    await expect.poll(async () => (await focusedTile(page))?.y).toBeGreaterThan(right?.y ?? 0);
    const below = await focusedTile(page);
    expect(Math.round(below?.x ?? 0)).toBe(Math.round(right?.x ?? 0));
    await page.press('ArrowLeft');
    await expect.poll(async () => (await focusedTile(page))?.x).toBeLessThan(below?.x ?? 0);

    // Far down: the grid scrolls, and the focus stays on a mounted tile in view.
    for (let step = 0; step < 15; step++) await page.press('ArrowDown');
    await expect.poll(() => focusedTile(page)).toMatchObject({ inView: true });
    await page.press('Enter');
    await expect.poll(async () => (await textsOf(page, NOTICE)).join('')).not.toBe('');

    await page.press('Escape');
    await expect.poll(() => focusIsOn(page, SEARCH)).toBe(true);
  });

  test('keyboard: the tabs move with the arrow keys, and the focus stays on the tab once its grid shows', async () => {
    popup = await driver().openExtensionPage('popup.html');
    const page = popup;
    // Into the grid once: that request is spent, and the next tab's grid must not take the focus.
    await page.waitFor(LOADED_TILE);
    await page.click(SEARCH);
    await page.press('ArrowDown');
    await expect.poll(() => focusedTile(page)).not.toBeNull();
    await page.evaluate(
      () => (document.querySelector('[role=tab][aria-selected=true]') as HTMLElement).focus(),
      0,
    );
    await page.press('ArrowRight');
    await expect.poll(() => textsOf(page, '[role=tab][aria-selected=true]')).toEqual(['Stickers']);
    await page.waitFor('[role=tabpanel][aria-labelledby="tab-stickers"][aria-busy="false"] .tile.loaded');
    expect(await focusIsOn(page, '[role=tab][aria-selected=true]')).toBe(true);
  });
});
