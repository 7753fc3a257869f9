import { expect, test } from './fixtures.ts';
import { ComposerPage } from './pages/composer-page.ts';
import { InPagePanel } from './pages/in-page-panel.ts';

test.describe('in-page picker: the panel at the caret', () => {
  test('the shortcut opens the panel under the caret of the demo textarea; the keyboard alone picks; the text lands and the caret is back', async ({
    context,
    serviceWorker,
    env,
  }) => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto(env.demoUrl);
    const field = page.locator('#demo-textarea');
    await field.click();
    await page.keyboard.type('Hello  world');
    for (let i = 0; i < 'world'.length + 1; i++) await page.keyboard.press('ArrowLeft');
    const panel = new InPagePanel(page, serviceWorker);
    const tabId = await panel.tabId();
    await panel.pressShortcut(tabId);
    const frame = await panel.waitForTiles();
    const box = await panel.box();
    const fieldBox = await field.boundingBox();
    console.log(box, fieldBox);
    await expect(frame.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue(/^Hello https?:\/\/\S+ world$/);
    await expect(panel.host).toHaveCount(0);
    await expect(field).toBeFocused();
  });
});
