import { expect, test } from '@playwright/test';
import { PICKER_COMMAND } from '../../src/background/launchers.ts';
import { CACHED_UNTIL_NAME } from '../../src/first-paint/popup-head/index.ts';
import { DEVELOPMENT_KEY_KIND } from '../service/index.ts';
import { GIF_FILE } from './big-gif.ts';
import { openComposerWithCaret } from './cross/both-browsers.ts';
import { type DriverPage, sendMessage, textsOf } from './cross/extension-driver.ts';
import { FirefoxDriver } from './cross/firefox-driver.ts';
import { inPanel } from './cross/in-panel.ts';
import { shareUsageData } from './cross/usage-data.ts';
import { readE2eEnv } from './e2e-env.ts';
import { findFirefox } from './pages/firefox-composer.ts';
import { ServiceControl } from './service-control.ts';

/**
 * Firefox's background is an event page: idle, Firefox suspends it and frees its memory, and an
 * event wakes it. The profile here suspends it after 2 s idle instead of 30 s, so each test sees it
 * asleep (watched from the welcome page, which sends nothing) and then checks that what had to
 * outlive it still works: the popup's answer, the durable pingback queue, the in-page panel's
 * relay to its page, the `/gif` site registered before the sleep, and an upload that goes on longer
 * than the idle time.
 */
