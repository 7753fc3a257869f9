import { test as base } from '@playwright/test';
import { type E2eEnv, readE2eEnv } from '../e2e-env.ts';
import { findFirefox } from '../pages/firefox-composer.ts';
import { ServiceControl } from '../service-control.ts';
import { ChromiumDriver } from './chromium-driver.ts';
import { type DriverPage, type ExtensionDriver, tabIdOf } from './extension-driver.ts';
import { FirefoxDriver } from './firefox-driver.ts';

export interface BothBrowsers {
  /** The browser of the running describe block, launched once for the whole block. */
  driver(): ExtensionDriver;
  env: E2eEnv;
  /** The reference service's control API, reset before each test. */
  control: ServiceControl;
  /** Opens an extension page for this test (closed after it). */
  open(pathAndQuery: string): Promise<DriverPage>;
  /** Opens a web page for this test (closed after it). */
  openWeb(url: string): Promise<DriverPage>;
}

const LAUNCHERS: Record<ExtensionDriver['browserName'], (env: E2eEnv) => Promise<ExtensionDriver>> = {
  chromium: (env) => ChromiumDriver.launch(env.chromiumPath, env.extensionDir),
  firefox: (env) => {
    const firefox = findFirefox();
    // A missing browser is a failure that says what to install, never a silent skip.
    if (!firefox)
      throw new Error('Firefox is needed for these tests: apt-get install firefox-esr, or set FIREFOX_PATH');
    return FirefoxDriver.launch(firefox, env.firefoxExtensionDir);
  },
};

/**
 * The worker's browsers for the blocks of every file it runs: each launched by the first block
 * that needs it and reset to a fresh install for each next one, closed with the worker. A launch
 * costs about 5 s of a core in Firefox and 1.5 in Chromium; the cross files have 18 blocks each.
 */
class WorkerBrowsers {
  private readonly drivers = new Map<ExtensionDriver['browserName'], ExtensionDriver>();

  async take(browserName: ExtensionDriver['browserName'], env: E2eEnv): Promise<ExtensionDriver> {
    const kept = this.drivers.get(browserName);
    if (kept) {
      try {
        await kept.reset();
        return kept;
      } catch (error) {
        this.drivers.delete(browserName);
        await kept.close();
        throw error;
      }
    }
    const driver = await LAUNCHERS[browserName](env);
    try {
      if (driver instanceof FirefoxDriver) await driver.noteFreshInstall();
    } catch (error) {
      await driver.close();
      throw error;
    }
    this.drivers.set(browserName, driver);
    return driver;
  }

  async close(): Promise<void> {
    const drivers = [...this.drivers.values()];
    this.drivers.clear();
    for (const driver of drivers) await driver.close();
  }
}

/** The cross specs' `test`: Playwright's, with the worker's browsers. */
export const test = base.extend<object, { workerBrowsers: WorkerBrowsers }>({
  workerBrowsers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const browsers = new WorkerBrowsers();
      await use(browsers);
      await browsers.close();
    },
    { scope: 'worker' },
  ],
});

export const expect = test.expect;

/**
 * Declares the same tests once per browser: `[chromium] title` and `[firefox] title`. Each block
 * has one browser: the worker's, reset to a fresh install for it. Its tests run in
 * order and share the profile, so each test leaves the extension's settings as it found them.
 */
export function describeInBothBrowsers(title: string, body: (ctx: BothBrowsers) => void): void {
  for (const browserName of ['chromium', 'firefox'] as const) {
    test.describe(`[${browserName}] ${title}`, () => {
      test.describe.configure({ mode: 'serial' });
      const env = readE2eEnv();
      const control = new ServiceControl(env.controlUrl);
      let driver: ExtensionDriver | undefined;
      test.beforeAll(async ({ workerBrowsers }) => {
        driver = await workerBrowsers.take(browserName, env);
      });
      // The browser stays for the next block; a failed test ends the worker, and its browsers.
      test.beforeEach(async () => {
        await control.reset();
      });
      const pages: DriverPage[] = [];
      test.afterEach(async () => {
        for (const page of pages.splice(0)) await page.close().catch(() => {});
        await control.clearFaults();
      });
      const started = () => {
        if (!driver) throw new Error('the browser did not start');
        return driver;
      };
      const kept = async (opening: Promise<DriverPage>) => {
        const page = await opening;
        pages.push(page);
        return page;
      };
      body({
        driver: started,
        env,
        control,
        open: (pathAndQuery) => kept(started().openExtensionPage(pathAndQuery)),
        openWeb: (url) => kept(started().openWebPage(url)),
      });
    });
  }
}

/**
 * The textarea bench page (`Hello world`) with the caret after `Hello `, an options page to send
 * messages from, and the page's tab id: where the pick and launcher specs insert.
 */
export function openTextareaWithCaret(
  context: Pick<BothBrowsers, 'env' | 'open' | 'openWeb'>,
): Promise<{ composer: DriverPage; options: DriverPage; tabId: number }> {
  return openComposerWithCaret(context, 'textarea');
}

/** The same for the textarea, contenteditable or webmail bench page (all `Hello world`). */
export async function openComposerWithCaret(
  { env, open, openWeb }: Pick<BothBrowsers, 'env' | 'open' | 'openWeb'>,
  kind: 'textarea' | 'contenteditable' | 'webmail',
  query = '',
): Promise<{ composer: DriverPage; options: DriverPage; tabId: number }> {
  const url = `${env.composersUrl}${kind}.html${query}`;
  // The options page first: the composer's tab is then the one in front (Firefox renders a tab
  // behind another, and the panel's frame in it, only now and then).
  const options = await open('options.html');
  const composer = await openWeb(url);
  await composer.waitFor('html[data-ready]');
  await composer.evaluate(() => {
    const field = document.querySelector('#field') as HTMLElement;
    field.focus();
    if (field instanceof HTMLTextAreaElement) field.setSelectionRange('Hello '.length, 'Hello '.length);
    else {
      const text = field.firstChild as Text;
      getSelection()?.setBaseAndExtent(text, 'Hello '.length, text, 'Hello '.length);
    }
  }, undefined);
  return { composer, options, tabId: await tabIdOf(options, url) };
}
