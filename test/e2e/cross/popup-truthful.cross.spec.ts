import { expect, test } from '@playwright/test';
import { describeInBothBrowsers } from './both-browsers.ts';
import type { DriverPage } from './extension-driver.ts';
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

describeInBothBrowsers('popup: the row under the box says what the panel shows', ({ open }) => {
  test('a search, then a channel that does not exist, a lone @ and a link to nothing', async () => {
    const popup = await open('popup.html');
    await popup.waitFor(LOADED_TILE);
    await popup.click(SEARCH);
    await popup.type('cats');
    await popup.press('Enter');
    await expect.poll(() => rowUnderBox(popup)).toBe('GIFs for “cats”');

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
