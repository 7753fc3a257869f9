import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type ElementHandle, type Frame, launch, type Page } from 'puppeteer-core';
import type { WxtBrowser } from 'wxt/browser';
import type { Picture } from '../../../src/insertion/picture.ts';
import type { ComposerCase } from '../../composers/composer-cases.ts';
import { type DriverResult, finalScript, insertScript } from '../../composers/insertion-driver-script.ts';
import type { ModelPicture } from '../../composers/pages/scripts/expose.ts';
import { installSabotage, type Sabotage } from './page-sabotage.ts';

/** The Gecko id of the Firefox build (wxt.config.ts) and the internal UUID we give it. */
export const GECKO_ID = 'gifdrop@gifdrop.app';
export const EXTENSION_UUID = '7d0c6a56-8f0e-4b1c-9a53-2f4d1e6b8c11';
/** As in composer-page.ts: longer than Slate's 100 ms `selectionchange` throttle. */
const PAUSE_MS = 150;

// A span that must pass (Slate's throttle, PAUSE_MS), and the poll interval of the loops below:
// no event says that Slate has read the selection.
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Firefox ESR with the extension installed, driven by puppeteer-core over WebDriver BiDi
 * (Playwright cannot drive Firefox ESR here). One composer page and one extension page that
 * stands in for the popup, as ComposerPage and InsertionDriver do in Chromium.
 */
export class FirefoxComposer {
  private constructor(
    private readonly browser: Browser,
    private readonly extensionPage: Page,
    private readonly baseUrl: string,
  ) {}

  static async launch(
    executablePath: string,
    extensionDir: string,
    baseUrl: string,
  ): Promise<FirefoxComposer> {
    const browser = await launchFirefox(executablePath, extensionDir);
    try {
      return new FirefoxComposer(browser, await openExtensionPage(browser, 'options.html'), baseUrl);
    } catch (error) {
      await browser.close();
      throw error;
    }
  }

  close(): Promise<void> {
    return this.browser.close();
  }

  url(page: string): string {
    return `${this.baseUrl}${page}`;
  }

  /** Opens a composer page and puts the caret `offset` characters in, with the keyboard. */
  async openWithCaret(composer: ComposerCase & { query?: string }, offset: number): Promise<Page> {
    const page = await this.browser.newPage();
    await page.goto(this.url(composer.page) + (composer.query ?? ''));
    await page.waitForSelector('html[data-ready]');
    const scope: Page | Frame = composer.frame ? await frameOf(page, composer.frame) : page;
    if (composer.frame) await scope.waitForSelector('html[data-ready]');
    const selector = composer.shadowHost ? `${composer.shadowHost} >>> ${composer.field}` : composer.field;
    await scope.click(selector);
    await page.keyboard.down('Control');
    await page.keyboard.press('Home');
    await page.keyboard.up('Control');
    await pause(PAUSE_MS);
    await caretInModel(page, 0);
    for (let step = 0; step < offset; step++) await page.keyboard.press('ArrowRight');
    await pause(PAUSE_MS);
    await caretInModel(page, offset);
    return page;
  }

  /** Makes the page refuse or delay the techniques, in all its frames (see page-sabotage.ts). */
  async sabotage(page: Page, how: Sabotage): Promise<void> {
    for (const frame of page.frames()) await frame.evaluate(installSabotage, how);
  }

  /**
   * From the extension page, injects into the composer's top frame and sends `text`. With
   * `behind`, the extension page is in front and the composer's tab hidden, as behind a picker
   * opened in a tab.
   */
  async insert(
    composerPage: Page,
    composer: ComposerCase,
    text: string,
    spacing = false,
    { behind = false, picture }: { behind?: boolean; picture?: Picture } = {},
  ): Promise<DriverResult> {
    await (behind ? this.extensionPage : composerPage).bringToFront();
    const script = insertScript({
      url: this.url(composer.page),
      text,
      frameId: 0,
      spacing,
      ...(picture ? { picture } : {}),
    });
    return (await this.extensionPage.evaluate(script)) as DriverResult;
  }

  /** What the answer of the last `insert` became once final (`null`: it stood). */
  final(composer: ComposerCase): Promise<unknown> {
    return this.extensionPage.evaluate(finalScript({ url: this.url(composer.page), frameId: 0 }));
  }

