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

/** Waits until the page's text contains `text`. */
export async function waitForText(page: DriverPage, text: string, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate((wanted) => document.body.innerText.includes(wanted), text))) {
    if (Date.now() > deadline) throw new Error(`the page never said “${text}”`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface LookState {
  name: string;
  /** Appended to `popup.html`. */
  query?: string;
  /** Brings a freshly opened popup into the state. */
  enter(page: DriverPage, pasteText: typeof paste): Promise<void>;
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
    // A status line (the link copied: no field to insert into) above Upload, Settings and the mark.
    name: 'footer-status',
    async enter(page) {
      await page.waitFor('.tile.loaded');
      await page.click('.tile.loaded');
      await page.waitFor('footer .notice:not(:empty)');
    },
  },
];
