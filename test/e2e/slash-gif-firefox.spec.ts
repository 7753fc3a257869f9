import { expect, test } from '@playwright/test';
import type { DriverPage } from './cross/extension-driver.ts';
import { FirefoxDriver } from './cross/firefox-driver.ts';
import { inPanel, panelProbe } from './cross/in-panel.ts';
import { readE2eEnv } from './e2e-env.ts';
import { findFirefox } from './pages/firefox-composer.ts';
import { ServiceControl } from './service-control.ts';

/** Firefox's own promise-based API, in an extension page. */
declare const browser: {
  permissions: { contains(permissions: { origins: string[] }): Promise<boolean> };
  scripting: { getRegisteredContentScripts(): Promise<{ id: string; matches?: string[] }[]> };
};

/**
 * `/gif` in the composer in Firefox ESR (MV2): the options turn it on for one site, which
 * `permissions.request` grants without the doorhanger here (the launch sets Firefox's
 * `extensions.webextOptionalPermissionPrompts` to false, test/e2e/pages/firefox-composer.ts); the
 * registered script opens the panel searching the words, a keyboard pick replaces the command, and
 * Escape leaves the text; a site not chosen gets nothing; turning it off unregisters and gives the
 * permission back. The chosen site is the bench on `localhost`, which the test build has no
 * permission for; the one not chosen is the same bench on 127.0.0.1 (the test build reaches it, but
 * no script is registered).
 */
