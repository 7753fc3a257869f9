import type { BrowserContext, Page, Worker } from '@playwright/test';
import type { WxtBrowser } from 'wxt/browser';
import { GIF_FOR_TEXT_MENU_ID, PICKER_MENU_ID } from '../../src/background/launchers.ts';
import { LATE_WATCH_MS } from '../../src/insertion/index.ts';
import { messageReader, readCatalogue } from '../unit/i18n/catalogue.ts';
import { expect, test } from './fixtures.ts';
import { ComposerPage } from './pages/composer-page.ts';
import { InPagePanel } from './pages/in-page-panel.ts';
import { sabotage } from './pages/page-sabotage.ts';

/** The words the extension shows in English (the browser here speaks English). */
const english = messageReader(readCatalogue('en'));

declare const chrome: WxtBrowser;

/** The demo page at a size with room under and above its fields, the caret after "Hello ". */
async function openDemo(context: BrowserContext, worker: Worker, url: string, selector: string) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto(url);
  const field = page.locator(selector);
  await field.click();
  await page.keyboard.type('Hello world');
  for (let i = 0; i < 'world'.length; i++) await page.keyboard.press('ArrowLeft');
  return { page, field, panel: new InPagePanel(page, worker) };
}

/** Where every element of the page is and how far it is scrolled: what the panel may not change. */
function pageGeometry(page: Page) {
  return page.evaluate(() => ({
    scroll: [scrollX, scrollY, document.scrollingElement?.scrollHeight],
    boxes: [...document.body.querySelectorAll('*')].map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return [element.localName, x, y, width, height].join(' ');
    }),
  }));
}

/** Headless Chromium opens the toolbar popup where Playwright cannot reach it: make it refuse. */
async function refuseToolbarPopup(worker: Worker) {
  await worker.evaluate(() => {
    const scope = globalThis as { chrome?: WxtBrowser; browser?: WxtBrowser };
    for (const api of [scope.chrome, scope.browser])
      if (api?.action)
        api.action.openPopup = async () => {
          throw new Error('refused');
        };
  });
}

