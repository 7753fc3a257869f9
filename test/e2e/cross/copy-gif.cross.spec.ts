import { describeInBothBrowsers, expect, openComposerWithCaret, test } from './both-browsers.ts';
import { textsOf } from './extension-driver.ts';

/**
 * "Copy GIF" in the detail view, then Ctrl+V as the person presses it, in Chromium and Firefox ESR:
 * the picture lands in the webmail body (its model is its DOM), the link in a textarea.
 */
describeInBothBrowsers('Copy GIF, then Ctrl+V', ({ env, open, openWeb }) => {
  test('the picture in a rich field, the link in a textarea', async () => {
    const popup = await open('popup.html');
    await popup.waitFor('.tile.loaded');
    await popup.evaluate(() => (document.querySelector('.tile.loaded') as HTMLElement).focus(), undefined);
    await popup.press('Shift+Enter');
    await popup.waitFor('.detail');
    await popup.clickButton('Copy GIF');
    await expect
      .poll(() => textsOf(popup, '.detail [role=status]'))
      .toEqual(['GIF copied: paste it into a message']);

    const mail = await openComposerWithCaret({ env, open, openWeb }, 'webmail');
    await mail.composer.bringToFront();
    await mail.composer.press('Control+v');
    const pictures = () => mail.composer.evaluate(() => window.__editor?.getPictures?.() ?? [], undefined);
    await expect.poll(async () => (await pictures()).length).toBe(1);
    const [picture] = await pictures();
    expect(new URL(picture?.src ?? '').pathname).toMatch(/\.gif$/);
    const text = await mail.composer.evaluate(() => window.__editor?.getText() ?? '', undefined);
    expect(text.replace(/\u00A0/g, ' ')).toBe('Hello world');

    const plain = await openComposerWithCaret({ env, open, openWeb }, 'textarea');
    await plain.composer.bringToFront();
    await plain.composer.press('Control+v');
    await expect
      .poll(() => plain.composer.evaluate(() => window.__editor?.getText() ?? '', undefined))
      .toMatch(/^Hello https?:\/\/\S+world$/);
  });
});
