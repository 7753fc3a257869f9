import { expect, test } from '@playwright/test';
import { chooseFormat, formatInsertion } from '../../src/insertion/index.ts';
import { COMPOSER_CASES } from '../composers/composer-cases.ts';
import { readE2eEnv } from './e2e-env.ts';
import { PopupOverComposer } from './pages/popup-over-composer.ts';

interface Recorder {
  __insertedAt?: number;
}

/**
 * The whole path for every composer of the bench: the popup opened on the composer's tab, a click
 * on the first trending tile, the text in the editor's model at the caret, the send registered
 * after. One browser for all the cases, run in order: a launch per case would double the time.
 */
test.describe.configure({ mode: 'serial' });

test.describe('picking in the popup inserts into every composer of the bench (Chromium)', () => {
  const env = readE2eEnv();
  let bench: PopupOverComposer;

  test.beforeAll(async () => {
    bench = await PopupOverComposer.launch(env);
  });

  test.afterAll(async () => {
    await bench?.close();
  });

  for (const composer of COMPOSER_CASES) {
    test(`${composer.name}: the formatted GIF lands at the caret, the send registered after; Ctrl+Z undoes it`, async () => {
      const { composerPage, popupPage, api, control } = bench;
      await bench.prepare(composer);
      // The first change the page sees after this point is the insertion: its time, by the page.
      await composerPage.page.evaluate(() => {
        const record = () => {
          (window as Recorder).__insertedAt ??= Date.now();
        };
        const watch = (doc: Document) => {
          doc.addEventListener('input', record, true);
          new MutationObserver(record).observe(doc, { subtree: true, childList: true, characterData: true });
        };
        watch(document);
        const frame = document.querySelector('iframe')?.contentDocument;
        if (frame) watch(frame);
      });

      await popupPage.tiles.first().click();

      await expect(popupPage.notice).toHaveText('Inserted');
      let itemId = '';
      await expect
        .poll(async () => {
          await api.value({ type: 'flushPingbacks' });
          itemId = (await control.pingbacks()).find((p) => p.action === 'CLICK')?.itemId ?? '';
          return itemId;
        })
        .not.toBe('');
      // What the settings give: the default rendition (the largest GIF under 5 MB) in the site's format.
      const item = await fetchGif(env.baseUrl, env.apiKey, itemId);
      const url = item.images?.downsized_medium?.url;
      expect(url, 'the trending item has a downsized_medium GIF').toMatch(/^https?:\/\//);
      const format = chooseFormat(new URL(env.composersUrl).hostname, { format: 'url' });
      const formatted = formatInsertion({ url: url ?? '', title: item.title ?? '' }, format);
      if (!formatted.ok) throw new Error('the GIF URL was refused');
      // Spaces around the link (the default for URL and Markdown): "world" does not run into it.
      expect(await composerPage.text()).toBe(`Hello ${formatted.text} world`);

      const insertedAt = await composerPage.page.evaluate(() => (window as Recorder).__insertedAt);
      expect(insertedAt).toBeGreaterThan(0);
      await expect
        .poll(async () => {
          await api.value({ type: 'flushPingbacks' });
          return (await control.pingbacks()).filter((p) => p.action === 'SENT').map((p) => p.itemId);
        })
        .toEqual([itemId]);
      const sent = (await control.pingbacks()).find((p) => p.action === 'SENT');
      expect(sent?.ts).toBeGreaterThanOrEqual(insertedAt ?? Number.POSITIVE_INFINITY);
      expect(sent?.time).toBeGreaterThanOrEqual(insertedAt ?? Number.POSITIVE_INFINITY);

      // Ctrl+Z in the editor takes the pick out (the spaces with it) where the editor has undo.
      for (let press = 0; press < (composer.undoPresses ?? 1); press++) await composerPage.undo();
      await expect
        .poll(() => composerPage.text())
        .toBe(composer.undoable ? 'Hello world' : `Hello ${formatted.text} world`);
    });
  }
});

test.describe('spaces around the link can be turned off in the options', () => {
  test('with the option off, the link goes in exactly at the caret', async () => {
    const env = readE2eEnv();
    const bench = await PopupOverComposer.launch(env);
    try {
      const options = bench.api.page;
      const spacing = options.getByLabel('Put spaces around an inserted link');
      await expect(spacing).toBeChecked();
      await spacing.uncheck();
      const { composerPage, popupPage } = bench;
      const textarea = COMPOSER_CASES.find(({ page }) => page === 'textarea.html');
      if (!textarea) throw new Error('no textarea case');
      await bench.prepare(textarea);

      await popupPage.tiles.first().click();

      await expect(popupPage.notice).toHaveText('Inserted');
      expect(await composerPage.text()).toMatch(/^Hello https?:\/\/\S+world$/);
    } finally {
      await bench.close();
    }
  });
});

interface Gif {
  title?: string;
  images?: Record<string, { url?: string } | undefined>;
}

/** The item as trending lists it (the popup's first feed), for the URL the pick should insert. */
async function fetchGif(baseUrl: string, apiKey: string, id: string): Promise<Gif> {
  const response = await fetch(`${baseUrl}/v1/gifs/trending?api_key=${apiKey}&limit=50&rating=pg-13`);
  expect(response.ok, 'GET /v1/gifs/trending').toBe(true);
  const { data } = (await response.json()) as { data: (Gif & { id: string })[] };
  const item = data.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`${id} is not in trending`);
  return item;
}
