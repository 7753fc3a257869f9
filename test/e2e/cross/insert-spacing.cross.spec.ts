import type { InsertFormat } from '../../../src/settings/index.ts';
import { describeInBothBrowsers, expect, test } from './both-browsers.ts';
import { type DriverPage, tabIdOf, textsOf } from './extension-driver.ts';

/** What each format puts in for a GIF, as a pattern; its end closes it (or the space after it). */
const INSERTED: Record<InsertFormat, string> = {
  // Automatic puts the link into a text field.
  auto: String.raw`https?://\S+`,
  url: String.raw`https?://\S+`,
  markdown: String.raw`!\[[^\]]*\]\(https?://[^)\s]+\)`,
  html: '<img src="https?://[^"]+" alt="[^"]*">',
  bbcode: String.raw`\[img\]https?://[^[\s]+\[/img\]`,
};
/** Spaces beside words for URL and Markdown; HTML source and BBCode keep to the word before. */
const BEFORE: Record<InsertFormat, string> = {
  auto: ' ',
  url: ' ',
  markdown: ' ',
  html: '',
  bbcode: '',
};

const setSync = (page: DriverPage, items: object) =>
  page.evaluate(async (values) => {
    const api = ((globalThis as { browser?: unknown }).browser ??
      (globalThis as { chrome?: unknown }).chrome) as {
      storage: { sync: { set(items: object): Promise<void>; remove(key: string): Promise<void> } };
    };
    await api.storage.sync.set(values);
  }, items);

/**
 * Picks the first tile in a popup over the composer's tab, waits for "Inserted", then types `word`
 * in the composer as the person goes on writing.
 */
async function pickThenType(
  where: { open(path: string): Promise<DriverPage>; options: DriverPage; composer: DriverPage; url: string },
  word: string,
): Promise<void> {
  const popup = await where.open(`popup.html?tab=${await tabIdOf(where.options, where.url)}`);
  await popup.waitFor('.tile.loaded');
  await popup.click('.tile.loaded');
  await expect.poll(() => textsOf(popup, 'footer .notice')).toEqual(['Inserted']);
  await where.composer.bringToFront();
  await where.composer.type(word);
}

describeInBothBrowsers('the caret after an inserted link', ({ env, open, openWeb }) => {
  test('an email body typed by hand: the link after "for you:" with a space on each side', async () => {
    const url = `${env.composersUrl}contenteditable.html`;
    const options = await open('options.html');
    const composer = await openWeb(url);
    await composer.waitFor('html[data-ready]');
    await composer.evaluate(() => {
      const field = document.querySelector('#field') as HTMLElement;
      field.textContent = '';
      field.focus();
    }, undefined);
    await composer.type('Hi Sam,');
    await composer.press('Enter');
    await composer.type('Here is one for you:');
    await pickThenType({ open, options, composer, url }, 'Bye');
    const lines = await composer.evaluate(
      () => (document.querySelector('#field') as HTMLElement).innerText.replace(/\u00a0/g, ' ').split('\n'),
      undefined,
    );
    expect(lines.filter(Boolean)).toEqual([
      'Hi Sam,',
      expect.stringMatching(/^Here is one for you: https?:\/\/\S+ Bye$/),
    ]);
  });

  for (const format of ['auto', 'url', 'markdown', 'html', 'bbcode'] as const) {
    test(`${format}: at the end of a chat input, the next word typed stays apart from the link`, async () => {
      const url = `${env.composersUrl}input.html`;
      const options = await open('options.html');
      await setSync(options, { insertFormat: format });
      try {
        const composer = await openWeb(url);
        await composer.waitFor('html[data-ready]');
        await composer.evaluate(() => {
          const field = document.querySelector('#field') as HTMLInputElement;
          field.value = 'Look';
          field.focus();
          field.setSelectionRange(4, 4);
        }, undefined);
        await pickThenType({ open, options, composer, url }, 'typed');
        const value = await composer.evaluate(
          () => (document.querySelector('#field') as HTMLInputElement).value,
          undefined,
        );
        expect(value).toMatch(new RegExp(`^Look${BEFORE[format]}${INSERTED[format]} typed$`));
      } finally {
        await setSync(options, { insertFormat: 'url' });
      }
    });
  }
});
