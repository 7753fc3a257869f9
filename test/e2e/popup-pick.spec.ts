import { expect, test } from './fixtures.ts';
import { ComposerPage } from './pages/composer-page.ts';

test.describe('popup: picking a GIF', () => {
  test('inserts into the composer, registers the click, and the send only after verified insertion', async ({
    popupPage,
    context,
    env,
    control,
    api,
  }) => {
    const composerPage = new ComposerPage(await context.newPage(), env.composersUrl);
    await composerPage.open('textarea.html');
    await composerPage.placeCaret({ field: '#field' }, 'Hello '.length);
    await popupPage.open();
    const tabId = await popupPage.tabIdOf(composerPage.url('textarea.html'));
    await popupPage.open(`?tab=${tabId}`);
    await popupPage.waitForTiles();
    await control.reset();
    await composerPage.page.bringToFront();

    await popupPage.tiles.first().click();

    await expect(popupPage.notice).toHaveText('Inserted');
    await expect(composerPage.field({ field: '#field' })).toHaveValue(/^Hello https?:\/\/\S+ world$/);
    await api.value({ type: 'flushPingbacks' });
    const actions = (await control.pingbacks()).map((pingback) => pingback.action);
    expect(actions).toContain('CLICK');
    expect(actions).toContain('SENT');
    const sent = (await control.pingbacks()).find((pingback) => pingback.action === 'SENT');
    const click = (await control.pingbacks()).find((pingback) => pingback.action === 'CLICK');
    expect(sent?.itemId).toBe(click?.itemId);
  });

  test('with no field focused, the link is copied and no send is registered', async ({
    popupPage,
    context,
    env,
    control,
    api,
  }) => {
    // Records what the popup copies (reading the clipboard back needs a permission Playwright
    // cannot grant to an extension origin); the real clipboard write still runs.
    await popupPage.page.addInitScript(() => {
      const clipboard = navigator.clipboard;
      const write = clipboard.writeText.bind(clipboard);
      clipboard.writeText = (text: string) => {
        (window as unknown as { copied: string }).copied = text;
        return write(text);
      };
    });
    const composerPage = new ComposerPage(await context.newPage(), env.composersUrl);
    await composerPage.open('blank.html');
    await composerPage.page.getByRole('button', { name: 'A button' }).focus();
    await popupPage.open();
    const tabId = await popupPage.tabIdOf(composerPage.url('blank.html'));
    await popupPage.open(`?tab=${tabId}`);
    await popupPage.waitForTiles();
    await control.reset();

    await popupPage.tiles.first().click();

    await expect(popupPage.notice).toHaveText('Copied — press Ctrl+V');
    const copied = await popupPage.page.evaluate(() => (window as unknown as { copied: string }).copied);
    expect(copied).toMatch(/^https?:\/\//);
    await api.value({ type: 'flushPingbacks' });
    const actions = (await control.pingbacks()).map((pingback) => pingback.action);
    expect(actions).toContain('CLICK');
    expect(actions).not.toContain('SENT');
  });
});
