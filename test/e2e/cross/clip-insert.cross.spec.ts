import { describeInBothBrowsers, expect, openTextareaWithCaret, test } from './both-browsers.ts';
import { textsOf } from './extension-driver.ts';
import { lookInTheme } from './themed-popup.ts';

/** A clip's page on the service: what plays it with its sound. */
const CLIP_PAGE = String.raw`https?://[^\s/]+/clips/\S+`;

describeInBothBrowsers('a clip picked from the Clips tab', ({ driver, env, open, openWeb }) => {
  test("goes into a text field as its page's link, not its silent GIF", async () => {
    const { composer, tabId } = await openTextareaWithCaret({ env, open, openWeb });
    const popup = await open(`popup.html?tab=${tabId}`);
    await popup.waitFor('.tile.loaded');
    await popup.click('#tab-clips');
    await popup.waitFor('.tile video');
    await popup.click('.tile');
    await expect.poll(() => textsOf(popup, 'footer .notice')).toEqual(['Inserted']);

    const value = await composer.evaluate(
      () => (document.querySelector('#field') as HTMLTextAreaElement).value,
      undefined,
    );
    expect(value).toMatch(new RegExp(`^Hello ${CLIP_PAGE} world$`));
    expect(value).not.toMatch(/\.gif\b/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`its detail view says what Insert puts in, inside the dialog (${theme})`, async () => {
      await lookInTheme({ driver, env, open, openWeb }, theme, 'clip-detail', async (popup) => {
        await popup.click('#tab-clips');
        await popup.waitFor('.tile video');
        await popup.click('.tile-info');
        await popup.waitFor('.detail');
        expect(await textsOf(popup, '.detail .clip-note')).toEqual([
          'Insert puts in a link to the clip’s page, which plays it with sound where the site previews links',
        ]);
        // The note wraps inside the dialog: nothing sticks out sideways.
        const fits = await popup.evaluate(() => {
          const note = (document.querySelector('.detail .clip-note') as HTMLElement).getBoundingClientRect();
          const dialog = (document.querySelector('.detail') as HTMLElement).getBoundingClientRect();
          return note.left >= dialog.left && note.right <= dialog.right;
        }, undefined);
        expect(fits).toBe(true);
      });
    });
  }
});
