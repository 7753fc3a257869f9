import { expect, test } from '@playwright/test';
import { COMPOSER_CASES } from '../composers/composer-cases.ts';
import { type LaunchedExtension, launchWithExtension } from '../harness/chromium.ts';
import { readE2eEnv } from './e2e-env.ts';
import { ComposerPage } from './pages/composer-page.ts';
import { InPagePanel } from './pages/in-page-panel.ts';

/**
 * The in-page picker on every composer of the bench: the shortcut, the panel at the caret, a pick
 * with the keyboard alone, the text in the editor's model, the caret back after it. One browser
 * for all the cases, run in order (a launch per case would double the time).
 */
test.describe.configure({ mode: 'serial' });

test.describe('the in-page picker inserts into every composer of the bench (Chromium)', () => {
  const env = readE2eEnv();
  let launched: LaunchedExtension;
  let composerPage: ComposerPage;

  test.beforeAll(async () => {
    launched = await launchWithExtension({
      // The text path: Link chosen (the default, Automatic, puts pictures into rich fields).
      insertAs: 'url',
      extensionDir: env.extensionDir,
      executablePath: env.chromiumPath,
      headless: process.env.HEADED !== '1',
      stillImages: true,
    });
    composerPage = new ComposerPage(await launched.context.newPage(), env.composersUrl);
    await composerPage.page.setViewportSize({ width: 1000, height: 760 });
  });

  test.afterAll(async () => {
    await launched?.context.close();
  });

  for (const composer of COMPOSER_CASES) {
    test(`${composer.name}: shortcut, panel at the caret, keyboard pick, text at the caret, caret back`, async () => {
      await composerPage.open(composer.page, { frame: composer.frame });
      await composerPage.placeCaret(composer, 'Hello '.length);
      const field = await composerPage.field(composer).boundingBox();
      const panel = new InPagePanel(composerPage.page, launched.serviceWorker);

      await panel.pressShortcut(await panel.tabId());
      const frame = await panel.waitForTiles();

      // At the caret: touching the field's box from below or above, inside the viewport.
      const box = await panel.box();
      if (!box || !field) throw new Error('no panel or no field on the page');
      const below = box.y >= field.y && box.y <= field.y + field.height + 8;
      const above = box.y + box.height <= field.y + field.height && box.y + box.height >= field.y - 8;
      expect(below || above, `panel ${JSON.stringify(box)} at field ${JSON.stringify(field)}`).toBe(true);
      expect(box.y + box.height).toBeLessThanOrEqual(760);

      await expect(frame.getByRole('searchbox')).toBeFocused();
      await composerPage.page.keyboard.press('ArrowDown');
      await expect(InPagePanel.tilesIn(frame).first()).toBeFocused();
      await composerPage.page.keyboard.press('Enter');

      await expect.poll(() => composerPage.text()).toMatch(/^Hello https?:\/\/\S+ world$/);
      await expect(panel.host).toHaveCount(0);
      // The caret is after the inserted text: the next key lands there.
      await composerPage.page.keyboard.type('!');
      await expect.poll(() => composerPage.text()).toMatch(/^Hello https?:\/\/\S+ !world$/);
    });
  }
});
