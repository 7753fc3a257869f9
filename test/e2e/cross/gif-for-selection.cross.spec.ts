import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { GIF_FOR_TEXT_MENU_ID } from '../../../src/background/launchers.ts';
import { describeInBothBrowsers, expect, test } from './both-browsers.ts';
import { type DriverPage, tabIdOf } from './extension-driver.ts';
import { panelProbe } from './in-panel.ts';
import { takingPictures } from './photograph.ts';

/**
 * "GIF for “…”" on a word selected in a composer, in both browsers: the one-GIF preview opens
 * whole at each window size and theme (with `npm run looks`, pictures in test-results/gif-for; in
 * Chromium its parts are also measured, Firefox keeps the panel's frame out of the driver's
 * reach), and Insert keeps the words, puts the link after them and the caret after the link, and
 * one Ctrl+Z removes only the link.
 */
const OUT = path.join(import.meta.dirname, '..', '..', '..', 'test-results', 'gif-for');
const SENTENCE = 'I am so happy today';
const WORD = 'happy';
const SIZES = [
  [1000, 500],
  [1000, 700],
  [1000, 1000],
  [400, 600],
] as const;

/** The textarea's value and caret. */
function fieldState(page: DriverPage) {
  return page.evaluate(() => {
    const field = document.querySelector('#field') as HTMLTextAreaElement;
    return { value: field.value, start: field.selectionStart, end: field.selectionEnd };
  }, undefined);
}

/**
 * In the panel's frame (Chromium only): whether the GIF's image, its title and every button are
 * all in view, nothing scrolled away, and the focus on Insert.
 */
function wholePreviewInView(page: DriverPage) {
  return page.evaluateInFrame(
    'panel.html',
    () => {
      const single = document.querySelector('.single');
      if (!single) return false;
      const parts = [
        ...['.preview-media img', 'h2'].map((selector) => single.querySelector(selector)),
        ...single.querySelectorAll('.preview-actions .button'),
      ];
      return (
        single.scrollTop === 0 &&
        single.scrollHeight <= single.clientHeight &&
        parts.length >= 4 &&
        parts.every((part) => {
          const box = part?.getBoundingClientRect();
          return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
        }) &&
        document.activeElement?.textContent === 'Insert'
      );
    },
    undefined,
  );
}

describeInBothBrowsers('"GIF for “…”" on words selected in a composer', ({ driver, env, open, openWeb }) => {
  for (const [width, height] of SIZES) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${width}x${height}, ${theme}: the preview is whole; the link after the words; one Ctrl+Z undoes it`, async () => {
        const browserName = driver().browserName;
        if (takingPictures) mkdirSync(OUT, { recursive: true });
        const options = await open('options.html');
        await options.waitFor('#theme');
        await options.select('#theme', theme);
        try {
          const url = `${env.composersUrl}textarea.html`;
          const composer = await openWeb(url);
          await composer.resize(width, height);
          await composer.waitFor('html[data-ready]');
          await composer.evaluate((word) => {
            const field = document.querySelector('#field') as HTMLTextAreaElement;
            field.value = 'I am so happy today';
            field.focus();
            const start = field.value.indexOf(word);
            field.setSelectionRange(start, start + word.length);
          }, WORD);
          const tabId = await tabIdOf(options, url);
          await panelProbe(options, true);
          await composer.bringToFront();
          await driver().fireLauncher('onClicked', [
            { menuItemId: GIF_FOR_TEXT_MENU_ID, frameId: 0, selectionText: WORD },
            { id: tabId },
          ]);
          await composer.waitFor('gifdrop-panel');
          // Chromium: measured in the frame. Firefox lists no frame inside the panel's closed
          // shadow root: there the panel's own report says its single GIF's Insert has the focus.
          if (browserName === 'chromium') await expect.poll(() => wholePreviewInView(composer)).toBe(true);
          else await expect.poll(() => panelProbe(options)).toMatchObject({ focused: 'insert' });
          if (takingPictures)
            await composer.screenshot(
              path.join(OUT, `gif-for-${width}x${height}-${theme}-${browserName}.png`),
            );

          // The focus is on Insert: Enter inserts.
          await composer.press('Enter');
          await composer.waitFor('gifdrop-panel', { hidden: true });
          await expect
            .poll(async () => (await fieldState(composer)).value)
            .toMatch(/^I am so happy https?:\/\/\S+ today$/);
          const after = await fieldState(composer);
          const linkEnd = after.value.length - ' today'.length;
          expect([after.start, after.end]).toEqual([linkEnd, linkEnd]);
          await composer.press('Control+z');
          await expect.poll(async () => (await fieldState(composer)).value).toBe(SENTENCE);
        } finally {
          await options.select('#theme', 'auto');
        }
      });
    }
  }
});
