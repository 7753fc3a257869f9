import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { ServiceControl } from '../service-control.ts';
import type { DriverPage } from './extension-driver.ts';

/** Puts `text` in the popup's search box as a paste does. */
export function paste(page: DriverPage, text: string): Promise<void> {
  return page.evaluate((value) => {
    const input = document.querySelector('input[type=search]') as HTMLInputElement;
    input.focus();
    input.value = value;
    input.dispatchEvent(
      new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste', data: value }),
    );
  }, text);
}

/** Waits until the page's text contains `text`, as long as the config's `expect` allows. */
export async function waitForText(page: DriverPage, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((wanted) => document.body.innerText.includes(wanted), text), {
      message: `the page never said “${text}”`,
    })
    .toBe(true);
}

export interface LookState {
  name: string;
  /** The extension page and query to open: `popup.html` when absent. */
  page?: string;
  /** Brings a freshly opened page into the state (`control` steers the reference service). */
  enter(page: DriverPage, pasteText: typeof paste, control: ServiceControl): Promise<void>;
}

/** Scrolls the options page's message under `selector` (an alert or status) to the middle. */
function showMessage(page: DriverPage, selector: string): Promise<void> {
  return page.evaluate((css) => {
    const messages = [...document.querySelectorAll(css)].filter((element) => element.textContent?.trim());
    messages.at(-1)?.scrollIntoView({ block: 'center' });
  }, selector);
}

/** `text` typed into the box of a popup on trending, until the page says `said`. */
function typed(name: string, text: string, said: string): LookState {
  return {
    name,
    async enter(page) {
      await page.waitFor('.tile.loaded');
      await page.click('input[type=search]');
      await page.type(text);
      await waitForText(page, said);
    },
  };
}

/** The popup's states worth a picture in every theme and browser. */
export const LOOK_STATES: readonly LookState[] = [
  {
    name: 'trending',
    async enter(page) {
      await page.waitFor('.tile.loaded');
    },
  },
  {
    // A list on its way: the bar and the placeholders.
    name: 'stickers-loading',
    async enter(page, _paste, control) {
      await page.waitFor('.tile.loaded');
      await control.injectFault({ route: 'stickers.trending', kind: 'hang', count: 1 });
      await page.click('#tab-stickers');
      await page.waitFor('.placeholders');
    },
  },
  {
    name: 'pasted-word-searched',
    async enter(page, pasteText) {
      await page.waitFor('.tile.loaded');
      await pasteText(page, 'congratulations');
      await waitForText(page, 'No results for “congratulations”');
    },
  },
  {
    // A key not approved for clips (the tab dimmed, its explanation); the spec sets the policy.
    name: 'clips-not-approved',
    async enter(page) {
      await page.waitFor('.tile.loaded');
      await page.waitFor('#tab-clips[data-dimmed]');
      await page.click('#tab-clips');
      await waitForText(page, 'Clips need a key approved by GIPHY');
    },
  },
  {
    name: 'long-search-no-results',
    async enter(page) {
      await page.waitFor('.tile.loaded');
      await page.fill('input[type=search]', 'a'.repeat(45));
      await page.press('Enter');
      await waitForText(page, 'No results for');
    },
  },
  {
    name: 'long-link-pasted',
    async enter(page, pasteText) {
      await page.waitFor('.tile.loaded');
      await pasteText(page, `https://giphy.com/gifs/${'a-very-long-slug-'.repeat(6)}NoSuchId12345`);
      await waitForText(page, 'Nothing to show for that link');
    },
  },
  {
    name: 'category-open',
    async enter(page) {
      await page.waitFor('.tile.loaded');
      await page.clickButton('Categories');
      await page.waitFor('.category');
      await page.click('.category');
      await page.waitFor('.chip.back');
    },
  },
  {
    name: 'no-channel',
    async enter(page) {
      await page.waitFor('.tile.loaded');
      await page.click('input[type=search]');
      await page.type('@zzqqnochannel');
      await waitForText(page, 'No channel is called');
    },
  },
  // A lone @: the row and the panel say a channel's name is awaited.
  typed('lone-at', '@', 'Type a channel’s name after the @'),
  {
    // The service down after a search: the results stay, a line over their foot says so.
    name: 'refresh-failed',
    async enter(page, _paste, control) {
      await page.waitFor('.tile.loaded');
      await page.fill('input[type=search]', 'cats');
      await page.press('Enter');
      await waitForText(page, 'GIFs for “cats”');
      await page.waitFor('.tile.loaded');
      await control.injectFault({ route: '*', kind: 'reset', count: 1000 });
      try {
        await page.fill('input[type=search]', 'dogs');
        await page.press('Enter');
        await waitForText(page, 'this list could not be refreshed');
      } finally {
        await control.clearFaults();
      }
    },
  },
  // Text under the counter and the clear button: neither may sit over it.
  typed('long-search-typed', 'a long search that runs on past the box', 'GIFs for'),
  // Arabic typed in the English interface: the box follows the text's own direction.
  typed('arabic-typed', 'قطط مضحكة', 'GIFs for'),
  {
    name: 'options-import-not-favorites',
    page: 'options.html',
    async enter(page) {
      // In the test's own output folder, which the next run clears.
      const file = test.info().outputPath('not-favorites.json');
      writeFileSync(file, '{"hello":1}');
      await page.waitFor('#theme');
      await page.setFile('input[type=file]', file);
      await waitForText(page, 'This file is not a GifDrop favorites file');
      await showMessage(page, '[role=alert]');
    },
  },
  {
    name: 'options-key-not-a-key',
    page: 'options.html',
    async enter(page) {
      await page.waitFor('#api-key');
      await page.evaluate((length) => {
        const input = document.querySelector('#api-key') as HTMLInputElement;
        input.value = 'k'.repeat(length);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }, 100_000);
      await page.clickButton('Check and save');
      await waitForText(page, 'That is not an API key');
      await showMessage(page, '[role=alert]');
    },
  },
  {
    name: 'options-address-v1',
    page: 'options.html',
    async enter(page) {
      await page.waitFor('#theme');
      await page.click('details.advanced summary');
      const typed = await page.evaluate(() => {
        const input = document.querySelector('#base-url') as HTMLInputElement;
        input.focus();
        return `${input.value}/v1`;
      }, undefined);
      await page.fill('#base-url', typed);
      await page.press('Tab');
      await waitForText(page, 'GifDrop adds /v1 itself');
      await showMessage(page, '[role=status]');
    },
  },
  {
    // A status line (the link copied: no field to insert into) above Upload, Settings and the mark.
    name: 'footer-status',
    async enter(page) {
      await page.waitFor('.tile.loaded');
      await page.click('.tile.loaded');
      await page.waitFor('footer .notice:not(:empty)');
    },
  },
];
