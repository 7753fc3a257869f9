import { expect } from '@playwright/test';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import type { WxtBrowser } from 'wxt/browser';
import { clearToFreshInstall, type GrantedAtInstall } from '../fresh-install.ts';
import { launchFirefox, openExtensionPage, storeInsertAs } from '../pages/firefox-composer.ts';
import type { DriverPage, ExtensionDriver, LauncherHooks } from './extension-driver.ts';

/** The extension API of an extension page (Firefox's own `browser`, promise-based). */
declare const browser: {
  runtime: {
    getBackgroundPage(): Promise<Window>;
    sendMessage(message: unknown): Promise<unknown>;
  };
  extension: { getViews(): Window[] };
};

/** The MV2 background page WXT generates. */
export const BACKGROUND_PAGE = '/_generated_background_page.html';

/**
 * How long `waitFor` awaits its condition: the config's `expect` timeout. With the other runs of
 * `npm test` beside it, the in-page panel once took over 5 s to show.
 */
const WAIT_MS = 30_000;

class FirefoxPage implements DriverPage {
  constructor(readonly page: Page) {}

  async waitFor(selector: string, options: { hidden?: boolean; timeout?: number } = {}): Promise<void> {
    await this.page.waitForSelector(selector, {
      ...(options.hidden ? { hidden: true } : { visible: true }),
      timeout: options.timeout ?? WAIT_MS,
    });
  }

  async click(selector: string): Promise<void> {
    await this.page.locator(selector).click();
  }

  async fill(selector: string, value: string): Promise<void> {
    // As a person replaces a field's text: select it all and type over it, each change an input
    // event. Puppeteer's fill empties the field without one, and a render in between (the popup's
    // search box is a controlled input) put the old text back in front of what it typed.
    await this.page.focus(selector);
    await this.page.keyboard.down('Control');
    await this.page.keyboard.press('KeyA');
    await this.page.keyboard.up('Control');
    if (value === '') await this.page.keyboard.press('Backspace');
    else await this.page.keyboard.type(value);
  }

  async clickButton(name: string): Promise<void> {
    await this.page.locator(`::-p-aria([name=${JSON.stringify(name)}][role="button"])`).click();
  }

  async select(selector: string, value: string): Promise<void> {
    await this.page.select(selector, value);
  }

  async setFile(selector: string, file: string): Promise<void> {
    const input = await this.page.waitForSelector(selector);
    if (!input) throw new Error(`no file input at ${selector}`);
    await (input as ElementHandle<HTMLInputElement>).uploadFile(file);
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  async evaluateInFrame<R, A>(urlPart: string, fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    const frame = this.page.frames().find((candidate) => candidate.url().includes(urlPart));
    if (!frame) throw new Error(`no frame at ${urlPart}`);
    return frame.evaluate(fn as unknown as (arg: unknown) => Promise<R>, arg) as Promise<R>;
  }

  async press(key: string): Promise<void> {
    // Playwright's form of a chord (`Alt+ArrowLeft`): puppeteer holds the modifiers itself.
    type Key = Parameters<Page['keyboard']['press']>[0];
    const keys = key.length > 1 ? key.split('+') : [key];
    const main = keys.pop() as Key;
    for (const modifier of keys) await this.page.keyboard.down(modifier as Key);
    await this.page.keyboard.press(main);
    for (const modifier of keys.reverse()) await this.page.keyboard.up(modifier as Key);
  }

  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.page.evaluate(fn as unknown as (arg: unknown) => Promise<R>, arg) as Promise<R>;
  }

  async bringToFront(): Promise<void> {
    await this.page.bringToFront();
  }

  async mouse(action: 'move' | 'down' | 'up', at?: { x: number; y: number }): Promise<void> {
    if (action === 'move') await this.page.mouse.move(at?.x ?? 0, at?.y ?? 0);
    else await this.page.mouse[action]();
  }

  async resize(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }

  screenshot(file: string): Promise<Uint8Array> {
    return this.page.screenshot({ path: file as `${string}.png` });
  }

  close(): Promise<void> {
    return this.page.close();
  }
}

/**
 * Fails plainly when Firefox did not take `locale` (`de`, `pt-BR`): without its language pack
 * Firefox falls back to English, and a language check would pass on English words.
 */
export async function expectFirefoxLanguage(page: DriverPage, locale: string): Promise<void> {
  const shown = await page.evaluate(
    () => (globalThis as unknown as { browser: WxtBrowser }).browser.i18n.getMessage('locale'),
    undefined,
  );
  // The catalogue names its language as GifDrop ships it: `es` for `es-ES`, `pt-BR` for `pt-BR`.
  if (!shown || !locale.toLowerCase().startsWith(shown.toLowerCase()))
    throw new Error(
      `Firefox shows GifDrop in "${shown}", not ${locale}: its language pack is missing ` +
        `(apt-get install firefox-esr-l10n-${locale.toLowerCase()})`,
    );
}

/** Firefox ESR with the MV2 build, driven by puppeteer-core over WebDriver BiDi. */
export class FirefoxDriver implements ExtensionDriver {
  readonly browserName = 'firefox';

  /** Granted right after the install: what `reset` returns to. */
  private atInstall: GrantedAtInstall | undefined;

  private constructor(
    private readonly browser: Browser,
    private readonly insertAs: string | undefined,
  ) {}

