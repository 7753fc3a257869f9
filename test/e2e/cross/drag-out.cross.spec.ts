import { describeInBothBrowsers, expect, openComposerWithCaret, test } from './both-browsers.ts';
import { attributeOf, type DriverPage, sendMessage } from './extension-driver.ts';
import { photographInBothThemes } from './photograph.ts';
import { shareUsageData } from './usage-data.ts';

/** What a tile's dragstart put into the drag, read by the page itself. */
interface SeenDrag {
  /** The browser's own dragstart, not one a script made. */
  trusted: boolean;
  types: string[];
  data: Record<string, string>;
}

declare global {
  interface Window {
    __seenDrag?: SeenDrag;
  }
}

/** Sets "Insert as" from an extension page (the drivers store Link at launch). */
function storeInsertAs(page: DriverPage, insertFormat: string): Promise<void> {
  return page.evaluate(async (value) => {
    const api = ((globalThis as { browser?: unknown }).browser ??
      (globalThis as { chrome?: unknown }).chrome) as {
      storage: { sync: { set(items: Record<string, unknown>): Promise<void> } };
    };
    await api.storage.sync.set({ insertFormat: value });
  }, insertFormat);
}

/**
 * Points at the first tile, waits until it says its drag can start, then presses and moves the
 * mouse as a person does: the browser's own drag starts and the tile's dragstart runs. Resolves
 * with what it put into the drag (read in the page: a listener after the picker's own) and the
 * tile's item id.
 */
async function startDrag(popup: DriverPage): Promise<{ seen: SeenDrag; id: string }> {
  await popup.waitFor('.tile.loaded');
  const { x, y, id } = await popup.evaluate(() => {
    window.__seenDrag = undefined;
    window.addEventListener(
      'dragstart',
      (event) => {
        const transfer = event.dataTransfer;
        const types = [...(transfer?.types ?? [])];
        window.__seenDrag = {
          trusted: event.isTrusted,
          types,
          data: Object.fromEntries(types.map((type) => [type, transfer?.getData(type) ?? ''])),
        };
      },
      { once: true },
    );
    const tile = document.querySelector('.tile.loaded') as HTMLElement;
    const box = tile.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, id: tile.dataset.itemId ?? '' };
  }, undefined);
  await popup.mouse('move', { x, y });
  await popup.waitFor(`.tile.loaded[data-item-id="${id}"][data-drag-ready]`);
  await popup.mouse('down');
  for (let step = 1; step <= 5; step++) await popup.mouse('move', { x: x + step * 6, y: y + step * 6 });
  await expect.poll(() => popup.evaluate(() => window.__seenDrag !== undefined, undefined)).toBe(true);
  const seen = await popup.evaluate(() => window.__seenDrag as SeenDrag, undefined);
  return { seen, id };
}

/**
 * Ends the tile's drag as the browser does, after any drop: a dragend on the tile carrying the
 * drop's effect (`none` for Escape; Chromium keeps a script's DataTransfer at `none`), then the button let go. Built in the page in both browsers: Firefox's WebDriver ends a drag at the
 * button's release without a drop or a dragend (its remote agent ends the drag session itself), and
 * a drop onto another page cannot be made from the popup opened as a tab here (Firefox dispatches
 * dragover only in the window the drag began in). Real drops out of the toolbar popup were measured
 * headed (docs/insertion.md).
 */
async function endDrag(popup: DriverPage, effect: 'copy' | 'none' = 'copy'): Promise<void> {
  await popup.evaluate((dropEffect) => {
    const tile = document.querySelector('.tile[data-dragging]');
    if (!tile) throw new Error('no tile is being dragged');
    const transfer = new DataTransfer();
    transfer.dropEffect = dropEffect;
    tile.dispatchEvent(new DragEvent('dragend', { bubbles: true, dataTransfer: transfer }));
  }, effect);
  await popup.mouse('up');
  await popup.waitFor('.tile[data-dragging]', { hidden: true });
}

/**
 * The pick whose drop the page the popup is over is watching for: the drop report's mark in the
 * extension's isolated world there (src/in-page/drop-report.ts), read from an extension page.
 */
