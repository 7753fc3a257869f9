import type { BrowserContext, Page } from '@playwright/test';
import { type LaunchedExtension, launchWithExtension, storeInsertAs } from '../../harness/chromium.ts';
import { stopBackgroundWorker } from '../background-worker.ts';
import { resetExtension } from '../shared-profile.ts';
import type { DriverPage, ExtensionDriver, LauncherHooks } from './extension-driver.ts';

/** The extension API of an extension page. */
declare const chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };

class ChromiumPage implements DriverPage {
  constructor(readonly page: Page) {}

  async waitFor(selector: string, options: { hidden?: boolean; timeout?: number } = {}): Promise<void> {
    await this.page
      .locator(selector)
      .first()
      .waitFor({ state: options.hidden ? 'hidden' : 'visible', timeout: options.timeout });
  }

  async click(selector: string): Promise<void> {
    await this.page.locator(selector).first().click();
  }

  async fill(selector: string, value: string): Promise<void> {
    await this.page.locator(selector).first().fill(value);
  }

  async clickButton(name: string): Promise<void> {
    await this.page.getByRole('button', { name, exact: true }).click();
  }

  async select(selector: string, value: string): Promise<void> {
    await this.page.locator(selector).first().selectOption(value);
  }

  async setFile(selector: string, file: string): Promise<void> {
    await this.page.locator(selector).first().setInputFiles(file);
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  async evaluateInFrame<R, A>(urlPart: string, fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    const frame = this.page.frames().find((candidate) => candidate.url().includes(urlPart));
    if (!frame) throw new Error(`no frame at ${urlPart}`);
    return frame.evaluate(fn as unknown as (arg: unknown) => Promise<R>, arg);
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.page.evaluate(fn as unknown as (arg: unknown) => Promise<R>, arg);
  }

  bringToFront(): Promise<void> {
    return this.page.bringToFront();
  }

  async mouse(action: 'move' | 'down' | 'up', at?: { x: number; y: number }): Promise<void> {
    if (action === 'move') await this.page.mouse.move(at?.x ?? 0, at?.y ?? 0);
    else await this.page.mouse[action]();
  }

  async resize(width: number, height: number): Promise<void> {
    await this.page.setViewportSize({ width, height });
  }

  screenshot(file: string): Promise<Uint8Array> {
    return this.page.screenshot({ path: file });
  }

  close(): Promise<void> {
    return this.page.close();
  }
}

/** The text path: Link chosen (the default, Automatic, puts pictures into rich fields). */
const INSERT_AS = 'url';

/** Chromium with the MV3 build, one profile for the driver's whole life. */
export class ChromiumDriver implements ExtensionDriver {
  readonly browserName = 'chromium';

  private readonly context: BrowserContext;
  private readonly extensionId: string;

  private constructor(private readonly launched: LaunchedExtension) {
    this.context = launched.context;
    this.extensionId = launched.extensionId;
  }

  static async launch(executablePath: string, extensionDir: string): Promise<ChromiumDriver> {
    const launched = await launchWithExtension({
      insertAs: INSERT_AS,
      extensionDir,
      executablePath,
      headless: process.env.HEADED !== '1',
      stillImages: true,
    });
    return new ChromiumDriver(launched);
  }

  /** A fresh install's state again, for the next block (shared-profile.ts), Link chosen as at launch. */
  async reset(): Promise<void> {
    await resetExtension(this.launched);
    await storeInsertAs(this.launched.serviceWorker, INSERT_AS);
  }

  async openExtensionPage(pathAndQuery: string): Promise<DriverPage> {
    const page = await this.context.newPage();
    await page.setViewportSize({ width: 400, height: 600 });
    await page.goto(`chrome-extension://${this.extensionId}/${pathAndQuery}`);
    return new ChromiumPage(page);
  }

  async openWebPage(url: string): Promise<DriverPage> {
    const page = await this.context.newPage();
    await page.goto(url);
    return new ChromiumPage(page);
  }

  async restartBackground(): Promise<void> {
    const page = await this.context.newPage();
    try {
      await page.goto(`chrome-extension://${this.extensionId}/options.html`);
      await stopBackgroundWorker(this.context, page);
      // Any event starts the worker again, as the next message from a page would.
      await page.evaluate(() => chrome.runtime.sendMessage({ type: 'getDiagnostics' }));
    } finally {
      await page.close();
    }
  }

  async fireLauncher(event: 'onClicked' | 'onCommand', args: unknown[]): Promise<void> {
    const [worker] = this.context.serviceWorkers();
    if (!worker) throw new Error('no service worker');
    await worker.evaluate(
      ({ event, args }) => (globalThis as LauncherHooks).__gifdropTestHooks?.launchers[event](...args),
      { event, args },
    );
  }

  close(): Promise<void> {
    return this.context.close();
  }
}
