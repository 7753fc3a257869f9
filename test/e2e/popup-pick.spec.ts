import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ComposerPage } from './pages/composer-page.ts';
import { pageInOwnWindow } from './pages/own-window.ts';
import type { PopupPage } from './pages/popup-page.ts';

// One browser for the file, the extension reset between tests (fixtures.ts).
test.use({ profile: 'shared' });

/** The service operation an analytics payload names (test/service: `e=…&i=…&r=…`). */
const endpointOf = (payload = '') =>
  new URLSearchParams(Buffer.from(payload, 'base64url').toString('utf8')).get('e');

/** The textarea composer with the caret after "Hello ", and the popup open on its tab. */
async function popupOnComposer(popupPage: PopupPage, context: BrowserContext, composersUrl: string) {
  const composerPage = new ComposerPage(await pageInOwnWindow(context), composersUrl);
  await composerPage.open('textarea.html');
  await composerPage.placeCaret({ field: '#field' }, 'Hello '.length);
  await popupPage.openFor(composerPage.url('textarea.html'));
  return composerPage;
}

test.describe('popup: picking a GIF', () => {
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
    const composerPage = new ComposerPage(await pageInOwnWindow(context), env.composersUrl);
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

  test('a GIF scrolled far away and back inserts; click and send count for its list, and no second view', async ({
    popupPage,
    context,
    env,
    control,
    api,
  }) => {
    const composerPage = await popupOnComposer(popupPage, context, env.composersUrl);
    const first = popupPage.page.locator('.tile[data-tile="0"]');
    const id = await first.getAttribute('data-item-id');
    // Far enough that the first item keeps only what its tile shows (a long list's memory),
    // however slowly the pages come on a busy machine.
    const scrolled = () => popupPage.page.locator('.grid-scroller').evaluate((element) => element.scrollTop);
    for (let step = 0; step < 100 && (await scrolled()) < 5000; step++)
      if (!(await popupPage.scrollGridDown(600))) break;
    expect(await scrolled()).toBeGreaterThanOrEqual(5000);
    await api.value({ type: 'flushPingbacks' });
    const views = async () =>
      (await control.pingbacks()).filter((pingback) => pingback.action === 'SEEN' && pingback.itemId === id);
    // Each opening of the popup is a list of its own: the helper opened it twice.
    const seen = await views();
    const view = seen.at(-1);
    expect(view).toBeDefined();
    await popupPage.page.locator('.grid-scroller').evaluate((element) => {
      element.scrollTop = 0;
    });
    await expect(first.locator('img')).toHaveJSProperty('complete', true);
    await composerPage.page.bringToFront();

    await first.click();

    await expect(popupPage.notice).toHaveText('Inserted');
    await expect(composerPage.field({ field: '#field' })).toHaveValue(/^Hello https?:\/\/\S+ world$/);
    // It was let go: asked again by id to insert it.
    const byIds = (await control.requests()).filter((request) => request.operation === 'gifs.by_ids');
    expect(byIds.map((request) => new URLSearchParams(request.rawQuery).get('ids'))).toEqual([id]);
    // The send comes once the text has stayed through the page's revert watch (about 1 s).
    await expect
      .poll(async () => {
        await api.value({ type: 'flushPingbacks' });
        return (await control.pingbacks()).some((p) => p.itemId === id && p.action === 'SENT');
      })
      .toBe(true);
    const ofItem = (await control.pingbacks()).filter((pingback) => pingback.itemId === id);
    // The tracking of the list it was seen in (trending's payload), not of the by-id answer.
    const [click, send, ...more] = ofItem.filter((pingback) => pingback.action !== 'SEEN');
    expect([click?.action, send?.action, more]).toEqual(['CLICK', 'SENT', []]);
    expect(send?.payload).toBe(click?.payload);
    expect(endpointOf(click?.payload)).toBe(endpointOf(view?.payload));
    expect(endpointOf(click?.payload)).toMatch(/trending/);
    // Scrolled back to, it is not counted as seen again.
    expect(await views()).toHaveLength(seen.length);
  });
});