  /**
   * `idleTimeoutMs`: how long the event page may idle before Firefox suspends it (30 s by
   * default), so a test can see it sleep. `locale`: the browser's language (`de`, `pt-BR`), which
   * needs Firefox's language pack for it (Debian: `firefox-esr-l10n-*`).
   */
  static async launch(
    executablePath: string,
    extensionDir: string,
    options: { idleTimeoutMs?: number; insertAs?: string | undefined; locale?: string } = {},
  ): Promise<FirefoxDriver> {
    const prefs = {
      ...(options.idleTimeoutMs !== undefined && {
        'extensions.background.idle.timeout': options.idleTimeoutMs,
      }),
      // The browser's language, as a person's Firefox in that language (its language pack installed).
      ...(options.locale !== undefined && { 'intl.locale.requested': options.locale }),
    };
    // The text path: Link chosen (the default, Automatic, puts pictures into rich fields).
    const insertAs = 'insertAs' in options ? options.insertAs : 'url';
    return new FirefoxDriver(await launchFirefox(executablePath, extensionDir, prefs, insertAs), insertAs);
  }

  /** Notes what the fresh install was granted, before any test ran: `reset` needs it. */
  async noteFreshInstall(): Promise<void> {
    const page = await openExtensionPage(this.browser, 'options.html');
    try {
      this.atInstall = await page.evaluate(
        () =>
          (globalThis as unknown as { browser: WxtBrowser }).browser.permissions.getAll() as GrantedAtInstall,
      );
    } finally {
      await page.close();
    }
  }

  /**
   * The extension back to a fresh install's state, for the next file's tests in the same browser:
   * every tab but a blank one closed, its stores emptied and the permissions given since the
   * install taken back (fresh-install.ts), "Insert as" stored again as at the launch, and the
   * background page reloaded (nothing of the last test in its memory). A launch costs about 5 s
   * of a core. What a fresh profile has and this does not: an empty HTTP cache.
   */
  async reset(): Promise<void> {
    if (!this.atInstall) throw new Error('reset needs noteFreshInstall() first');
    const [kept, ...others] = await this.browser.pages();
    for (const page of others) await page.close();
    await kept?.goto('about:blank');
    const page = await openExtensionPage(this.browser, 'options.html');
    try {
      await page.evaluate(clearToFreshInstall, this.atInstall);
      if (this.insertAs !== undefined) await storeInsertAs(page, this.insertAs);
    } finally {
      await page.close();
    }
    await this.restartBackground();
  }

  /**
   * Waits until Firefox has suspended the event page. It is watched from `watcher`, an extension
   * page that sends nothing (`extension.getViews` lists the background page while it runs, and
   * asking does not wake it).
   */
  async waitForBackgroundAsleep(watcher: DriverPage): Promise<void> {
    await expect
      .poll(
        () =>
          watcher.evaluate(
            (page) => browser.extension.getViews().some((view) => view.location.pathname === page),
            BACKGROUND_PAGE,
          ),
        { message: 'the background page did not go to sleep' },
      )
      .toBe(false);
  }

  async openExtensionPage(pathAndQuery: string): Promise<DriverPage> {
    const page = await openExtensionPage(this.browser, pathAndQuery, (page) =>
      page.setViewport({ width: 400, height: 600 }),
    );
    return new FirefoxPage(page);
  }

  async openWebPage(url: string): Promise<DriverPage> {
    const page = await this.browser.newPage();
    await page.goto(url);
    return new FirefoxPage(page);
  }

  /**
   * Reloads the MV2 background page (its in-memory state gone, as after a browser restart) and
   * waits until it answers messages again.
   */
  async restartBackground(): Promise<void> {
    const page = await openExtensionPage(this.browser, 'options.html');
    try {
      // A mark on the old page's window: gone once a new page has started. An idle background is
      // suspended (no page to mark): a message wakes it, and the mark waits for its page.
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              await browser.runtime.sendMessage({ type: 'getDiagnostics' });
              const background = await browser.runtime.getBackgroundPage();
              if (!background) return false;
              (background as Window & { beforeRestart?: true }).beforeRestart = true;
              background.location.reload();
              return true;
            }),
          { message: 'the background page could not be marked' },
        )
        .toBe(true);
      // Back once a page without the mark answers: the old page may still answer before its reload,
      // and the new one exists before its listeners do ("Receiving end does not exist").
      await expect
        .poll(
          () =>
            page
              .evaluate(async () => {
                const background = await browser.runtime.getBackgroundPage();
                if ((background as (Window & { beforeRestart?: true }) | null)?.beforeRestart) return 'old';
                await browser.runtime.sendMessage({ type: 'getDiagnostics' });
                return 'new';
              })
              .catch(() => 'not answering'),
          { message: 'the background page did not come back' },
        )
        .toBe('new');
    } finally {
      await page.close();
    }
  }

  async fireLauncher(event: 'onClicked' | 'onCommand', args: unknown[]): Promise<void> {
    const page = await openExtensionPage(this.browser, 'options.html');
    try {
      await page.evaluate(
        async (event, args) => {
          const background = (await browser.runtime.getBackgroundPage()) as Window & LauncherHooks;
          const launchers = background.__gifdropTestHooks?.launchers;
          if (!launchers) throw new Error('the background exposes no launchers');
          launchers[event as 'onClicked' | 'onCommand'](...(args as unknown[]));
        },
        event,
        args,
      );
    } finally {
      await page.close();
    }
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}
