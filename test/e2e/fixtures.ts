import { type BrowserContext, test as base, type Worker } from '@playwright/test';
import { type LaunchedExtension, launchWithExtension, storeInsertAs } from '../harness/chromium.ts';
import { type E2eEnv, readE2eEnv } from './e2e-env.ts';
import { BackgroundApi } from './pages/background-api.ts';
import { OptionsPage } from './pages/options-page.ts';
import { PopupPage } from './pages/popup-page.ts';
import { ServiceControl } from './service-control.ts';
import { resetExtension } from './shared-profile.ts';

interface ExtensionOptions {
  /** Which build to load: `test` (reference service, key set) or `production` (no key). */
  build: 'test' | 'production';
  /** Chromium's UI language (`--lang`); the system's when undefined. */
  lang: string | undefined;
  /**
   * `fresh`: a new Chromium profile for the test (the default). `shared`: the worker's browser,
   * the extension reset to a fresh install's state after each test (shared-profile.ts), for the
   * tests that need no first install, no browser state of their own and no second launch:
   * `test.use({ profile: 'shared' })` at the top of the file.
   */
  profile: 'fresh' | 'shared';
  /** "Insert as" stored at launch (`url`: Link, for the text path); null: nothing, the default. */
  insertAs: string | null;
}

/** The worker's browser for `profile: 'shared'` tests: one at a time, for one build and language. */
class SharedBrowser {
  private current: { key: string; launched: LaunchedExtension } | undefined;

  async take(key: string, launch: () => Promise<LaunchedExtension>): Promise<LaunchedExtension> {
    if (this.current?.key !== key) {
      await this.close();
      this.current = { key, launched: await launch() };
    }
    return this.current.launched;
  }

  /** After a test: reset for the next one, or closed when the test failed (its state is unknown). */
  async giveBack(testPassed: boolean): Promise<void> {
    const current = this.current;
    if (!current) return;
    if (!testPassed) return this.close();
    try {
      current.launched = await resetExtension(current.launched);
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    const current = this.current;
    this.current = undefined;
    await current?.launched.context.close();
  }
}

interface ExtensionFixtures {
  env: E2eEnv;
  launched: LaunchedExtension;
  extensionId: string;
  serviceWorker: Worker;
  popupPage: PopupPage;
  optionsPage: OptionsPage;
  /** The reference service's control API, reset before the test (one service serves every test). */
  control: ServiceControl;
  /** Protocol messages sent from an extension page (the popup, opened as a tab). */
  api: BackgroundApi;
  /**
   * Every test starts with its worker's service as new, whether it asks for `control` or not, and
   * leaves it so for the files that drive their own browser: a test may change a key's policy
   * (clips not approved) or leave faults.
   */
  freshService: undefined;
}

/**
 * Each test gets Chromium with the test build loaded: a fresh profile, or with
 * `profile: 'shared'` the worker's browser reset to a fresh install's state; `context` replaces
 * Playwright's own so the built-in `page` fixture opens in it. HEADED=1 shows the browser.
 */
export const test = base.extend<
  ExtensionOptions & ExtensionFixtures & { context: BrowserContext },
  { sharedBrowser: SharedBrowser }
>({
  build: ['test', { option: true }],
  lang: [undefined, { option: true }],
  profile: ['fresh', { option: true }],
  sharedBrowser: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const shared = new SharedBrowser();
      await use(shared);
      await shared.close();
    },
    { scope: 'worker' },
  ],
  // The text path's specs insert links (Link chosen); picture specs use the default, Automatic.
  insertAs: ['url', { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  env: async ({}, use) => {
    await use(readE2eEnv());
  },
  launched: async ({ env, build, lang, profile, insertAs, sharedBrowser }, use, testInfo) => {
    const launch = () =>
      launchWithExtension({
        extensionDir: build === 'production' ? env.productionExtensionDir : env.extensionDir,
        executablePath: env.chromiumPath,
        headless: process.env.HEADED !== '1',
        lang,
        insertAs: insertAs ?? undefined,
        stillImages: true,
      });
    if (profile === 'shared') {
      const shared = await sharedBrowser.take(`${build} ${lang ?? ''}`, launch);
      // The reset after each test clears storage: the choice is stored again for this one.
      if (insertAs !== null) await storeInsertAs(shared.serviceWorker, insertAs);
      await use(shared);
      await sharedBrowser.giveBack(testInfo.status === testInfo.expectedStatus);
      return;
    }
    const launched = await launch();
    await use(launched);
    await launched.context.close();
  },
  context: async ({ launched }, use) => {
    await use(launched.context);
  },
  extensionId: async ({ launched }, use) => {
    await use(launched.extensionId);
  },
  serviceWorker: async ({ launched }, use) => {
    await use(launched.serviceWorker);
  },
  popupPage: async ({ page, extensionId }, use) => {
    await use(new PopupPage(page, extensionId));
  },
  optionsPage: async ({ page, extensionId }, use) => {
    await use(new OptionsPage(page, extensionId));
  },
  api: async ({ page, extensionId }, use) => {
    await use(new BackgroundApi(page, extensionId));
  },
  freshService: [
    async ({ env }, use) => {
      const control = new ServiceControl(env.controlUrl);
      await control.reset();
      await use(undefined);
      await control.reset();
    },
    { auto: true },
  ],
  control: async ({ env, freshService: _ }, use) => {
    await use(new ServiceControl(env.controlUrl));
  },
});

export const expect = test.expect;