test.describe('in-page picker: the panel at the caret (Chromium)', () => {
  test('the shortcut opens it under the caret, out of reach of the page styles and without moving the page; the keyboard alone picks; the text lands and the caret is back', async ({
    context,
    serviceWorker,
    env,
  }) => {
    const { page, field, panel } = await openDemo(context, serviceWorker, env.demoUrl, '#demo-textarea');
    // A page whose styles would hide, shrink or restyle anything it could reach.
    await page.addStyleTag({
      content: `iframe, gifdrop-panel, html > :not(body, head) {
          display: none !important; width: 0 !important; opacity: 0 !important; }
        body { min-height: 3000px; }`,
    });
    await page.evaluate(() => window.scrollTo(0, 40));
    const before = await pageGeometry(page);
    const caret = await field.evaluate((textarea: HTMLTextAreaElement) => {
      const { left, top } = textarea.getBoundingClientRect();
      return { left, top, start: textarea.selectionStart };
    });

    await panel.pressShortcut(await panel.tabId());
    const frame = await panel.waitForTiles();

    const box = await panel.box();
    expect(box).not.toBeNull();
    if (!box) return;
    // The panel's own size, under the caret's line (the first line of the textarea), in the viewport.
    expect(box.width).toBe(400);
    expect(box.height).toBeGreaterThan(280);
    expect(box.y).toBeGreaterThan(caret.top);
    expect(box.y).toBeLessThan(caret.top + 40);
    expect(box.x).toBeGreaterThanOrEqual(caret.left);
    expect(box.x).toBeLessThan(caret.left + 120);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    expect(await frame.locator('.popup').isVisible()).toBe(true);
    expect(await pageGeometry(page)).toEqual(before);

    // Keyboard only: the box has the focus, ArrowDown goes to the grid, Enter picks.
    await expect(frame.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(frame.locator('.tile').first()).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(field).toHaveValue(/^Hello https?:\/\/\S+ world$/);
    await expect(panel.host).toHaveCount(0);
    await expect(field).toBeFocused();
    // The caret is right after the inserted text: the next key lands there.
    await page.keyboard.type('!');
    await expect(field).toHaveValue(/^Hello https?:\/\/\S+ !world$/);
    expect(await pageGeometry(page)).toEqual({ ...before, boxes: before.boxes });
  });

  test('with "Keep the picker open" on, a pick inserts and the panel stays, at the caret after the text: picks in a row land one after the other, and Escape gives the caret back after the last', async ({
    context,
    serviceWorker,
    env,
  }) => {
    await serviceWorker.evaluate(() => chrome.storage.sync.set({ keepPickerOpen: true }));
    const { page, field, panel } = await openDemo(context, serviceWorker, env.demoUrl, '#demo-textarea');
    await panel.pressShortcut(await panel.tabId());
    const frame = await panel.waitForTiles();
    await page.keyboard.press('ArrowDown');
    await expect(frame.locator('.tile').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue(/^Hello https?:\/\/\S+ world$/);
    await expect(frame.getByRole('contentinfo').getByRole('status')).toHaveText(english('inserted'));
    await expect(panel.host).toBeVisible();
    // The focus is back in the panel, on the tile picked: the next keys choose again.
    await expect(frame.locator('.tile').first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(frame.locator('.tile').nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue(/^Hello https?:\/\/\S+ https?:\/\/\S+ world$/);
    const [, first, second] = (await field.inputValue()).split(' ');
    expect(first).not.toBe(second);
    // The focus comes back to the tile picked (until then it is in the field, where Escape closes).
    await expect(frame.locator('.tile').nth(1)).toBeFocused();
    // Escape leaves the grid for the box, and closes the panel from there (the popup's keyboard model).
    await page.keyboard.press('Escape');
    await expect(frame.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel.host).toHaveCount(0);
    await expect(field).toBeFocused();
    await page.keyboard.type('!');
    await expect(field).toHaveValue(/^Hello https?:\/\/\S+ https?:\/\/\S+ !world$/);
  });

  test('when the page does not take the text, the panel comes back with the focus and says so, the field is as it was, and the link is on the clipboard', async ({
    context,
    serviceWorker,
    env,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { page, field, panel } = await openDemo(context, serviceWorker, env.demoUrl, '#demo-textarea');
    await sabotage(page, { mode: 'refuse' });
    await panel.pressShortcut(await panel.tabId());
    const frame = await panel.waitForTiles();
    await page.keyboard.press('ArrowDown');
    await expect(frame.locator('.tile').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(frame.getByRole('contentinfo').getByRole('status')).toHaveText(english('copiedNotAccepted'));
    await expect(panel.host).toBeVisible();
    await expect(field).toHaveValue('Hello world');
    await expect(frame.locator('.tile').first()).toBeFocused();
    // Escape (the grid, then the box) gives the caret back; the page then reads what the panel copied.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(panel.host).toHaveCount(0);
    await expect(field).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^https?:\/\/\S+$/);
  });

  test('a page whose model takes the text out 300 ms later: the panel, hidden for the insertion, comes back and says so within 1.2 s; the link copied, no send', async ({
    context,
    serviceWorker,
    env,
    api,
    control,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1000, height: 800 });
    const composer = new ComposerPage(page, env.composersUrl);
    await composer.open('reverting-model.html');
    await composer.placeCaret({ field: '#field' }, 'Hello '.length);
    const panel = new InPagePanel(page, serviceWorker);
    await panel.pressShortcut(await panel.tabId());
    const frame = await panel.waitForTiles();
    await page.keyboard.press('ArrowDown');
    await expect(frame.locator('.tile').first()).toBeFocused();
    // The panel's own record: when Enter picked, and each status line with its time.
    const panelFrame = page.frames().find((candidate) => candidate.url().includes('/panel.html'));
    if (!panelFrame) throw new Error('no panel frame');
    await panelFrame.evaluate(() => {
      const times = window as unknown as { pickedAt?: number; notices: { text: string; at: number }[] };
      times.notices = [];
      document.addEventListener(
        'keydown',
        () => {
          times.pickedAt ??= performance.now();
        },
        { capture: true },
      );
      new MutationObserver(() => {
        const text = document.querySelector('footer [role="status"]')?.textContent ?? '';
        if (text !== times.notices.at(-1)?.text) times.notices.push({ text, at: performance.now() });
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    await page.keyboard.press('Enter');

    await expect(frame.getByRole('contentinfo').getByRole('status')).toHaveText(english('copiedReverted'));
    await expect(panel.host).toBeVisible();
    const shown = await panelFrame.evaluate(() => {
      const { pickedAt = 0, notices } = window as unknown as {
        pickedAt?: number;
        notices: { text: string; at: number }[];
      };
      return notices.map(({ text, at }) => ({ text, ms: Math.round(at - pickedAt) }));
    });
    test.info().annotations.push({ type: 'pick → messages (ms)', description: JSON.stringify(shown) });
    expect(shown.at(-1)?.ms).toBeLessThan(1200);
    // The page's model once its reactions are over; the link on the clipboard; no send.
    await page.waitForTimeout(LATE_WATCH_MS);
    expect(await composer.text()).toBe('Hello world');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^https?:\/\/\S+$/);
    await api.open();
    await api.value({ type: 'flushPingbacks' });
    const actions = (await control.pingbacks()).map((pingback) => pingback.action);
    expect(actions).toContain('CLICK');
    expect(actions).not.toContain('SENT');
  });

  test('from the editable field menu item: Escape closes it, and so does a click outside; each time focus and caret are back in the field', async ({
    context,
    serviceWorker,
    env,
  }) => {
    const { page, field, panel } = await openDemo(context, serviceWorker, env.demoUrl, '#demo-editor');
    const tabId = await panel.tabId();

    await panel.chooseMenuItem(PICKER_MENU_ID, tabId, 0);
    const frame = await panel.waitForTiles();
    await expect(frame.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel.host).toHaveCount(0);
    await expect(field).toBeFocused();
    await page.keyboard.type('1');
    await expect(field).toHaveText('Hello 1world');

    await panel.chooseMenuItem(PICKER_MENU_ID, tabId, 0);
    await panel.waitForTiles();
    await page.mouse.click(5, 5);
    await expect(panel.host).toHaveCount(0);
    await expect(field).toBeFocused();
    await page.keyboard.type('2');
    await expect(field).toHaveText('Hello 12world');
  });

  test('a page cannot frame the picker itself, and its page without a good token (none, made up, already used) gets a refusal and can make no call', async ({
    context,
    serviceWorker,
    env,
    control,
  }) => {
    const { page, panel } = await openDemo(context, serviceWorker, env.demoUrl, '#demo-input');
    await panel.pressShortcut(await panel.tabId());
    const used = (await panel.waitForTiles()).url();
    await page.keyboard.press('Escape');
    await expect(panel.host).toHaveCount(0);
    await control.reset();
    const { protocol, host } = new URL(used);
    const attempts = [
      `${protocol}//${host}/panel.html`,
      `${protocol}//${host}/panel.html?token=${crypto.randomUUID()}`,
      used,
    ];

    // Framed by the page: Chromium serves the frame's page only under the per-session host
    // (`use_dynamic_url`), which no page knows, so the page gets an error page.
    for (const [index, src] of attempts.entries()) {
      await page.evaluate(
        ({ src, index }) => {
          const frame = document.createElement('iframe');
          frame.src = src;
          frame.name = `attempt-${index}`;
          document.body.append(frame);
        },
        { src, index },
      );
      await expect
        .poll(() => page.frame({ name: `attempt-${index}` })?.url())
        .toBe('chrome-error://chromewebdata/');
    }
    // Loaded anyway (here as a tab of its own): a refusal, and the background refuses every message.
    const tab = await context.newPage();
    for (const src of attempts) {
      await tab.goto(src);
      await expect(tab.locator('body')).toHaveText(english('panelRefused'));
      const answer = await tab.evaluate(() => chrome.runtime.sendMessage({ type: 'trending', kind: 'gifs' }));
      expect(answer).toMatchObject({ ok: false, error: { kind: 'not-allowed' } });
    }
    // No operation reached the service (the closed panel's media and pingbacks may still be arriving).
    expect((await control.requests()).filter((request) => request.server === 'api')).toEqual([]);
  });

  test("Chromium lets the extension's frame into a page whose policy allows no frame (frame-src 'none'); a page that removes it gets the picker window instead, which says why and inserts", async ({
    context,
    serviceWorker,
    env,
  }) => {
    const strict = await openDemo(context, serviceWorker, `${env.demoUrl}?frame-src=none`, '#demo-textarea');
    await strict.panel.pressShortcut(await strict.panel.tabId());
    await strict.panel.waitForTiles();
    await strict.page.keyboard.press('Escape');
    await strict.page.close();

    await refuseToolbarPopup(serviceWorker);
    const { page, field, panel } = await openDemo(
      context,
      serviceWorker,
      `${env.demoUrl}?clean-dom`,
      '#demo-textarea',
    );
    const window = context.waitForEvent('page', (opened) => opened.url().includes('/popup.html'));
    await panel.pressShortcut(await panel.tabId());
    const picker = await window;
    await expect(panel.host).toHaveCount(0);
    await expect(picker.getByRole('contentinfo').getByRole('status')).toHaveText(
      english('panelFrameBlocked'),
    );
    await picker.locator('.tile.loaded').first().waitFor();
    await page.bringToFront();
    await picker.locator('.tile').first().click();
    await expect(field).toHaveValue(/^Hello https?:\/\/\S+ world$/);
  });
  test('"GIF for this text" on a selection: the one GIF for the words as typed, Another (random with them as tag), Search, and Insert without a field copies', async ({
    context,
    serviceWorker,
    env,
    control,
  }) => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto(env.demoUrl);
    const words = 'Three kinds of field';
    await page.evaluate((words) => {
      const text = document.querySelector('p')?.firstChild;
      if (!text) throw new Error('no paragraph');
      const start = (text.textContent ?? '').indexOf(words);
      getSelection()?.setBaseAndExtent(text, start, text, start + words.length);
    }, words);
    const panel = new InPagePanel(page, serviceWorker);
    await control.reset();
    await panel.chooseMenuItem(GIF_FOR_TEXT_MENU_ID, await panel.tabId(), 0, `${words}  `);

    await panel.host.waitFor({ state: 'visible' });
    const frame = await panel.frame();
    await expect(frame.locator('.single')).toBeVisible();
    const paragraph = await page.locator('p').first().boundingBox();
    const box = await panel.box();
    expect(box && paragraph && box.y >= paragraph.y).toBe(true);
    // The selection as the browser gave it, spaces included, encoded once.
    await expect
      .poll(async () => (await control.requests()).some((request) => request.operation === 'gifs.translate'))
      .toBe(true);
    const translate = (await control.requests()).find((request) => request.operation === 'gifs.translate');
    expect(new URLSearchParams(translate?.rawQuery ?? '').get('s')).toBe(`${words}  `);

    await frame.locator('.single').getByRole('button', { name: 'Insert' }).click();
    await expect(frame.getByRole('contentinfo').getByRole('status')).toHaveText('Copied — press Ctrl+V');
    await frame.getByRole('button', { name: 'Another one' }).click();
    await expect
      .poll(
        async () =>
          (await control.requests()).find((request) => request.operation === 'gifs.random')?.rawQuery,
      )
      .toBeTruthy();
    const random = (await control.requests()).find((request) => request.operation === 'gifs.random');
    expect(new URLSearchParams(random?.rawQuery ?? '').get('tag')).toBe(`${words}  `);

    await frame.getByRole('button', { name: english('searchWords'), exact: true }).click();
    await expect(frame.getByRole('searchbox')).toHaveValue(`${words}  `);
    await expect
      .poll(async () =>
        (await control.requests())
          .filter((request) => request.operation === 'gifs.search')
          .map((request) => new URLSearchParams(request.rawQuery ?? '').get('q')),
      )
      .toContain(`${words}  `);
    await page.mouse.click(5, 5);
    await expect(panel.host).toHaveCount(0);
  });
});