test.describe('/gif in the composer in Firefox ESR', () => {
  test.describe.configure({ mode: 'serial' });
  const env = readE2eEnv();
  const control = new ServiceControl(env.controlUrl);
  const port = new URL(env.composersUrl).port;
  const opted = `http://localhost:${port}`;
  const pattern = 'http://localhost/*';
  let driver: FirefoxDriver;
  let options: DriverPage;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const firefox = findFirefox();
    if (!firefox)
      throw new Error('Firefox is needed for these tests: apt-get install firefox-esr, or set FIREFOX_PATH');
    driver = await FirefoxDriver.launch(firefox, env.firefoxExtensionDir);
    options = await driver.openExtensionPage('options.html');
  });

  test.afterAll(async () => {
    await driver?.close();
  });

  const feedback = () =>
    options.evaluate(
      () => [...document.querySelectorAll('#slash-feedback p')].map((p) => p.textContent ?? '').join('|'),
      undefined,
    );
  const browserSide = () =>
    options.evaluate(async (pattern) => {
      const granted = await browser.permissions.contains({ origins: [pattern] });
      const scripts = await browser.scripting.getRegisteredContentScripts();
      return { granted, scripts: scripts.map((script) => [script.id, ...(script.matches ?? [])]) };
    }, pattern);

  /** Opens a bench page and types after its text. */
  async function typeInto(url: string, text: string): Promise<DriverPage> {
    // The last panel's report gone: what is read next is this page's panel.
    await panelProbe(options, true);
    const page = await driver.openWebPage(url);
    await page.waitFor('html[data-ready]');
    await page.click('#field');
    await page.press('Control+End');
    await page.type(text);
    return page;
  }
  const fieldText = (page: DriverPage) =>
    page.evaluate(
      () => (window as { __editor?: { getText(): string } }).__editor?.getText() ?? '',
      undefined,
    );
  const hasPanel = (page: DriverPage) =>
    page.evaluate(() => document.querySelector('gifdrop-panel') !== null, undefined);

  /** Whether the panel's picker asked the service for "cats". */
  const searchedCats = async () =>
    (await control.requests()).some(
      (request) => request.operation === 'gifs.search' && /(^|&)q=cats(&|$)/.test(request.rawQuery),
    );
  /** A keyboard pick in the panel; the engine verified it (the panel closes only then), the command is gone. */
  async function pickReplacesTheCommand(page: DriverPage): Promise<void> {
    await expect.poll(() => inPanel(page, 'tiles', options)).toBe(true);
    await page.press('ArrowDown');
    await expect.poll(() => inPanel(page, 'tile focused', options)).toBe(true);
    await page.press('Enter');
    await expect.poll(() => fieldText(page)).toMatch(/^Hello world https?:\/\/\S+\s?$/);
    await expect.poll(() => hasPanel(page)).toBe(false);
  }

  test('turning it on: the permission asked for, the script registered for that site alone', async () => {
    await options.fill('#slash-site', opted);
    await options.clickButton('Turn on for this site');
    await expect.poll(feedback).toBe(`${opted}: /gif is on|`);
    expect(await browserSide()).toEqual({
      granted: true,
      scripts: [[`gifdrop-slash-gif:${pattern}`, pattern]],
    });
  });

  // In the textarea page a keyboard pick replaces the command; in the contenteditable one Escape
  // leaves the text as typed.
  for (const [bench, ending] of [
    ['textarea.html', 'a keyboard pick replaces the command'],
    ['contenteditable.html', 'Escape leaves the text as typed'],
  ] as const) {
    test(`${bench}: /gif cats opens the panel searching cats; ${ending}`, async () => {
      await control.reset();
      const page = await typeInto(`${opted}/${bench}`, ' /gif cats');
      try {
        await expect.poll(() => hasPanel(page)).toBe(true);
        // The picker inside (its frame is out of the driver's reach in Firefox) searched the words.
        await expect.poll(searchedCats).toBe(true);
        if (bench === 'textarea.html') {
          await pickReplacesTheCommand(page);
        } else {
          await page.press('Escape');
          await expect.poll(() => hasPanel(page)).toBe(false);
          expect(await fieldText(page)).toBe(`Hello world /gif cats`);
        }
      } finally {
        await page.close();
      }
    });
  }

  test('textarea.html: "/gif ", a pause, "cats": the panel searches cats; a pick replaces all of it', async () => {
    await control.reset();
    const page = await typeInto(`${opted}/textarea.html`, ' /gif ');
    try {
      // The pause opened the panel; the person types on as it comes, into the field and the panel.
      await expect.poll(() => hasPanel(page)).toBe(true);
      await page.type('cats');
      await expect.poll(searchedCats).toBe(true);
      await pickReplacesTheCommand(page);
    } finally {
      await page.close();
    }
  });

  test('a site not chosen, and the site once turned off: /gif cats does nothing', async () => {
    // An absence has no event of its own: each page is typed into first, then a page of a chosen
    // site is, and once that one's panel is up the first has had longer than a chosen site takes.
    const typedThenChosen = async (url: string, chosenSite: string) => {
      const page = await typeInto(url, ' /gif cats');
      const chosen = await typeInto(`${chosenSite}/textarea.html`, ' /gif cats');
      await expect.poll(() => hasPanel(chosen)).toBe(true);
      await chosen.close();
      return page;
    };
    const elsewhere = await typedThenChosen(`${env.composersUrl}textarea.html`, opted);
    expect(await hasPanel(elsewhere)).toBe(false);
    expect(await fieldText(elsewhere)).toBe('Hello world /gif cats');
    await elsewhere.close();

    await options.clickButton(`Remove ${opted}`);
    await expect.poll(feedback).toBe(`${opted}: /gif is off and its access given back|`);
    expect(await browserSide()).toEqual({ granted: false, scripts: [] });
    // The other site, turned on now, is the chosen one that answers.
    const other = new URL(env.composersUrl).origin;
    await options.fill('#slash-site', other);
    await options.clickButton('Turn on for this site');
    await expect.poll(feedback).toBe(`${other}: /gif is on|`);
    const page = await typedThenChosen(`${opted}/textarea.html`, other);
    expect(await hasPanel(page)).toBe(false);
    expect(await fieldText(page)).toBe('Hello world /gif cats');
    await page.close();
  });
});
