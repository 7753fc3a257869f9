import { PICKER_COMMAND, UPLOAD_MENU_ID } from '../../../src/background/launchers.ts';
import { PANEL_SCRIPT } from '../../../src/in-page/launch.ts';
import type { ServiceControl } from '../service-control.ts';
import {
  describeInBothBrowsers,
  expect,
  openComposerWithCaret,
  openTextareaWithCaret,
  test,
} from './both-browsers.ts';
import { type DriverPage, tabIdOf } from './extension-driver.ts';
import { inPanel, panelProbe } from './in-panel.ts';

/** The URLs of every open tab, as the extension sees them. */
function tabUrls(page: DriverPage): Promise<string[]> {
  return page.evaluate(async () => {
    const api = ((globalThis as { browser?: unknown }).browser ??
      (globalThis as { chrome?: unknown }).chrome) as {
      tabs: { query(query: object): Promise<{ url?: string }[]> };
    };
    return (await api.tabs.query({})).map((tab) => tab.url ?? '');
  }, 0);
}

/** The panel searched `words` (the letters held for its box), and none reached the field. */
async function expectSearchedNotTyped(composer: DriverPage, control: ServiceControl, words: string) {
  await expect
    .poll(async () =>
      (await control.requests()).some(
        (request) =>
          request.operation === 'gifs.search' && new URLSearchParams(request.rawQuery).get('q') === words,
      ),
    )
    .toBe(true);
  const text = await composer.evaluate(
    () => (document.querySelector('#field') as HTMLTextAreaElement).value,
    0,
  );
  expect(text).toBe('Hello world');
}

