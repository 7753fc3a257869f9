import { COMPOSER_CASES } from '../composers/composer-cases.ts';
import { PICTURE_CASES } from '../composers/picture-cases.ts';
import { expect, test } from './fixtures.ts';
import { ComposerPage } from './pages/composer-page.ts';
import { pageInOwnWindow } from './pages/own-window.ts';

// One browser for the file, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

const spaces = (text: string) => text.replace(/\u00A0/g, ' ');

/**
 * "Copy GIF" in the detail view (Chromium): the picture as text/html and the link as text/plain
 * on the real clipboard; Ctrl+V then gives the picture in a rich editor and the link in a textarea.
 */
test.describe('Copy GIF', () => {
  test.use({ insertAs: null });

  test('copies the picture and the link; Ctrl+V puts the picture in a rich field, the link in a textarea', async ({
    popupPage,
    context,
    env,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await popupPage.open();
    await popupPage.waitForTiles();
    await popupPage.tiles.first().focus();
    await popupPage.page.keyboard.press('Shift+Enter');
    const detail = popupPage.detail;
    await detail.getByRole('button', { name: 'Copy GIF' }).click();
    await expect(detail.getByRole('status')).toHaveText('GIF copied: paste it into a message');

    const clipboard = await popupPage.page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      const read = async (type: string) =>
        item?.types.includes(type) ? (await item.getType(type)).text() : '';
      return { html: await read('text/html'), text: await read('text/plain') };
    });
    const copied = new URL(clipboard.text);
    expect(copied.protocol).toMatch(/^https?:$/);
    const src = /<img [^>]*src="([^"]+)"/.exec(clipboard.html)?.[1]?.replace(/&amp;/g, '&') ?? '';
    expect(new URL(src).pathname).toMatch(/\.gif$/);
    expect(clipboard.html).toMatch(/ alt="[^"]+"/);
    expect(clipboard.html).toMatch(/ width="\d+" height="\d+"/);

    const composerPage = new ComposerPage(await pageInOwnWindow(context), env.composersUrl);
    for (const rich of PICTURE_CASES.filter(({ page }) => ['webmail.html', 'quill.html'].includes(page))) {
      await composerPage.open(rich.page);
      await composerPage.placeCaret(rich, 'Hello '.length);
      await composerPage.page.keyboard.press('Control+v');
      await expect.poll(() => composerPage.pictures(), rich.name).toEqual([expect.objectContaining({ src })]);
      expect(spaces(await composerPage.text()), rich.name).toBe('Hello world');
    }
    const textarea = COMPOSER_CASES.find(({ name }) => name === 'textarea');
    if (!textarea) throw new Error('no textarea case');
    await composerPage.open(textarea.page);
    await composerPage.placeCaret(textarea, 'Hello '.length);
    await composerPage.page.keyboard.press('Control+v');
    await expect.poll(() => composerPage.text()).toBe(`Hello ${clipboard.text}world`);
  });
});
