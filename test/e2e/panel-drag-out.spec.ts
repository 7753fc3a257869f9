import type { BrowserContext, Page, Worker } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { BackgroundApi } from './pages/background-api.ts';
import { ComposerPage, type FieldLocation } from './pages/composer-page.ts';
import { InPagePanel } from './pages/in-page-panel.ts';
import { pageInOwnWindow } from './pages/own-window.ts';
import { type DragData, PanelDrag } from './pages/panel-drag.ts';
import type { ServiceControl } from './service-control.ts';

// The picture path: Insert as: Automatic, the default.
test.use({ profile: 'shared', insertAs: 'auto' });

const spaces = (text: string) => text.replace(/\u00A0/g, ' ');
const typesOf = (data: DragData) => data.items.map((item) => item.mimeType);
const dataOf = (data: DragData, type: string) => data.items.find((item) => item.mimeType === type)?.data;

/** The sends the service has registered, once the background has sent what it queued. */
async function sends(api: BackgroundApi, control: ServiceControl): Promise<number> {
  await api.value({ type: 'flushPingbacks' });
  return (await control.pingbacks()).filter((pingback) => pingback.action === 'SENT').length;
}

/** An options page to ask the background from, opened behind the composer's page. */
async function apiBehind(context: BrowserContext, extensionId: string, page: Page): Promise<BackgroundApi> {
  const api = new BackgroundApi(await pageInOwnWindow(context), extensionId);
  await api.open();
  await page.bringToFront();
  return api;
}

/** A bench page with the caret in its field and the in-page panel open over it, tiles loaded. */
async function panelOver(
  page: Page,
  composersUrl: string,
  serviceWorker: Worker,
  name: string,
  location: FieldLocation,
) {
  const composer = new ComposerPage(page, composersUrl);
  await composer.open(name, { frame: location.frame });
  await composer.placeCaret(location, 'Hello '.length);
  const panel = new InPagePanel(page, serviceWorker);
  await panel.pressShortcut(await panel.tabId());
  const frame = await panel.waitForTiles();
  return { composer, frame };
}

interface DragFixtures {
  page: Page;
  context: BrowserContext;
  env: { composersUrl: string };
  serviceWorker: Worker;
  extensionId: string;
  control: ServiceControl;
}

/**
 * The panel over a bench page with an options page behind it to ask the background from, the drag
 * attached and the service's log emptied; `end` is a point at the end of the field's text.
 */
async function dragOnto(fixtures: DragFixtures, name: string, location: FieldLocation) {
  const { page, context, control } = fixtures;
  const api = await apiBehind(context, fixtures.extensionId, page);
  const { composer, frame } = await panelOver(
    page,
    fixtures.env.composersUrl,
    fixtures.serviceWorker,
    name,
    location,
  );
  const drag = await PanelDrag.attach(context, page, frame);
  await control.reset();
  const box = await composer.field(location).boundingBox();
  if (!box) throw new Error('no field');
  return { api, composer, drag, end: { x: box.x + box.width - 20, y: box.y + box.height - 10 } };
}

/**
 * A tile of the in-page panel dragged onto a field of the same page (Chromium): the drag carries
 * the picture as text/html with the link as text/uri-list and text/plain, the page's own drop
 * handling puts the picture in, and the send is registered once for a drop that put it in, never
 * for one an editor cancelled (Quill 2), a drag ended with Escape or dropped where nothing takes
 * it. The drag is the browser's own,
 * driven through DevTools (pages/panel-drag.ts says why and where it differs from a person's).
 */