describeInBothBrowsers('launchers', ({ driver, env, control, open, openWeb }) => {
  test('"Upload to GIPHY" on a page image opens the upload page with that image and the tab', async () => {
    const url = `${env.composersUrl}textarea.html`;
    await openWeb(url);
    const options = await open('options.html');
    const tabId = await tabIdOf(options, url);
    const image = 'https://media.example.test/media/abc/giphy.gif';
    await driver().fireLauncher('onClicked', [{ menuItemId: UPLOAD_MENU_ID, srcUrl: image }, { id: tabId }]);
    await expect
      .poll(async () => (await tabUrls(options)).find((tab) => tab.includes('/upload.html')))
      .toMatch(
        new RegExp(`/upload\\.html\\?url=${encodeURIComponent(image).replace(/\./g, '\\.')}&tab=${tabId}$`),
      );
  });

  test('the keyboard command opens the picker at the caret, which asks for trending and loads its first row', async () => {
    const { composer, tabId } = await openTextareaWithCaret({ env, open, openWeb });
    await composer.bringToFront();
    await control.reset();
    await driver().fireLauncher('onCommand', [PICKER_COMMAND, { id: tabId }]);
    // The panel's host under the caret: below the field's first line, inside the viewport.
    await expect
      .poll(() =>
        composer.evaluate(() => {
          const host = document.querySelector('gifdrop-panel')?.getBoundingClientRect();
          const field = (document.querySelector('#field') as HTMLElement).getBoundingClientRect();
          return (
            host !== undefined &&
            host.top > field.top &&
            host.top < field.top + 60 &&
            host.bottom <= window.innerHeight
          );
        }, 0),
      )
      .toBe(true);
    // The picker inside (its frame is out of the driver's reach in Firefox) is live: it asked the
    // service for trending and loaded the first row's media.
    await expect
      .poll(async () => {
        const requests = await control.requests();
        return (
          requests.some((request) => request.operation === 'gifs.trending') &&
          requests.filter((request) => request.server === 'media').length >= 3
        );
      })
      .toBe(true);
  });

  test('letters typed while the keyboard command opens the picker are its search; none reach the field', async () => {
    const { composer, tabId } = await openTextareaWithCaret({ env, open, openWeb });
    await composer.bringToFront();
    await control.reset();
    // A busy page: its own work holds its thread for half a second once the panel's host is on
    // it. A letter typed then waits, as the panel's "ready" does, and the page takes it first.
    const hostArrived = composer.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const observer = new MutationObserver(() => {
            if (!document.querySelector('gifdrop-panel')) return;
            observer.disconnect();
            resolve(true);
            setTimeout(() => {
              const end = performance.now() + 500;
              while (performance.now() < end);
            }, 0);
          });
          observer.observe(document.documentElement, { childList: true });
        }),
      0,
    );
    const launched = driver().fireLauncher('onCommand', [PICKER_COMMAND, { id: tabId }]);
    await hostArrived;
    await composer.type('cat');
    await launched;
    await expectSearchedNotTyped(composer, control, 'cat');
  });

  test('a second keyboard command before the first panel shows keeps the letters typed for the first', async () => {
    const { composer, tabId, options } = await openTextareaWithCaret({ env, open, openWeb });
    await composer.bringToFront();
    await control.reset();
    // A first launch whose panel never shows: its frame's token is one the background never issued.
    await options.evaluate(
      async ({ tab, script }) => {
        const api = ((globalThis as { browser?: unknown }).browser ??
          (globalThis as { chrome?: unknown }).chrome) as {
          scripting: { executeScript(injection: object): Promise<unknown> };
          tabs: { sendMessage(tab: number, message: object, options: object): Promise<unknown> };
        };
        await api.scripting.executeScript({ target: { tabId: tab, frameIds: [0] }, files: [script] });
        void api.tabs
          .sendMessage(tab, { type: 'gifdrop:panel-open', token: 'never-issued-token-0000' }, { frameId: 0 })
          .catch(() => undefined);
      },
      { tab: tabId, script: PANEL_SCRIPT },
    );
    await expect
      .poll(() => composer.evaluate(() => document.querySelector('gifdrop-panel') !== null, 0))
      .toBe(true);
    await composer.type('ca');
    await driver().fireLauncher('onCommand', [PICKER_COMMAND, { id: tabId }]);
    await composer.type('t');
    await expectSearchedNotTyped(composer, control, 'cat');
  });

  // In the textarea page the person has chosen Markdown for its site: the panel reads the page's
  // host (in Firefox through the background, its frame having no `tabs`).
  for (const kind of ['textarea', 'contenteditable'] as const) {
    const format = kind === 'textarea' ? " in the site's chosen format" : '';
    test(`${kind} page, keyboard only: the text lands${format}, the panel goes, focus and caret are back`, async () => {
      const { composer, options, tabId } = await openComposerWithCaret({ env, open, openWeb }, kind);
      const siteFormats = kind === 'textarea' ? { [new URL(env.composersUrl).hostname]: 'markdown' } : {};
      await options.evaluate(async (formats) => {
        const api = ((globalThis as { browser?: unknown }).browser ??
          (globalThis as { chrome?: unknown }).chrome) as {
          storage: { sync: { set(items: object): Promise<void> } };
        };
        await api.storage.sync.set({ siteFormats: formats });
      }, siteFormats);
      const link = kind === 'textarea' ? String.raw`!\[[^\]]*\]\(https?://\S+\)` : String.raw`https?://\S+`;
      await control.reset();
      await panelProbe(options, true);
      await driver().fireLauncher('onCommand', [PICKER_COMMAND, { id: tabId }]);
      // The host is shown once the picker is drawn and has the focus; the keys go to it.
      await composer.waitFor('gifdrop-panel');
      await expect.poll(() => inPanel(composer, 'tiles', options)).toBe(true);
      await composer.press('ArrowDown');
      await expect.poll(() => inPanel(composer, 'tile focused', options)).toBe(true);
      await composer.press('Enter');
      const text = () =>
        composer.evaluate(() => {
          const field = document.querySelector('#field') as HTMLElement;
          return field instanceof HTMLTextAreaElement ? field.value : (field.textContent ?? '');
        }, undefined);
      await expect.poll(text).toMatch(new RegExp(`^Hello ${link} world$`));
      await composer.waitFor('gifdrop-panel', { hidden: true });
      expect(
        await composer.evaluate(() => document.activeElement === document.querySelector('#field'), undefined),
      ).toBe(true);
      // The caret is right after the inserted text: the next key lands there.
      await composer.type('!');
      await expect.poll(text).toMatch(new RegExp(`^Hello ${link} !world$`));
      await options.evaluate(async () => {
        const api = ((globalThis as { browser?: unknown }).browser ??
          (globalThis as { chrome?: unknown }).chrome) as {
          storage: { sync: { remove(key: string): Promise<void> } };
        };
        await api.storage.sync.remove('siteFormats');
      }, undefined);
    });
  }
  test("a page whose policy allows no frame (frame-src 'none') still gets the panel, and no false fallback", async () => {
    const options = await open('options.html');
    const url = `${env.demoUrl}?frame-src=none`;
    const page = await openWeb(url);
    const tabId = await tabIdOf(options, url);
    await page.evaluate(() => (document.querySelector('#demo-textarea') as HTMLElement).focus(), undefined);
    await control.reset();
    await driver().fireLauncher('onCommand', [PICKER_COMMAND, { id: tabId }]);
    // Shown only once the picker in it is drawn; it asked for trending.
    await page.waitFor('gifdrop-panel');
    await expect
      .poll(async () => (await control.requests()).some((request) => request.operation === 'gifs.trending'))
      .toBe(true);
    // The policy is in force: a frame the page makes now is refused, and reported.
    const refused = await page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
            once: true,
          });
          const frame = document.createElement('iframe');
          frame.src = src;
          document.body.append(frame);
        }),
      `${env.composersUrl}textarea.html`,
    );
    expect(refused).toBe('frame-src');
    // That report is not the panel's: it stays, and no picker window (the fallback) opens.
    await new Promise((settle) => setTimeout(settle, 500));
    await page.waitFor('gifdrop-panel');
    expect((await tabUrls(options)).filter((tab) => tab.includes('/popup.html'))).toEqual([]);
  });
});
