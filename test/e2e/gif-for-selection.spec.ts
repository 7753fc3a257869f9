import type { Frame, Page, Worker } from '@playwright/test';
import { GIF_FOR_TEXT_MENU_ID } from '../../src/background/launchers.ts';
import { expect, test } from './fixtures.ts';
import { ComposerPage } from './pages/composer-page.ts';
import { InPagePanel } from './pages/in-page-panel.ts';

// One browser per worker, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

const SENTENCE = 'I am so happy today';
const WORD = 'happy';
const LINK_AFTER_WORD = /^I am so happy https?:\/\/\S+ today$/;

/**
 * "GIF for “…”" on words selected in a composer: the textarea of the bench, the sentence typed in,
 * the word selected, and the context menu item chosen as the browser reports it.
 */
async function selectWordAndAsk(
  page: Page,
  worker: Worker,
  composersUrl: string,
  [width, height]: readonly [number, number],
) {
  await page.setViewportSize({ width, height });
  const composer = new ComposerPage(page, composersUrl);
  await composer.open('textarea.html');
  const field = page.locator('#field');
  await field.fill(SENTENCE);
  await field.evaluate((textarea: HTMLTextAreaElement, word) => {
    const start = textarea.value.indexOf(word);
    textarea.focus();
    textarea.setSelectionRange(start, start + word.length);
  }, WORD);
  const panel = new InPagePanel(page, worker);
  await panel.chooseMenuItem(GIF_FOR_TEXT_MENU_ID, await panel.tabId(), 0, WORD);
  await panel.host.waitFor({ state: 'visible' });
  const frame = await panel.frame();
  await frame.locator('.single .preview-media img').waitFor();
  return { composer, field, panel, frame };
}

/** The preview's Insert button. */
function insertButton(frame: Frame) {
  return frame.locator('.single').getByRole('button', { name: 'Insert', exact: true });
}

test.describe('"GIF for “…”" on words selected in a composer (Chromium)', () => {
  test('Insert keeps the selected words: the link after them, the caret after it, one Ctrl+Z undoes only it', async ({
    page,
    serviceWorker,
    env,
  }) => {
    const { composer, field, frame } = await selectWordAndAsk(
      page,
      serviceWorker,
      env.composersUrl,
      [1000, 800],
    );
    await insertButton(frame).click();

    await expect.poll(() => composer.text()).toMatch(LINK_AFTER_WORD);
    const caret = await field.evaluate((textarea: HTMLTextAreaElement) => [
      textarea.selectionStart,
      textarea.selectionEnd,
    ]);
    const text = await composer.text();
    const linkEnd = text.length - ' today'.length;
    expect(caret).toEqual([linkEnd, linkEnd]);
    await composer.undo();
    await expect.poll(() => composer.text()).toBe(SENTENCE);
  });

  for (const { page: composerPageName, field } of [
    { page: 'contenteditable.html', field: '#field' },
    { page: 'lexical.html', field: '#field' },
  ]) {
    test(`${composerPageName}: Insert keeps the selection, the caret after the link, one Ctrl+Z undoes it`, async ({
      page,
      serviceWorker,
      env,
    }) => {
      await page.setViewportSize({ width: 1000, height: 800 });
      const composer = new ComposerPage(page, env.composersUrl);
      await composer.open(composerPageName);
      // Typed and selected with the keyboard, as a person does (the editor sees every step).
      await composer.field({ field }).click();
      await page.keyboard.press('Control+a');
      await page.keyboard.type(SENTENCE);
      await expect.poll(() => composer.text()).toBe(SENTENCE);
      await composer.placeCaret({ field }, SENTENCE.indexOf(WORD));
      for (let step = 0; step < WORD.length; step++) await page.keyboard.press('Shift+ArrowRight');
      await expect.poll(() => page.evaluate(() => getSelection()?.toString())).toBe(WORD);
      const panel = new InPagePanel(page, serviceWorker);
      await panel.chooseMenuItem(GIF_FOR_TEXT_MENU_ID, await panel.tabId(), 0, WORD);
      const frame = await panel.frame();
      await frame.locator('.single .preview-media img').waitFor();
      await insertButton(frame).click();

      await expect.poll(() => composer.text()).toMatch(LINK_AFTER_WORD);
      const caret = await page.evaluate((selector) => {
        const editable = document.querySelector(selector);
        const selection = getSelection();
        if (!editable || !selection?.focusNode) return -1;
        const before = document.createRange();
        before.selectNodeContents(editable);
        before.setEnd(selection.focusNode, selection.focusOffset);
        return selection.isCollapsed ? before.toString().length : -1;
      }, field);
      expect(caret).toBe((await composer.text()).length - ' today'.length);
      await composer.undo();
      await expect.poll(() => composer.text()).toBe(SENTENCE);
    });
  }
});
