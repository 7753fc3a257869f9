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

/** The parts of the preview a person must see: what it is, the GIF, its title and the buttons. */
function previewParts(frame: Frame) {
  const single = frame.locator('.single');
  return {
    heading: single.locator('.single-what'),
    media: single.locator('.preview-media'),
    title: single.locator('h2'),
    insert: single.getByRole('button', { name: 'Insert', exact: true }),
    back: single.locator('.preview-actions .button').last(),
  };
}

test.describe('"GIF for “…”" on words selected in a composer (Chromium)', () => {
  // Window heights from 500 px, and the toolbar popup's own size.
  const sizes = [
    [1000, 500],
    [1000, 700],
    [1000, 1000],
    [400, 600],
  ] as const;
  for (const [width, height] of sizes) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`a ${width}x${height} window, ${scheme}: the whole preview is in view when it opens`, async ({
        page,
        serviceWorker,
        env,
      }) => {
        await page.emulateMedia({ colorScheme: scheme });
        const { panel, frame } = await selectWordAndAsk(page, serviceWorker, env.composersUrl, [
          width,
          height,
        ]);
        const host = await panel.box();
        if (!host) throw new Error('the panel has no box');
        // Each part wholly inside the panel's box (the frame is the panel's viewport).
        for (const [name, part] of Object.entries(previewParts(frame))) {
          const box = await part.boundingBox();
          if (!box) throw new Error(`${name} has no box`);
          expect(box.y, `${name} top`).toBeGreaterThanOrEqual(host.y - 0.5);
          expect(box.y + box.height, `${name} bottom`).toBeLessThanOrEqual(host.y + host.height + 0.5);
        }
        // Nothing was scrolled away to get there, and the focus is on Insert, for the keyboard.
        expect(await frame.locator('.single').evaluate((single) => single.scrollTop)).toBe(0);
        await expect(previewParts(frame).insert).toBeFocused();
        await page.screenshot({ path: test.info().outputPath(`gif-for-${width}x${height}-${scheme}.png`) });
      });
    }
  }

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
    await previewParts(frame).insert.click();

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
      await previewParts(frame).insert.click();

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