function watchedPick(options: DriverPage, tabId: number): Promise<string | null> {
  return options.evaluate(async (tab) => {
    const api = ((globalThis as { browser?: unknown }).browser ??
      (globalThis as { chrome?: unknown }).chrome) as {
      scripting: {
        executeScript(injection: {
          target: { tabId: number };
          func: () => string | null;
        }): Promise<{ result?: unknown }[]>;
      };
    };
    const [seen] = await api.scripting.executeScript({
      target: { tabId: tab },
      func: () =>
        (globalThis as unknown as Record<symbol, { pickId?: string } | undefined>)[
          Symbol.for('gifdrop.drop-report')
        ]?.pickId ?? null,
    });
    return typeof seen?.result === 'string' ? seen.result : null;
  }, tabId);
}

/** Whether `pickId` still waits for its page's report (src/background/pending-picks.ts). */
function isPending(options: DriverPage, pickId: string): Promise<boolean> {
  return options.evaluate(async (id) => {
    const api = ((globalThis as { browser?: unknown }).browser ??
      (globalThis as { chrome?: unknown }).chrome) as {
      storage: { session: { get(key: string): Promise<Record<string, unknown>> } };
    };
    const { pendingPicks } = await api.storage.session.get('pendingPicks');
    return id in ((pendingPicks as object | undefined) ?? {});
  }, pickId);
}

/** Starts a drag and waits until the page watches for its drop; gives what the drag carries and its pick. */
async function armedDrag(popup: DriverPage, options: DriverPage, tabId: number) {
  const dragged = await startDrag(popup);
  let pickId: string | null = null;
  await expect
    .poll(async () => {
      pickId = await watchedPick(options, tabId);
      return pickId;
    })
    .not.toBeNull();
  return { ...dragged, pickId: pickId as unknown as string };
}

/**
 * The drop onto the webmail body as the browser makes it: a drop event carrying the drag's data,
 * then, unless a page handler cancelled it, the picture at the caret (what Chromium and Firefox
 * put into a contenteditable, measured with a real toolbar popup: docs/insertion.md).
 */
function dropOnto(composer: DriverPage, data: Record<string, string>, pageCancels: boolean): Promise<void> {
  return composer.evaluate(
    ({ carried, cancels }) => {
      const field = document.querySelector('#field') as HTMLElement;
      if (cancels) field.addEventListener('drop', (event) => event.preventDefault(), { once: true });
      const transfer = new DataTransfer();
      for (const [type, value] of Object.entries(carried)) transfer.setData(type, value);
      const drop = new DragEvent('drop', {
        bubbles: true,
        cancelable: true,
        composed: true,
        dataTransfer: transfer,
      });
      field.dispatchEvent(drop);
      if (!drop.defaultPrevented) document.execCommand('insertHTML', false, carried['text/html'] ?? '');
    },
    { carried: data, cancels: pageCancels },
  );
}

/**
 * A tile dragged out of the popup (opened as a tab, for the page's tab as the toolbar popup is), in
 * Chromium and Firefox ESR: the browser's own dragstart carries the same three formats with the
 * same data in both, the dragged tile looks dragged, and the page reports the drop itself (the
 * toolbar popup may be closed by then): the click, the send and Recent only for a drop that went
 * in. The in-page panel's tiles are not dragged out (in-page-panel.spec.ts).
 */
