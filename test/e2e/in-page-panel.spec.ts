import type { WxtBrowser } from 'wxt/browser';
import { PICKER_MENU_ID } from '../../src/background/launchers.ts';
import { expect, test } from './fixtures.ts';
import { english, openDemo, pageGeometry } from './pages/in-page-demo.ts';
import { InPagePanel } from './pages/in-page-panel.ts';

// One browser for the file, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

declare const chrome: WxtBrowser;

test.describe('in-page picker: the panel at the caret (Chromium)', () => {
  test('the shortcut opens it under the caret, untouched by page styles; keyboard picks; the caret is back', async ({
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
    // Its tiles offer no drag onto the page: Chromium and Firefox take no drop from a frame of
    // another origin onto its page (docs/insertion.md).
    const tile = InPagePanel.tilesIn(frame).first();
    expect(await tile.evaluate((element: HTMLElement) => element.draggable)).toBe(false);
    expect(await tile.getAttribute('title')).toMatch(/\(Shift\+Enter: details, F: favorite\)$/);

    // Keyboard only: the box has the focus, ArrowDown goes to the grid, Enter picks.
    await expect(frame.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(InPagePanel.tilesIn(frame).first()).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(field).toHaveValue(/^Hello https?:\/\/\S+ world$/);
    await expect(panel.host).toHaveCount(0);
    await expect(field).toBeFocused();
    // The caret is right after the inserted text: the next key lands there.
    await page.keyboard.type('!');
    await expect(field).toHaveValue(/^Hello https?:\/\/\S+ !world$/);
    expect(await pageGeometry(page)).toEqual({ ...before, boxes: before.boxes });
  });

  test('with "Keep the picker open", picks in a row land one after another; Escape gives the caret back', async ({
    context,
    serviceWorker,
    env,
  }) => {
    await serviceWorker.evaluate(() => chrome.storage.sync.set({ keepPickerOpen: true }));
    const { page, field, panel } = await openDemo(context, serviceWorker, env.demoUrl, '#demo-textarea');
    await panel.pressShortcut(await panel.tabId());
    const frame = await panel.waitForTiles();
    await page.keyboard.press('ArrowDown');
    await expect(InPagePanel.tilesIn(frame).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue(/^Hello https?:\/\/\S+ world$/);
    await expect(frame.getByRole('contentinfo').getByRole('status')).toHaveText(english('inserted'));
    await expect(panel.host).toBeVisible();
    // The focus is back in the panel, on the tile picked: the next keys choose again.
    await expect(InPagePanel.tilesIn(frame).first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(InPagePanel.tilesIn(frame).nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue(/^Hello https?:\/\/\S+ https?:\/\/\S+ world$/);
    const [, first, second] = (await field.inputValue()).split(' ');
    expect(first).not.toBe(second);
    // The focus comes back to the tile picked (until then it is in the field, where Escape closes).
    await expect(InPagePanel.tilesIn(frame).nth(1)).toBeFocused();
    // Escape leaves the grid for the box, and closes the panel from there (the popup's keyboard model).
    await page.keyboard.press('Escape');
    await expect(frame.getByRole('searchbox')).toBeFocused();
    await panel.pressEscapeToClose();
    await expect(field).toBeFocused();
    await page.keyboard.type('!');
    await expect(field).toHaveValue(/^Hello https?:\/\/\S+ https?:\/\/\S+ !world$/);
  });

  test('from the field menu item: Escape or a click outside closes it, focus and caret back in the field', async ({
    context,
    serviceWorker,
    env,
  }) => {
    const { page, field, panel } = await openDemo(context, serviceWorker, env.demoUrl, '#demo-editor');
    const tabId = await panel.tabId();

    await panel.chooseMenuItem(PICKER_MENU_ID, tabId, 0);
    const frame = await panel.waitForTiles();
    await expect(frame.getByRole('searchbox')).toBeFocused();
    await panel.pressEscapeToClose();
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
});
