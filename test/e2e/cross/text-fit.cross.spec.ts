import { textFitProblems } from '../pages/text-fit.ts';
import { describeInBothBrowsers, expect, test } from './both-browsers.ts';
import type { DriverPage } from './extension-driver.ts';
import { waitForText } from './look-states.ts';

const SEARCH = 'input[type=search]';

/** The box's direction, and which side of it the clear button is on. */
function searchBox(page: DriverPage) {
  return page.evaluate(() => {
    const input = document.querySelector('input[type=search]') as HTMLInputElement;
    const box = input.getBoundingClientRect();
    const clear = document.querySelector('.search-clear')?.getBoundingClientRect();
    return {
      direction: getComputedStyle(input).direction,
      clearAt: clear ? (clear.left - box.left < box.right - clear.right ? 'left' : 'right') : null,
    };
  }, undefined);
}

describeInBothBrowsers('words fit: nothing cut off or covered', ({ open }) => {
  test('a long search beside the counter and the clear button, and Arabic typed in the English interface', async () => {
    const popup = await open('popup.html');
    await popup.waitFor('.tile.loaded');
    await popup.waitFor('header nav.suggestions');
    expect(await popup.evaluate(textFitProblems, undefined), 'trending').toEqual([]);
    await popup.click(SEARCH);
    await popup.type('a long search that runs on past the end of the box');
    await popup.waitFor('#search-counter');
    await waitForText(popup, 'GIFs for');
    expect(await popup.evaluate(textFitProblems, undefined)).toEqual([]);
    expect(await searchBox(popup)).toEqual({ direction: 'ltr', clearAt: 'right' });

    // The clear button empties the box, and trending comes back.
    await popup.clickButton('Clear the search');
    await expect.poll(() => popup.evaluate(() => document.querySelector('input')?.value, undefined)).toBe('');
    await popup.waitFor('.search-clear', { hidden: true });

    // Arabic runs right to left: the box follows the text's own direction, its end on the left.
    await popup.type('قطط مضحكة');
    await expect.poll(() => searchBox(popup)).toEqual({ direction: 'rtl', clearAt: 'left' });
    await waitForText(popup, 'GIFs for');
    expect(await popup.evaluate(textFitProblems, undefined)).toEqual([]);
  });

  test('the options page at 1000 and 1280 px, the upload page at 400 px', async () => {
    const options = await open('options.html');
    await options.waitFor('#data-saver');
    for (const width of [1000, 1280]) {
      await options.resize(width, 900);
      expect(await options.evaluate(textFitProblems, undefined), `${width} px`).toEqual([]);
    }
    const upload = await open('upload.html');
    await upload.waitFor('button[type=submit]');
    expect(await upload.evaluate(textFitProblems, undefined), 'upload').toEqual([]);
  });
});
