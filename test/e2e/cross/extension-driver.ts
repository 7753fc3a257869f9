/**
 * What a cross-browser spec needs from a browser with GifDrop installed, so one spec runs in
 * Chromium (Playwright, MV3 service worker) and in Firefox ESR (puppeteer-core over WebDriver
 * BiDi, MV2 background page). Selectors are CSS; anything richer runs as a function in the page.
 */
export interface DriverPage {
  /** Waits until an element matching `selector` is visible (or, with `hidden`, until none is). */
  waitFor(selector: string, options?: { hidden?: boolean; timeout?: number }): Promise<void>;
  click(selector: string): Promise<void>;
  /** Replaces the value of the field at `selector` as typing would. */
  fill(selector: string, value: string): Promise<void>;
  /** Types into whatever has the focus, one key at a time. */
  type(text: string): Promise<void>;
  /** Presses a key (`ArrowDown`, `Enter`, `Tab`, …) in whatever has the focus. */
  press(key: string): Promise<void>;
  /** Runs `fn(arg)` in the page and returns its (serialisable) result. */
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  bringToFront(): Promise<void>;
  close(): Promise<void>;
}

export interface ExtensionDriver {
  readonly browserName: 'chromium' | 'firefox';
  /** Opens `popup.html?…`, `options.html`, … of the extension in a new tab (400x600 for the popup). */
  openExtensionPage(pathAndQuery: string): Promise<DriverPage>;
  /** Opens a web page in a new tab. */
  openWebPage(url: string): Promise<DriverPage>;
  /**
   * Ends the background and lets the browser start it again, as it does on its own: Chromium
   * stops the idle service worker; Firefox reloads the MV2 background page.
   */
  restartBackground(): Promise<void>;
  close(): Promise<void>;
}

/** Text content of every element matching `selector`, trimmed (for `page.evaluate`). */
export function textsOf(page: DriverPage, selector: string): Promise<string[]> {
  return page.evaluate(
    (css) => [...document.querySelectorAll(css)].map((element) => (element.textContent ?? '').trim()),
    selector,
  );
}

/** An attribute of the first element matching `selector`, or null. */
export function attributeOf(page: DriverPage, selector: string, name: string): Promise<string | null> {
  return page.evaluate(([css, attribute]) => document.querySelector(css)?.getAttribute(attribute) ?? null, [
    selector,
    name,
  ] as const);
}

/** How many elements match `selector`. */
export function countOf(page: DriverPage, selector: string): Promise<number> {
  return page.evaluate((css) => document.querySelectorAll(css).length, selector);
}

/** True when the focused element matches `selector`. */
export function focusIsOn(page: DriverPage, selector: string): Promise<boolean> {
  return page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector);
}
