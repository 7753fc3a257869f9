import { type BrowserContext, test as base, type Worker } from '@playwright/test';
import { type LaunchedExtension, launchWithExtension } from '../harness/chromium.ts';
import { type E2eEnv, readE2eEnv } from './e2e-env.ts';
import { BackgroundApi } from './pages/background-api.ts';
import { OptionsPage } from './pages/options-page.ts';
import { PopupPage } from './pages/popup-page.ts';
import { ServiceControl } from './service-control.ts';

interface ExtensionOptions {
  /** Which build to load: `test` (reference service, key set) or `production` (no key). */
  build: 'test' | 'production';
  /** Chromium's UI language (`--lang`); the system's when undefined. */
  lang: string | undefined;
  /** "Insert as" stored at launch (`url`: Link, for the text path); null: nothing, the default. */
  insertAs: string | null;
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
}

/**
 * Each test gets a fresh Chromium profile with the test build loaded; `context` replaces
 * Playwright's own so the built-in `page` fixture opens in it. HEADED=1 shows the browser.
 */
export const test = base.extend<ExtensionOptions & ExtensionFixtures & { context: BrowserContext }>({
  build: ['test', { option: true }],
  lang: [undefined, { option: true }],
  // The text path's specs insert links (Link chosen); picture specs use the default, Automatic.
  insertAs: ['url', { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  env: async ({}, use) => {
    await use(readE2eEnv());
  },
  launched: async ({ env, build, lang, insertAs }, use) => {
    const launched = await launchWithExtension({
      extensionDir: build === 'production' ? env.productionExtensionDir : env.extensionDir,
      executablePath: env.chromiumPath,
      headless: process.env.HEADED !== '1',
      lang,
      insertAs: insertAs ?? undefined,
    });
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
  control: async ({ env }, use) => {
    const control = new ServiceControl(env.controlUrl);
    await control.reset();
    await use(control);
    await control.clearFaults();
  },
});

export const expect = test.expect;
