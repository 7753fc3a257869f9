import type { WxtBrowser } from 'wxt/browser';
import { GIF_FOR_TEXT_MENU_ID } from '../../src/background/launchers.ts';
import { expect, test } from './fixtures.ts';
import { english } from './pages/in-page-demo.ts';
import { InPagePanel } from './pages/in-page-panel.ts';

// One browser for the file, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

declare const chrome: WxtBrowser;

test.describe('in-page picker: GIF for this text (Chromium)', () => {
  test('"GIF for this text": the GIF for the words as typed, Another, Search; Insert copies with no field', async ({
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