test.describe('dragging a GIF from the in-page panel onto the page (Chromium)', () => {
  // A plain contenteditable (its model is its DOM), TipTap with its Image extension, CKEditor 5
  // with its image plugins and TinyMCE in its iframe (a drop into another frame than the panel's):
  // each editor's own drop handling.
  for (const [name, location] of [
    ['webmail.html', { field: '#field' }],
    ['tiptap.html', { field: '.ProseMirror' }],
    ['ckeditor-images.html', { field: '.ck-editor__editable' }],
    ['tinymce.html', { field: 'body', frame: 'iframe.tox-edit-area__iframe' }],
  ] as const) {
    test(`${name}: the picture lands where it is dropped; one send`, async ({
      page,
      context,
      env,
      serviceWorker,
      extensionId,
      control,
    }) => {
      const fixtures = { page, context, env, serviceWorker, extensionId, control };
      const { api, composer, drag, end } = await dragOnto(fixtures, name, location);

      const data = await drag.start(await drag.firstTile());
      expect(typesOf(data)).toEqual(['text/html', 'text/uri-list', 'text/plain']);
      const html = dataOf(data, 'text/html') ?? '';
      const src = /src="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
      expect(new URL(src).pathname).toMatch(/\.gif$/);
      expect(dataOf(data, 'text/plain')).toMatch(/^https?:\/\/\S+\.gif\S*$/);
      expect(dataOf(data, 'text/uri-list')).toBe(dataOf(data, 'text/plain'));

      // Dropped at the end of the field's text.
      await drag.drop(data, end);
      await expect.poll(async () => (await composer.pictures()).map((picture) => picture.src)).toEqual([src]);
      expect(spaces(await composer.text()).trim()).toBe('Hello world');

      await drag.endAsAccepted('copy', end);
      await expect.poll(() => sends(api, control)).toBe(1);
      // Once: nothing registers it again.
      await new Promise((settle) => setTimeout(settle, 300));
      expect(await sends(api, control)).toBe(1);
    });
  }

  // Quill 2's Uploader module cancels every drop on the editor and takes only files
  // (quill/modules/uploader.js), so nothing dragged from another page or frame goes in; the drop
  // keeps its effect, `copy`, and the drag's end says so, yet no send is registered.
  test('Quill 2: its editor cancels the drop, nothing goes in, and no send', async ({
    page,
    context,
    env,
    serviceWorker,
    extensionId,
    control,
  }) => {
    const fixtures = { page, context, env, serviceWorker, extensionId, control };
    const { api, composer, drag, end } = await dragOnto(fixtures, 'quill.html', { field: '.ql-editor' });
    await page.evaluate(() => {
      window.addEventListener('drop', (event) => {
        document.documentElement.dataset.dropCancelled = String(event.defaultPrevented);
        document.documentElement.dataset.dropEffect = event.dataTransfer?.dropEffect ?? '';
      });
    });
    const data = await drag.start(await drag.firstTile());
    await drag.drop(data, end);
    await expect(page.locator('html')).toHaveAttribute('data-drop-cancelled', 'true');
    // Cancelled, the drop keeps its effect, which the drag's end reports as taken.
    await expect(page.locator('html')).toHaveAttribute('data-drop-effect', 'copy');
    await drag.endAsAccepted('copy', end);
    expect(await composer.pictures()).toEqual([]);
    expect(await composer.text()).toBe('Hello world');
    // A send would show by now: a drop that went in registers as soon as it shows (the tests above).
    await new Promise((settle) => setTimeout(settle, 500));
    expect(await sends(api, control)).toBe(0);
  });

  for (const [how, end] of [
    ['ended with Escape', 'escape'],
    ['dropped on the page where nothing takes it', 'refused'],
  ] as const) {
    test(`a drag ${how} puts nothing in and registers no send`, async ({
      page,
      context,
      env,
      serviceWorker,
      extensionId,
      control,
    }) => {
      const fixtures = { page, context, env, serviceWorker, extensionId, control };
      const { api, composer, drag } = await dragOnto(fixtures, 'webmail.html', { field: '#field' });
      const tile = await drag.firstTile();

      const data = await drag.start(tile);
      if (end === 'refused') {
        // The page's Send button takes no drop.
        const send = await page.getByRole('button', { name: 'Send' }).boundingBox();
        if (!send) throw new Error('no Send button');
        await drag.drop(data, { x: send.x + 5, y: send.y + 5 });
      }
      await drag.cancel(tile);

      expect(await composer.pictures()).toEqual([]);
      expect(spaces(await composer.text())).toBe('Hello world');
      // A late send would show by now (a landed drop's shows at once).
      await new Promise((settle) => setTimeout(settle, 300));
      expect(await sends(api, control)).toBe(0);
    });
  }
});
