import type { Locator, Page } from '@playwright/test';
import type { WxtBrowser } from 'wxt/browser';

/** The extension API inside the browser, for functions Playwright runs there. */
declare const chrome: WxtBrowser;

/** The toolbar popup, opened as a tab (a real toolbar popup cannot be driven by Playwright). */
export class PopupPage {
  readonly heading: Locator;
  readonly attribution: Locator;
  readonly settingsLink: Locator;
  readonly search: Locator;
  readonly counter: Locator;
  readonly tiles: Locator;
  readonly alert: Locator;
  readonly notice: Locator;
  readonly retry: Locator;
  readonly panel: Locator;
  readonly categoriesToggle: Locator;
  readonly categories: Locator;
  readonly detail: Locator;
  readonly translate: Locator;
  readonly surprise: Locator;
  readonly back: Locator;

  constructor(
    readonly page: Page,
    private readonly extensionId: string,
  ) {
    this.heading = page.getByRole('heading', { name: 'GifDrop' });
    this.attribution = page.getByText('Powered by GIPHY');
    this.settingsLink = page.getByRole('link', { name: 'Open settings' });
    this.search = page.getByRole('searchbox', { name: 'Search GIPHY' });
    this.counter = page.locator('#search-counter');
    this.tiles = page.locator('.tile');
    this.alert = page.getByRole('alert');
    this.notice = page.getByRole('status');
    this.retry = page.getByRole('button', { name: 'Try again' });
    this.panel = page.getByRole('tabpanel');
    this.categoriesToggle = page.getByRole('button', { name: 'Categories' });
    this.categories = page.locator('.category');
    this.detail = page.getByRole('dialog');
    this.translate = page.getByRole('button', { name: 'One GIF for my phrase' });
    this.surprise = page.getByRole('button', { name: 'Surprise me' });
    this.back = page.getByRole('button', { name: 'Back to results' });
  }

  get url(): string {
    return `chrome-extension://${this.extensionId}/popup.html`;
  }

  tab(name: 'GIFs' | 'Stickers' | 'Clips' | 'Emoji' | 'Recent' | 'Favorites'): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** Opens the popup; `query` such as `?tab=12` names the tab it acts on. */
  async open(query = ''): Promise<void> {
    // Popups are at most 800x600; give the page the size it will have in the toolbar.
    await this.page.setViewportSize({ width: 400, height: 600 });
    await this.page.goto(`${this.url}${query}`);
  }

  /** A button of the popup by its accessible name. */
  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }

  /** Records what the popup copies (Playwright cannot grant an extension origin clipboard reads). */
  async recordClipboard(): Promise<void> {
    await this.page.addInitScript(() => {
      const clipboard = navigator.clipboard;
      const write = clipboard.writeText.bind(clipboard);
      clipboard.writeText = (text: string) => {
        (window as unknown as { copied: string }).copied = text;
        return write(text).catch(() => undefined);
      };
    });
  }

  /** What the popup last copied, once `recordClipboard` ran before `open`. */
  copied(): Promise<string | undefined> {
    return this.page.evaluate(() => (window as unknown as { copied?: string }).copied);
  }

  /** Waits for the first tiles with their media loaded. */
  async waitForTiles(): Promise<void> {
    await this.page.locator('.tile.loaded').first().waitFor();
  }

  /** The id of the browser tab whose URL starts with `url` (the test build may see 127.0.0.1 tabs). */
  tabIdOf(url: string): Promise<number> {
    return this.page.evaluate(async (prefix) => {
      const tabs = await chrome.tabs.query({});
      const tab = tabs.find((candidate) => (candidate.url ?? '').startsWith(prefix));
      if (tab?.id === undefined) throw new Error(`no tab at ${prefix}`);
      return tab.id;
    }, url);
  }

  /** Pastes `text` into the search box, as Ctrl+V does (an `input` of type `insertFromPaste`). */
  async paste(text: string): Promise<void> {
    await this.search.evaluate((input: HTMLInputElement, value) => {
      input.focus();
      input.value = value;
      input.dispatchEvent(
        new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste', data: value }),
      );
    }, text);
  }

  /** The ids of the tiles shown, in order. */
  tileIds(): Promise<string[]> {
    return this.tiles.evaluateAll((tiles) =>
      tiles
        .sort((a, b) => Number(a.getAttribute('data-tile')) - Number(b.getAttribute('data-tile')))
        .map((tile) => tile.getAttribute('data-item-id') ?? ''),
    );
  }

  /** Scrolls the grid by `pixels`. */
  async scrollGrid(pixels: number): Promise<void> {
    await this.page.locator('.grid-scroller').evaluate((element, by) => {
      element.scrollTop += by;
    }, pixels);
  }
}
