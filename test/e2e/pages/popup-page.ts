import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import type { WxtBrowser } from 'wxt/browser';
import { type LayoutShift, layoutShifts, overflowOf, recordLayoutShifts } from './layout-probes.ts';

/** The extension API inside the browser, for functions Playwright runs there. */
declare const chrome: WxtBrowser;

/** Runs in a page: keeps each word of its status line in `__gifdropWords`, from the line's first. */
function keepStatusWords(): void {
  const words: string[] = [];
  Object.assign(window, { __gifdropWords: words });
  const keep = (notice: Element) => {
    if (notice.textContent) words.push(notice.textContent);
  };
  const watch = (notice: Element) => {
    keep(notice);
    new MutationObserver(() => keep(notice)).observe(notice, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  };
  const line = () => document.querySelector('footer .notice[role="status"]');
  const found = line();
  if (found) {
    watch(found);
    return;
  }
  const waiting = new MutationObserver(() => {
    const notice = line();
    if (!notice) return;
    waiting.disconnect();
    watch(notice);
  });
  waiting.observe(document, { childList: true, subtree: true });
}

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
  /** The footer: the status line, the Upload and Settings links, the attribution mark. */
  readonly footer: Locator;
  /** Each tile's star ("Add to Favorites (F)", or "Remove from…" once starred), in tile order. */
  readonly stars: Locator;
  /** Each tile's "i" button ("Details of …"), in tile order. */
  readonly detailsButtons: Locator;
  readonly detail: Locator;
  readonly translate: Locator;
  readonly surprise: Locator;
  readonly back: Locator;
  /** The single result of translate or random, shown large. */
  readonly single: Locator;
  readonly sound: Locator;

  constructor(
    readonly page: Page,
    private readonly extensionId: string,
  ) {
    this.heading = page.getByRole('heading', { name: 'GifDrop' });
    this.attribution = page.getByRole('img', { name: 'Powered by GIPHY' });
    this.settingsLink = page.getByRole('link', { name: 'Open settings' });
    // "Search GIPHY", or on the Emoji tab "Filter emoji by name".
    this.search = page.getByRole('searchbox');
    this.counter = page.locator('#search-counter');
    this.tiles = page.locator('.tile');
    this.alert = page.getByRole('alert');
    // The status line in the footer (previews and progress have statuses of their own).
    this.notice = page.getByRole('contentinfo').getByRole('status');
    this.retry = page.getByRole('button', { name: 'Try again' });
    this.panel = page.getByRole('tabpanel');
    this.categoriesToggle = page.getByRole('button', { name: 'Categories' });
    this.categories = page
      .getByRole('region', { name: 'Categories', exact: true })
      .getByRole('listitem')
      .getByRole('button');
    this.footer = page.getByRole('contentinfo');
    this.stars = page.getByRole('button', { name: /^(Add to|Remove from) Favorites \(F\)$/ });
    this.detailsButtons = page.getByRole('button', { name: /^Details of / });
    this.detail = page.getByRole('dialog');
    this.translate = page.getByRole('button', { name: 'One GIF for my phrase' });
    this.surprise = page.getByRole('button', { name: 'Surprise me' });
    this.back = page.getByRole('button', { name: 'Back to results' });
    this.single = page.locator('.single');
    this.sound = page.getByRole('button', { name: 'Sound' });
  }

  /** The picker already open in `page` (a picker window, a popup opened by the command). */
  static of(page: Page): PopupPage {
    return new PopupPage(page, new URL(page.url()).host);
  }

  get url(): string {
    return `chrome-extension://${this.extensionId}/popup.html`;
  }

  tab(name: 'GIFs' | 'Stickers' | 'Clips' | 'Emoji' | 'Recent' | 'Favorites'): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** Opens the popup; `query` such as `?tab=12` names the tab it acts on. */
  /**
   * Opens the popup. `waitUntil`: by default the page's load, which also waits for every image in
   * the document by then (the first row's, when the answer was quick); `commit` returns as soon as
   * the popup's document is there, for a test that watches its images arrive.
   */
  async open(query = '', waitUntil: 'load' | 'commit' = 'load'): Promise<void> {
    // Popups are at most 800x600; give the page the size it will have in the toolbar.
    await this.page.setViewportSize({ width: 400, height: 600 });
    await this.page.goto(`${this.url}${query}`, { waitUntil });
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

  /**
   * Every text the notice shows from now on, as Node receives it: a picker window that closes
   * itself after "Inserted" may be gone before a poll of the notice reads it.
   */
  async recordNotices(): Promise<string[]> {
    const said: string[] = [];
    await this.page.exposeFunction('__gifdropNoticeSaid', (text: string) => said.push(text));
    await this.notice.evaluate((notice) => {
      const tell = (globalThis as unknown as { __gifdropNoticeSaid(text: string): void }).__gifdropNoticeSaid;
      new MutationObserver(() => tell(notice.textContent ?? '')).observe(notice, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    return said;
  }

  /**
   * Keeps each word the status line says from now on, in the page: the line clears 5 s after its
   * last word (NOTICE_MS), which a loaded machine may spend before the test reads it.
   */
  async keepWords(): Promise<void> {
    await this.page.evaluate(keepStatusWords);
  }

  /** `keepWords` in every picker the context opens from now on, from its first word. */
  static async keepWordsIn(context: BrowserContext): Promise<void> {
    await context.addInitScript(keepStatusWords);
  }

  /** The status line's last word since `keepWords`, whether or not the line has cleared since. */
  lastWord(): Promise<string | undefined> {
    return this.page.evaluate(() =>
      (window as unknown as { __gifdropWords?: string[] }).__gifdropWords?.at(-1),
    );
  }

  /** What the popup last copied, once `recordClipboard` ran before `open`. */
  copied(): Promise<string | undefined> {
    return this.page.evaluate(() => (window as unknown as { copied?: string }).copied);
  }

  /**
   * Tiles have no role of their own (each is a button named by its item), so the page object finds
   * them by class, here only: the tile at a place in the list, the one showing an item, the focused
   * one, and the clips' videos.
   */
  tileAt(index: number): Locator {
    return this.page.locator(`.tile[data-tile="${index}"]`);
  }

  tileOf(itemId: string): Locator {
    return this.page.locator(`.tile[data-item-id="${itemId}"]`);
  }

  get focusedTile(): Locator {
    return this.page.locator('.tile:focus');
  }

  get tileVideos(): Locator {
    return this.page.locator('.tile video');
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

  /** Opens the popup on the tab at `url`, as the toolbar does for the tab in front, and waits for its tiles. */
  async openFor(url: string): Promise<void> {
    await this.open();
    await this.open(`?tab=${await this.tabIdOf(url)}`);
    await this.waitForTiles();
  }

  /** Starts recording layout shifts from the page's start; `layoutShifts` reads them. */
  recordLayoutShifts(): Promise<void> {
    return recordLayoutShifts(this.page);
  }

  /** Every layout shift recorded since the popup opened (after `recordLayoutShifts`). */
  layoutShifts(): Promise<LayoutShift[]> {
    return layoutShifts(this.page);
  }

  /** Elements of the popup that stick out of its 400 px width, or scroll sideways. */
  overflow(): Promise<string[]> {
    return overflowOf(this.page);
  }

  /** True when the attribution mark is what the page shows at its centre (nothing covers it). */
  markUncovered(): Promise<boolean> {
    return this.attribution.evaluate((mark) => {
      const box = mark.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return top === mark && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    });
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

  /** The id of the item shown large (a single result: a pasted link, translate, random), or null. */
  previewId(): Promise<string | null> {
    return this.page
      .locator('.single[data-item-id]')
      .getAttribute('data-item-id', { timeout: 1000 })
      .catch(() => null);
  }

  /** The row under the search box: what the panel shows, or the heading of its chips. */
  get rowUnderBox() {
    return this.page.locator('header .suggestions .suggestions-heading');
  }

  /** The Insert button of the item shown large. */
  get previewInsert() {
    return this.page.locator('.single').getByRole('button', { name: 'Insert' });
  }

  /** The ids of the tiles shown, in order. */
  tileIds(): Promise<string[]> {
    return this.tiles.evaluateAll((tiles) =>
      tiles
        .sort((a, b) => Number(a.getAttribute('data-tile')) - Number(b.getAttribute('data-tile')))
        .map((tile) => tile.getAttribute('data-item-id') ?? ''),
    );
  }

  /**
   * Scrolls the grid down by `pixels` once there is room to (the next page of results is in), and
   * returns after the grid has rendered a frame at its new place; false when no room came (the
   * list has ended).
   */
  async scrollGridDown(pixels: number): Promise<boolean> {
    const grid = this.page.locator('.grid-scroller');
    const top = await grid.evaluate((element) => element.scrollTop);
    const room = await expect
      .poll(() => grid.evaluate((element) => element.scrollHeight - element.clientHeight))
      .toBeGreaterThan(top)
      .then(
        () => true,
        () => false,
      );
    if (!room) return false;
    await this.scrollGrid(pixels);
    await this.afterRenders();
    return true;
  }

  /**
   * Resolves once what the last input started is done: its render (in the next frame), that
   * render's effects (Preact runs them in a task after the frame that follows) and a render they
   * start. Ordered by frames and tasks, not by time.
   */
  async afterRenders(): Promise<void> {
    await this.page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
    );
  }

  /** Scrolls the grid by `pixels`. */
  async scrollGrid(pixels: number): Promise<void> {
    await this.page.locator('.grid-scroller').evaluate((element, by) => {
      element.scrollTop += by;
    }, pixels);
  }

  /** Waits until the pick's outcome is final: the page has had its say, the send is registered or not. */
  async settled(): Promise<void> {
    await expect(this.notice).toHaveAttribute('aria-busy', 'false');
  }
}