describeInBothBrowsers('dragging a tile out of the picker', ({ driver, control, env, open, openWeb }) => {
  let options: DriverPage;
  test.beforeAll(async () => {
    // In Firefox the counts are sent only once the person allows them (usage-data.cross.spec.ts).
    const page = await driver().openExtensionPage('options.html');
    try {
      await shareUsageData(page);
    } finally {
      await page.close();
    }
  });
  test.beforeEach(async () => {
    options = await open('options.html');
    // The picture path: Insert as: Automatic, the default (the drivers store Link at launch).
    await storeInsertAs(options, 'auto');
  });
  test.afterEach(async () => {
    // Link again for the block's next specs: from a page of its own (the test's are closed by now).
    const page = await driver().openExtensionPage('options.html');
    try {
      await storeInsertAs(page, 'url');
    } finally {
      await page.close();
    }
  });

  test('the drag carries the picture as text/html, and the link as text/uri-list and text/plain', async () => {
    const popup = await open('popup.html');
    const { seen, id } = await startDrag(popup);
    // The tile says it can be dragged onto the page.
    expect(await attributeOf(popup, `.tile[data-item-id="${id}"]`, 'title')).toMatch(
      /\(Shift\+Enter: details, F: favorite, drag onto the page: insert\)$/,
    );

    expect(seen.trusted).toBe(true);
    expect(seen.types).toEqual(['text/html', 'text/uri-list', 'text/plain']);
    // The same <img> as the picture insertion and Copy GIF: one GIF of this item, its size and alt.
    const picture = await popup.evaluate((html) => {
      const body = new DOMParser().parseFromString(html, 'text/html').body;
      const image = body.querySelector('img');
      return {
        count: body.childElementCount,
        src: image?.getAttribute('src') ?? '',
        alt: image?.getAttribute('alt') ?? '',
        width: image?.getAttribute('width') ?? '',
        height: image?.getAttribute('height') ?? '',
      };
    }, seen.data['text/html'] ?? '');
    expect(picture.count).toBe(1);
    expect(new URL(picture.src).pathname).toMatch(new RegExp(`^/media/${id}/[^/]+\\.gif$`));
    expect(picture.alt).not.toBe('');
    expect(picture.width).toMatch(/^\d+$/);
    expect(picture.height).toMatch(/^\d+$/);
    const link = seen.data['text/uri-list'] ?? '';
    expect(new URL(link).pathname).toMatch(new RegExp(`^/media/${id}/[^/]+\\.gif$`));
    expect(seen.data['text/plain']).toBe(link);

    // Looks: the tile being dragged is dimmed and outlined (the drag image is the browser's own).
    await photographInBothThemes(popup, 'drag-in-progress', driver().browserName, '.tile[data-dragging]');
    await endDrag(popup);
  });

  test('a drop the page took: the click, the send and Recent, once; one it cancelled: none', async () => {
    const mail = await openComposerWithCaret({ env, open, openWeb }, 'webmail');
    const popup = await open(`popup.html?tab=${mail.tabId}`);
    const actions = async () => {
      await sendMessage(mail.options, { type: 'flushPingbacks' });
      return (await control.pingbacks()).map(({ action, itemId }) => `${action} ${itemId}`);
    };

    // Cancelled by the page (Quill 2 cancels every drop that is not a file): nothing registered.
    // The drop comes before the drag's end, as the browser orders them.
    const refused = await armedDrag(popup, mail.options, mail.tabId);
    await mail.composer.bringToFront();
    await dropOnto(mail.composer, refused.seen.data, true);
    await popup.bringToFront();
    await endDrag(popup);
    await expect.poll(() => isPending(mail.options, refused.pickId)).toBe(false);
    expect((await actions()).filter((action) => !action.startsWith('SEEN'))).toEqual([]);

    // Taken: the picture in the body, then one click and one send, and the GIF first in Recent.
    await popup.bringToFront();
    const taken = await armedDrag(popup, mail.options, mail.tabId);
    await mail.composer.bringToFront();
    await dropOnto(mail.composer, taken.seen.data, false);
    await popup.bringToFront();
    await endDrag(popup);
    const pictures = () => mail.composer.evaluate(() => window.__editor?.getPictures?.() ?? [], undefined);
    await expect.poll(async () => (await pictures()).length).toBe(1);
    await expect
      .poll(async () => (await actions()).filter((action) => !action.startsWith('SEEN')))
      .toEqual([`CLICK ${taken.id}`, `SENT ${taken.id}`]);
    const recent = await sendMessage(mail.options, { type: 'loadCollection', which: 'recent' });
    expect(recent.items.map((item) => item.id)).toEqual([taken.id]);
  });

  test('a drag ended with Escape: the page stops watching, and a later drop of that GIF registers nothing', async () => {
    const mail = await openComposerWithCaret({ env, open, openWeb }, 'webmail');
    const popup = await open(`popup.html?tab=${mail.tabId}`);
    const recentIds = async () =>
      (await sendMessage(mail.options, { type: 'loadCollection', which: 'recent' })).items.map(
        (item) => item.id,
      );
    const recentBefore = await recentIds();
    const abandoned = await armedDrag(popup, mail.options, mail.tabId);
    await endDrag(popup, 'none');
    await expect.poll(() => watchedPick(mail.options, mail.tabId)).toBeNull();

    // The same GIF dropped into the body later, from elsewhere (the picture dragged within it).
    await mail.composer.bringToFront();
    await dropOnto(mail.composer, abandoned.seen.data, false);
    const pictures = () => mail.composer.evaluate(() => window.__editor?.getPictures?.() ?? [], undefined);
    await expect.poll(async () => (await pictures()).length).toBe(1);
    await sendMessage(mail.options, { type: 'flushPingbacks' });
    const actions = (await control.pingbacks()).map(({ action, itemId }) => `${action} ${itemId}`);
    expect(actions.filter((action) => !action.startsWith('SEEN'))).toEqual([]);
    expect(await recentIds()).toEqual(recentBefore);
  });
});
