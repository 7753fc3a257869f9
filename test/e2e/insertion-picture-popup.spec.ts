import { expect, test } from '@playwright/test';
import type { ComposerCase } from '../composers/composer-cases.ts';
import { PICTURE_CASES } from '../composers/picture-cases.ts';
import { readE2eEnv } from './e2e-env.ts';
import { PopupOverComposer } from './pages/popup-over-composer.ts';

const spaces = (text: string) => text.replace(/\u00A0/g, ' ');
const composer = (page: string) => {
  const found = PICTURE_CASES.find((candidate) => candidate.page === page);
  if (!found) throw new Error(`no picture case for ${page}`);
  return { ...found, undoable: true } as ComposerCase;
};

/**
 * A pick through the popup with nothing chosen (Insert as: Automatic, Chromium): what the popup
 * says is what the editor's model holds, one send per inserted picture, and the copy fallback
 * carries the picture too.
 */
test.describe('picking with Insert as: Automatic (Chromium)', () => {
  test.describe.configure({ mode: 'serial' });
  let bench: PopupOverComposer;

  test.beforeAll(async () => {
    bench = await PopupOverComposer.launch(readE2eEnv(), null);
    await bench.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test.afterAll(async () => {
    await bench?.close();
  });

  const sends = async () => (await bench.actions()).filter((action) => action === 'SENT');

  test('webmail body: the GIF goes in as a picture, "Inserted", one send', async () => {
    await bench.prepare(composer('webmail.html'));
    await bench.pickFirst();
    await expect(bench.popupPage.notice).toHaveText('Inserted');
    const pictures = await bench.composerPage.pictures();
    expect(pictures).toHaveLength(1);
    expect(new URL(pictures[0]?.src ?? '').pathname).toMatch(/\.gif$/);
    expect(pictures[0]?.alt).not.toBe('');
    expect(pictures[0]?.width).toMatch(/^\d+$/);
    expect(spaces(await bench.composerPage.text())).toBe('Hello world');
    await expect.poll(sends).toEqual(['SENT']);
  });

  test('Lexical: no image node, so the link, and the popup says so; one send', async () => {
    await bench.prepare(composer('lexical.html'));
    await bench.pickFirst();
    await expect(bench.popupPage.notice).toHaveText("Inserted as a link: this editor doesn't take pictures");
    await expect.poll(() => bench.composerPage.text()).toMatch(/^Hello https?:\/\/\S+ world$/);
    await expect.poll(sends).toEqual(['SENT']);
  });

  test('no field: the picture and the link are copied, no send; Ctrl+V gives the picture', async () => {
    const webmail = composer('webmail.html');
    await bench.prepare(webmail, () => bench.composerPage.page.getByRole('button', { name: 'Send' }).focus());
    await bench.pickFirst();
    await expect(bench.popupPage.notice).toHaveText('Copied the GIF: press Ctrl+V to paste it');
    const clipboard = await bench.popupPage.page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      return item?.types ?? [];
    });
    expect(clipboard).toEqual(expect.arrayContaining(['text/html', 'text/plain']));
    await bench.composerPage.placeCaret(webmail, 'Hello '.length);
    await bench.composerPage.page.keyboard.press('Control+v');
    await expect.poll(() => bench.composerPage.pictures()).toHaveLength(1);
    expect(await sends()).toEqual([]);
  });
});