test.describe('Firefox ESR: the background sleeps when idle and wakes for what needs it', () => {
  test.describe.configure({ mode: 'serial' });
  const env = readE2eEnv();
  const control = new ServiceControl(env.controlUrl);
  let driver: FirefoxDriver;
  let watcher: DriverPage;
  const pages: DriverPage[] = [];
  const open = async (pathAndQuery: string) => {
    const page = await driver.openExtensionPage(pathAndQuery);
    pages.push(page);
    return page;
  };
  const openWeb = async (url: string) => {
    const page = await driver.openWebPage(url);
    pages.push(page);
    return page;
  };

  test.beforeAll(async () => {
    const firefox = findFirefox();
    if (!firefox)
      throw new Error('Firefox is needed for these tests: apt-get install firefox-esr, or set FIREFOX_PATH');
    driver = await FirefoxDriver.launch(firefox, env.firefoxExtensionDir, { idleTimeoutMs: 2000 });
    watcher = await driver.openExtensionPage('welcome.html');
  });
  test.afterAll(async () => {
    await driver?.close();
  });
  test.beforeEach(async () => {
    await control.reset();
  });
  test.afterEach(async () => {
    for (const page of pages.splice(0)) await page.close().catch(() => {});
    await control.clearFaults();
  });

  test('asleep, a popup wakes it and shows trending', async () => {
    await driver.waitForBackgroundAsleep(watcher);
    const popup = await open('popup.html');
    await popup.waitFor('.tile.loaded');
    expect((await control.requests()).map((request) => request.operation)).toContain('gifs.trending');
  });

  test('a search answered later than the idle time still reaches the page that asked', async () => {
    await driver.waitForBackgroundAsleep(watcher);
    // Firefox counts no pending answer as activity: without a keep-awake the page would be
    // suspended 2 s into this 4 s wait and the answer lost ("the background did not answer").
    await control.injectFault({ route: 'gifs.search', kind: 'latency', latencyMs: 4000 });
    const page = await sendMessage(watcher, { type: 'search', kind: 'gifs', q: 'cat', limit: 5 });
    expect(page.data).toHaveLength(5);
  });

  test('asleep with nothing cached, the popup draws once it wakes and still knows clips are refused', async () => {
    // The key refused clips once: the background keeps that; the popup learns it from the key's status.
    await control.setPolicy(DEVELOPMENT_KEY_KIND, { clipsAllowed: false });
    try {
      await sendMessage(watcher, { type: 'trendingClips', limit: 1 }).catch(() => undefined);
      await driver.waitForBackgroundAsleep(watcher);
      // Nothing cached to paint (the head script's hint gone): this popup waits for the woken page.
      await watcher.evaluate((key) => localStorage.removeItem(key), CACHED_UNTIL_NAME);
      const popup = await open('popup.html');
      await popup.waitFor('.tile.loaded');
      await popup.waitFor('#tab-clips[data-dimmed]');
      const asked = (await control.requests()).map((request) => request.operation);
      expect(asked.filter((operation) => operation?.startsWith('clips.'))).toEqual(['clips.trending']);
    } finally {
      await control.setPolicy(DEVELOPMENT_KEY_KIND, { clipsAllowed: true });
    }
  });

  test('asleep with nothing cached, a search typed as the popup opens lands in its box', async () => {
    await driver.waitForBackgroundAsleep(watcher);
    await watcher.evaluate((key) => localStorage.removeItem(key), CACHED_UNTIL_NAME);
    // A slow first page: the popup waits for it (at most a moment) while the letters come.
    await control.injectFault({ route: 'gifs.trending', kind: 'latency', latencyMs: 3000 });
    const popup = await open('popup.html');
    await popup.type('cat');
    await popup.waitFor('input[type=search]');
    await expect
      .poll(() =>
        popup.evaluate(() => {
          const box = document.querySelector('input[type=search]') as HTMLInputElement;
          return `${box.value}|${document.activeElement === box}`;
        }, null),
      )
      .toBe('cat|true');
    // Typed across the draw, the letters before it search at once and the rest after the debounce.
    await expect
      .poll(async () =>
        (await control.requests())
          .filter((request) => request.operation === 'gifs.search')
          .map((request) => new URLSearchParams(request.rawQuery).get('q'))
          .at(-1),
      )
      .toBe('cat');
    await expect
      .poll(() => popup.evaluate(() => document.body.innerText.includes('GIFs for “cat”'), null))
      .toBe(true);
    await popup.waitFor('.tile.loaded');
  });

  test('a view that could not be sent before it slept is sent once it wakes', async () => {
    const options = await open('options.html');
    await shareUsageData(options);
    // The options page asks for diagnostics every 2 s, which keeps the background awake.
    await options.close();
    // Retry-After fixes each wait at 3 s, past the 2 s idle time: the page sleeps after one failed
    // send. Without it, jittered backoff doubles with each retry made while awake, and the wait
    // left after the wake was anywhere up to tens of seconds.
    await control.refusePingbacks(503, 3);
    const found = await sendMessage(watcher, { type: 'search', kind: 'gifs', q: 'happy', limit: 1 });
    const url = found.data[0]?.analytics?.onload?.url ?? '';
    await sendMessage(watcher, { type: 'trackEvent', action: 'onload', url, ts: Date.now() });
    await sendMessage(watcher, { type: 'flushPingbacks' });
    expect((await sendMessage(watcher, { type: 'getDiagnostics' })).queueLength).toBe(1);
    await driver.waitForBackgroundAsleep(watcher);
    await control.clearFaults();
    // Each question wakes it; a woken page sends its queue (held on disk) once its backoff is over.
    await expect
      .poll(async () => {
        await sendMessage(watcher, { type: 'getDiagnostics' });
        return (await control.pingbacks()).map((pingback) => pingback.action);
      })
      .toEqual(['SEEN']);
  });

  test('the in-page panel opened before it slept still inserts into its page', async () => {
    const { composer, options, tabId } = await openComposerWithCaret({ env, open, openWeb }, 'textarea');
    await options.close();
    const trendingAsked = async () =>
      (await control.requests()).some((request) => request.operation === 'gifs.trending');
    await composer.bringToFront();
    await driver.fireLauncher('onCommand', [PICKER_COMMAND, { id: tabId }]);
    await composer.waitFor('gifdrop-panel');
    await expect.poll(() => inPanel(composer, 'tiles', trendingAsked)).toBe(true);
    await driver.waitForBackgroundAsleep(watcher);
    await composer.bringToFront();
    await composer.press('ArrowDown');
    await expect.poll(() => inPanel(composer, 'tile focused', trendingAsked)).toBe(true);
    await composer.press('Enter');
    await expect
      .poll(() => composer.evaluate(() => (document.querySelector('#field') as HTMLTextAreaElement).value, 0))
      .toMatch(/^Hello https?:\/\/\S+ world$/);
  });

  test('/gif turned on for a site before it slept opens the panel searching the words after', async () => {
    const opted = `http://localhost:${new URL(env.composersUrl).port}`;
    const options = await open('options.html');
    await options.fill('#slash-site', opted);
    await options.clickButton('Turn on for this site');
    await expect
      .poll(() => options.evaluate(() => document.querySelector('#slash-feedback p')?.textContent ?? '', 0))
      .toBe(`${opted}: /gif is on`);
    await options.close();
    await driver.waitForBackgroundAsleep(watcher);
    const page = await openWeb(`${opted}/textarea.html`);
    await page.waitFor('html[data-ready]');
    await page.click('#field');
    await page.press('Control+End');
    await page.type(' /gif cats');
    await expect
      .poll(() => page.evaluate(() => document.querySelector('gifdrop-panel') !== null, 0))
      .toBe(true);
    await expect
      .poll(async () =>
        (await control.requests()).some(
          (request) => request.operation === 'gifs.search' && /(^|&)q=cats(&|$)/.test(request.rawQuery),
        ),
      )
      .toBe(true);
  });

  test('an upload that takes longer than the idle time keeps it awake and completes', async () => {
    // The service waits 5 s before it reads the upload: well past the 2 s idle time.
    await control.injectFault({ route: 'upload', kind: 'latency', latencyMs: 5000 });
    await driver.waitForBackgroundAsleep(watcher);
    const upload = await open('upload.html');
    await upload.waitFor('input[type=file]');
    await upload.setFile('input[type=file]', GIF_FILE);
    await upload.clickButton('Upload');
    await expect.poll(() => textsOf(upload, 'button')).toContain('Upload another');
    expect(await control.uploads()).toMatchObject([{ via: 'file', contentType: 'image/gif' }]);
  });
});