  /** The pictures in the editor's model (none where it has no such model). */
  pictures(page: Page): Promise<ModelPicture[]> {
    return page.evaluate(() => window.__editor?.getPictures?.() ?? []);
  }

  /** The text according to the editor's model. */
  text(page: Page): Promise<string> {
    return page.evaluate(() => window.__editor?.getText() ?? '');
  }

  async undo(page: Page): Promise<void> {
    await page.bringToFront();
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyZ');
    await page.keyboard.up('Control');
  }
}

/**
 * Firefox ESR with the extension at `extensionDir` installed (a temporary add-on with our UUID),
 * showing animated images still; `prefs` are more of Firefox's preferences for the profile.
 */
export async function launchFirefox(
  executablePath: string,
  extensionDir: string,
  prefs: Record<string, unknown> = {},
  /** "Insert as" stored before the test starts (see LaunchOptions.insertAs in the harness). */
  insertAs?: string,
): Promise<Browser> {
  const browser = await launch({
    browser: 'firefox',
    executablePath,
    headless: process.env.HEADED !== '1',
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: EXTENSION_UUID }),
      // A permission request from a click is granted without Firefox's doorhanger, which
      // automation cannot answer (the optional data collection permission, custom addresses).
      'extensions.webextOptionalPermissionPrompts': false,
      // Animated images show their first frame: no test asserts motion, and an open popup's
      // animating grid cost a fifth of a core (the parent process draws in headless Firefox).
      'image.animation_mode': 'none',
      ...prefs,
    },
  });
  try {
    await browser.installExtension(extensionDir);
    if (insertAs !== undefined) {
      const page = await openExtensionPage(browser, 'options.html');
      await storeInsertAs(page, insertAs);
      await page.close();
    }
    return browser;
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** Stores "Insert as" from an extension page, as the person's own choice would. */
export async function storeInsertAs(page: Page, insertFormat: string): Promise<void> {
  await page.evaluate(
    (value) =>
      (globalThis as unknown as { browser: WxtBrowser }).browser.storage.sync.set({ insertFormat: value }),
    insertFormat,
  );
}

/**
 * How long an extension page may take to load: under the test's own 120 s, so a page that never
 * loads is named. A fresh profile's first page took over 15 s in CI beside other runs.
 */
const EXTENSION_PAGE_MS = 90_000;

/**
 * Opens an extension page (`options.html`, `popup.html?tab=3`, …) in a new tab. `goto` never
 * resolves for moz-extension pages here, and evaluating while the page loads can fail inside
 * Firefox's BiDi code, so this polls until the document has loaded.
 */
export async function openExtensionPage(
  browser: Browser,
  pathAndQuery: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<Page> {
  const page = await browser.newPage();
  await prepare?.(page);
  void page.goto(`moz-extension://${EXTENSION_UUID}/${pathAndQuery}`).catch(() => {});
  const deadline = Date.now() + EXTENSION_PAGE_MS;
  while (Date.now() < deadline && !page.isClosed() && browser.connected) {
    const state = await page.evaluate('location.protocol + document.readyState').catch(() => '');
    if (state === 'moz-extension:complete') return page;
    await pause(100);
  }
  throw new Error(`the extension page ${pathAndQuery} did not load`);
}

/** Waits until an editor that keeps its own caret (`caretOffset`) has it at `offset`. */
async function caretInModel(page: Page, offset: number): Promise<void> {
  await page.waitForFunction((want) => (window.__editor?.caretOffset?.() ?? want) === want, {}, offset);
}

/** `FIREFOX_PATH` if set, else `firefox-esr` or `firefox` on PATH (Debian's package is the first). */
export function findFirefox(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.FIREFOX_PATH) return env.FIREFOX_PATH;
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const candidates = ['firefox-esr', 'firefox'].flatMap((name) => dirs.map((dir) => path.join(dir, name)));
  return candidates.find((file) => existsSync(file));
}

async function frameOf(page: Page, selector: string): Promise<Frame> {
  const element = (await page.waitForSelector(selector)) as ElementHandle<HTMLIFrameElement> | null;
  const frame = await element?.contentFrame();
  if (!frame) throw new Error(`no frame at ${selector}`);
  return frame;
}
