import type { Answer, AnswerOf, MessageType, RequestOf } from '../../../src/messaging/index.ts';
import { wireValue } from '../../../src/messaging/text-answer.ts';

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
  /** Clicks the button whose accessible name is exactly `name`. */
  clickButton(name: string): Promise<void>;
  /** Chooses `value` in the `<select>` at `selector`. */
  select(selector: string, value: string): Promise<void>;
  /** Chooses the file at `file` (a path on this machine) in the file input at `selector`. */
  setFile(selector: string, file: string): Promise<void>;
  /** Types into whatever has the focus, one key at a time. */
  type(text: string): Promise<void>;
  /** Presses a key (`ArrowDown`, `Enter`, `Tab`, …) in whatever has the focus. */
  press(key: string): Promise<void>;
  /** Runs `fn(arg)` in the page and returns its (serialisable) result. */
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /**
   * The same in the page's first frame whose URL contains `urlPart` (also one inside a closed
   * shadow root, as the in-page picker's); rejects while there is none.
   */
  evaluateInFrame<R, A>(urlPart: string, fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  bringToFront(): Promise<void>;
  /**
   * The mouse, in the page's viewport: moves to a point, presses or lets go its left button (a
   * real input event each, through the browser's automation: a drag starts as a person's does).
   */
  mouse(action: 'move' | 'down' | 'up', at?: { x: number; y: number }): Promise<void>;
  /** Sets the size of the page's viewport (the window's inner size). */
  resize(width: number, height: number): Promise<void>;
  /** A PNG of the page's viewport, written to `file` and returned. */
  screenshot(file: string): Promise<Uint8Array>;
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
  /** The extension back to a fresh install's state, in the same browser, for the next block. */
  reset(): Promise<void>;
  /**
   * Fires a launcher as the browser would (a context-menu click, a keyboard command), through the
   * handlers non-production builds expose on the background (`__gifdropTestHooks`): Chromium's
   * service worker, Firefox's background page (reached from an extension page).
   */
  fireLauncher(event: 'onClicked' | 'onCommand', args: unknown[]): Promise<void>;
  close(): Promise<void>;
}

/** What non-production backgrounds expose for `fireLauncher` (src/background/index.ts). */
export interface LauncherHooks {
  __gifdropTestHooks?: { launchers: Record<'onClicked' | 'onCommand', (...args: unknown[]) => void> };
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

/** The extension API of an extension page: Firefox's `browser`, or Chromium's `chrome`. */
interface PageExtensionApi {
  runtime: { sendMessage(message: unknown): Promise<unknown> };
  tabs: { query(query: object): Promise<{ id?: number; url?: string }[]> };
}

/**
 * Sends a protocol message to the background from an extension page, as the popup and the
 * options page do, and returns the answer's value (throws with the background's error).
 */
export async function sendMessage<T extends MessageType>(
  page: DriverPage,
  message: RequestOf<T>,
): Promise<AnswerOf<T>> {
  const answer = (await page.evaluate((request) => {
    const api = ((globalThis as { browser?: unknown }).browser ??
      (globalThis as { chrome?: unknown }).chrome) as PageExtensionApi;
    return api.runtime.sendMessage(request);
  }, message)) as Answer<AnswerOf<T>>;
  if (!answer.ok) throw new Error(`${message.type}: ${answer.error.kind}: ${answer.error.message}`);
  return wireValue(answer) as AnswerOf<T>;
}

/** The id of the browser tab whose URL starts with `url`, asked from an extension page. */
export function tabIdOf(page: DriverPage, url: string): Promise<number> {
  return page.evaluate(async (prefix) => {
    const api = ((globalThis as { browser?: unknown }).browser ??
      (globalThis as { chrome?: unknown }).chrome) as PageExtensionApi;
    const tab = (await api.tabs.query({})).find((candidate) => (candidate.url ?? '').startsWith(prefix));
    if (tab?.id === undefined) throw new Error(`no tab at ${prefix}`);
    return tab.id;
  }, url);
}
