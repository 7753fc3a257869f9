import { describeInBothBrowsers, expect, test } from './both-browsers.ts';
import { attributeOf, type DriverPage, sendMessage, textsOf } from './extension-driver.ts';
import { paste } from './look-states.ts';
import { shareUsageData } from './usage-data.ts';

/** The ids of the tiles shown, in grid order. */
function tileIds(page: DriverPage): Promise<string[]> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('.tile')]
        .sort((a, b) => Number(a.getAttribute('data-tile')) - Number(b.getAttribute('data-tile')))
        .map((tile) => tile.getAttribute('data-item-id') ?? ''),
    0,
  );
}

/**
 * Records what the popup copies, keeping the real write (reading the clipboard back would need a
 * permission GifDrop does not ask for). Patched after load: the popup calls it only on a pick.
 */
function recordClipboard(page: DriverPage): Promise<void> {
  return page.evaluate(() => {
    const clipboard = navigator.clipboard;
    const write = clipboard.writeText.bind(clipboard);
    clipboard.writeText = async (text: string) => {
      (window as unknown as { copied: string }).copied = text;
      return write(text);
    };
  }, 0);
}

describeInBothBrowsers('copy fallback, Recent, Favorites, a pasted link', ({ control, open }) => {
  test('with no field a pick copies the link, no send registered; picks show in Recent, stars in Favorites', async () => {
    const options = await open('options.html');
    await shareUsageData(options);
    const popup = await open('popup.html');
    await popup.waitFor('.tile.loaded');
    await recordClipboard(popup);
    const [first, second] = await tileIds(popup);
    await control.reset();

    await popup.click('.tile[data-tile="0"]');
    await expect.poll(() => textsOf(popup, 'footer .notice')).toEqual(['Copied — press Ctrl+V']);
    const copied = await popup.evaluate(() => (window as unknown as { copied?: string }).copied, 0);
    expect(copied).toMatch(/^https?:\/\//);
    await sendMessage(options, { type: 'flushPingbacks' });
    const actions = (await control.pingbacks()).map((pingback) => pingback.action);
    expect(actions).toContain('CLICK');
    expect(actions).not.toContain('SENT');

    // F on a focused tile stars it.
    const star = async (index: number) => {
      await popup.evaluate(
        (tile) => (document.querySelector(`.tile[data-tile="${tile}"]`) as HTMLElement).focus(),
        index,
      );
      await popup.press('f');
      await expect.poll(() => textsOf(popup, 'footer .notice')).toEqual(['Added to Favorites']);
    };
    await star(1);
    await star(0);

    const again = await open('popup.html');
    await again.waitFor('.tile.loaded');
    await again.click('#tab-recent');
    await expect.poll(() => tileIds(again)).toEqual([first]);
    await again.click('#tab-favorites');
    await expect.poll(() => tileIds(again)).toEqual([second, first]);
    // Alt+Left on the second favorite moves it first, and that order is kept.
    await again.evaluate(() => (document.querySelector('.tile[data-tile="1"]') as HTMLElement).focus(), 0);
    await again.press('Alt+ArrowLeft');
    await expect.poll(() => tileIds(again)).toEqual([first, second]);
    const third = await open('popup.html');
    await third.waitFor('.tile.loaded');
    await third.click('#tab-favorites');
    await expect.poll(() => tileIds(third)).toEqual([first, second]);
  });

  test('a pasted GIPHY link shows that item, without a search for the link’s text', async () => {
    const options = await open('options.html');
    const [gif] = (await sendMessage(options, { type: 'trending', kind: 'gifs', limit: 1 })).data;
    if (!gif) throw new Error('the reference service has trending GIFs');
    const popup = await open('popup.html');
    await popup.waitFor('.tile.loaded');
    await control.reset();
    await paste(popup, `https://giphy.com/gifs/some-funny-slug-${gif.id}`);
    await expect.poll(() => attributeOf(popup, '.single[data-item-id]', 'data-item-id')).toBe(gif.id);
    const operations = (await control.requests()).map((request) => request.operation);
    expect(operations).toContain('gifs.by_id');
    expect(operations).not.toContain('gifs.search');
  });
});
