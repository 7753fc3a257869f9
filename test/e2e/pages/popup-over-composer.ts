import type { BrowserContext } from '@playwright/test';
import type { ComposerCase } from '../../composers/composer-cases.ts';
import { type LaunchedExtension, launchWithExtension } from '../../harness/chromium.ts';
import type { E2eEnv } from '../e2e-env.ts';
import { ServiceControl } from '../service-control.ts';
import { BackgroundApi } from './background-api.ts';
import { ComposerPage } from './composer-page.ts';
import { pageInOwnWindow } from './own-window.ts';
import { PopupPage } from './popup-page.ts';

/**
 * One browser with the extension, a composer tab, the popup acting on that tab, and an extension
 * page for background messages: the whole pick path, shared by the cases of a serial spec (a
 * launch per case would double the time).
 */
export class PopupOverComposer {
  readonly control: ServiceControl;

  private constructor(
    readonly launched: LaunchedExtension,
    readonly composerPage: ComposerPage,
    readonly popupPage: PopupPage,
    readonly api: BackgroundApi,
    readonly tabId: number,
    env: E2eEnv,
  ) {
    this.control = new ServiceControl(env.controlUrl);
  }

  /** `insertAs`: stored before the popup opens; `url` (Link) by default, `null` for the default setting. */
  static async launch(env: E2eEnv, insertAs: string | null = 'url'): Promise<PopupOverComposer> {
    const launched = await launchWithExtension({
      // The text path: Link chosen (the default, Automatic, puts pictures into rich fields).
      insertAs: insertAs ?? undefined,
      extensionDir: env.extensionDir,
      executablePath: env.chromiumPath,
      headless: process.env.HEADED !== '1',
      stillImages: true,
    });
    const { context, extensionId } = launched;
    const composerPage = new ComposerPage(await context.newPage(), env.composersUrl);
    await composerPage.open('blank.html');
    // Its own window: the composer's tab, in front in the first one, does not hide it.
    const popupPage = new PopupPage(await pageInOwnWindow(context), extensionId);
    await popupPage.recordClipboard();
    await popupPage.open();
    const tabId = await popupPage.tabIdOf(composerPage.url('blank.html'));
    const api = new BackgroundApi(await pageInOwnWindow(context), extensionId);
    await api.open();
    return new PopupOverComposer(launched, composerPage, popupPage, api, tabId, env);
  }

  get context(): BrowserContext {
    return this.launched.context;
  }

  /**
   * Opens a composer with the caret after "Hello " (then runs `afterCaret`, e.g. a page that
   * sabotages), opens the popup on its tab with its tiles loaded, forgets earlier pingbacks and
   * brings the composer to the front, as the person sees it when they pick.
   */
  async prepare(
    composer: ComposerCase & { query?: string },
    afterCaret?: () => Promise<void>,
  ): Promise<void> {
    await this.composerPage.open(composer.page, {
      frame: composer.frame,
      ...(composer.query ? { query: composer.query } : {}),
    });
    await this.composerPage.placeCaret(composer, 'Hello '.length);
    await afterCaret?.();
    await this.popupPage.open(`?tab=${this.tabId}`);
    await this.popupPage.waitForTiles();
    await this.control.reset();
    await this.composerPage.page.bringToFront();
  }

  /** Clicks the first tile of the popup. */
  pickFirst(): Promise<void> {
    return this.popupPage.tiles.first().click();
  }

  /** The pingback actions the service has received, after the queue was flushed. */
  async actions(): Promise<string[]> {
    await this.api.value({ type: 'flushPingbacks' });
    return (await this.control.pingbacks()).map((pingback) => pingback.action);
  }

  close(): Promise<void> {
    return this.context.close();
  }
}
