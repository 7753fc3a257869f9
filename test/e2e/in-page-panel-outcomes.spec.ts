import type { WxtBrowser } from 'wxt/browser';
import { expect, test } from './fixtures.ts';
import { ComposerPage } from './pages/composer-page.ts';
import { english, openDemo } from './pages/in-page-demo.ts';
import { InPagePanel } from './pages/in-page-panel.ts';
import { sabotage } from './pages/page-sabotage.ts';

// One browser for the file, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

declare const chrome: WxtBrowser;

test.describe('in-page picker: a page that does not keep the text (Chromium)', () => {
  test('a page refusing the text: the panel comes back and says so, the field as it was, the link copied', async ({
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
    await expect(InPagePanel.tilesIn(frame).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(frame.getByRole('contentinfo').getByRole('status')).toHaveText(english('copiedNotAccepted'));
    await expect(panel.host).toBeVisible();
    await expect(field).toHaveValue('Hello world');
    await expect(InPagePanel.tilesIn(frame).first()).toBeFocused();
    // Escape (the grid, then the box) gives the caret back; the page then reads what the panel copied.
    await page.keyboard.press('Escape');
    await expect(frame.getByRole('searchbox')).toBeFocused();
    await panel.pressEscapeToClose();
    await expect(field).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^https?:\/\/\S+$/);
  });

  test('a model that takes the text out 300 ms later: the panel comes back and says so; no send', async ({
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
    await expect(InPagePanel.tilesIn(frame).first()).toBeFocused();
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
    // How long it took is a figure for the report (tests time nothing): about 1 s on a quiet machine.
    test.info().annotations.push({ type: 'pick → messages (ms)', description: JSON.stringify(shown) });
    expect(shown.at(-1)?.text).toBe(english('copiedReverted'));
    // The page's model once its reactions are over; the link on the clipboard; no send.
    await expect(frame.getByRole('contentinfo').getByRole('status')).toHaveAttribute('aria-busy', 'false');
    expect(await composer.text()).toBe('Hello world');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^https?:\/\/\S+$/);
    await api.open();
    await api.value({ type: 'flushPingbacks' });
    const actions = (await control.pingbacks()).map((pingback) => pingback.action);
    expect(actions).toContain('CLICK');
    expect(actions).not.toContain('SENT');
  });
});
