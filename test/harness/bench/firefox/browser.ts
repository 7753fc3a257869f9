/**
 * Firefox ESR for the bench: GifDrop's MV2 build and the bare extension (bench/bare-extension as an
 * MV2 event page) installed with known UUIDs, pages opened and measured the way the Chromium bench
 * does, event pages put to sleep, and memory read from Firefox's own memory reporters (what
 * about:memory shows).
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, launch, type Page } from 'puppeteer-core';
import { CACHED_UNTIL_NAME } from '../../../../src/first-paint/popup-head/index.ts';
import { CACHED_TRENDING_NAME } from '../../../../src/first-paint/trending-cache/first-page.ts';
import { EXTENSION_UUID, GECKO_ID } from '../../../e2e/pages/firefox-composer.ts';
import { FIRST_PAGE_ID, firstPageCopyOf } from './first-page-copy.ts';

/** Firefox suspends an idle event page after this long (30 s by default): the bench waits for it. */
export const IDLE_TIMEOUT_MS = 2000;
const BARE_ID = 'bare-trending@bench.gifdrop.app';
const BARE_UUID = '0b6c2f3e-1d4a-4e5b-8c7d-9a0f1e2d3c4b';
const SIZED_ID = 'bare-trending-sized@bench.gifdrop.app';
const SIZED_UUID = '5e1d7a2c-3b4f-4c6d-8e9a-0b1c2d3e4f5a';
const FIRST_PAGE_UUID = '9c2b4e6a-7d1f-4a3b-9e5c-2f8d0a1b6c4e';
const BACKGROUND_PAGE = '/_generated_background_page.html';

export interface FirefoxBench {
  browser: Browser;
  /** `moz-extension://…/` of GifDrop and of the bare extension. */
  gifdrop: string;
  bare: string;
  /**
   * The bare extension whose background script also carries GifDrop's background code, compiled
   * but never run: Firefox compiles a script of 5 kB or more off the main thread, which the bare
   * worker's few lines never pay.
   */
  bareSized: string;
  /** GifDrop's copy whose event page answers the first page before its own code runs (first-page-copy.ts), when built. */
  firstPage: string | undefined;
  close(): Promise<void>;
}

/** The bare extension for Firefox: bench/bare-extension's page and worker under an MV2 event page. */
async function bareExtensionForFirefox(carried?: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gifdrop-bare-firefox-'));
  const source = path.join(import.meta.dirname, '..', 'bare-extension');
  for (const file of ['bare-worker.js', 'page.html']) await cp(path.join(source, file), path.join(dir, file));
  if (carried !== undefined) {
    const worker = await readFile(path.join(source, 'bare-worker.js'), 'utf8');
    await writeFile(path.join(dir, 'bare-worker.js'), `if (false) {\n${carried}\n}\n${worker}`);
  }
  // Firefox's `chrome.runtime.sendMessage` in MV2 answers a callback, not a promise: `browser`'s.
  const page = await readFile(path.join(source, 'page.js'), 'utf8');
  await writeFile(
    path.join(dir, 'page.js'),
    page.replace('chrome.runtime.sendMessage(', 'browser.runtime.sendMessage('),
  );
  // A page that sends nothing, from which the bench watches the event page sleep.
  await writeFile(path.join(dir, 'watch.html'), '<!doctype html><title>watch</title>');
  const manifest = {
    manifest_version: 2,
    name: 'Bare trending extension',
    version: '1.0',
    background: { scripts: ['bare-worker.js'], persistent: false },
    permissions: ['http://127.0.0.1/*'],
    browser_specific_settings: { gecko: { id: carried === undefined ? BARE_ID : SIZED_ID } },
  };
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

export async function launchFirefoxBench(
  executablePath: string,
  extensionDir: string,
  prefs: Record<string, unknown> = {},
): Promise<FirefoxBench> {
  const hasFirstPage = existsSync(firstPageCopyOf(extensionDir));
  const browser = await launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    // Memory is read through the reporters of the browser's own about:memory page.
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({
        [GECKO_ID]: EXTENSION_UUID,
        [BARE_ID]: BARE_UUID,
        [SIZED_ID]: SIZED_UUID,
        [FIRST_PAGE_ID]: FIRST_PAGE_UUID,
      }),
      'extensions.background.idle.timeout': IDLE_TIMEOUT_MS,
      // The watcher of a new popup is a tab behind it: Firefox would run its timers once a second.
      'dom.min_background_timeout_value': 0,
      'dom.min_background_timeout_value_without_budget_throttling': 0,
      'dom.timeout.enable_budget_timer_throttling': false,
      // The toolbar popup opened by `browserAction.openPopup` without a click, as Chromium's bench does.
      'extensions.openPopupWithoutUserGesture.enabled': true,
      ...prefs,
    },
  });
  // Firefox reads a temporary add-on from its folder while it runs: removed once it has closed.
  const bareDirs: string[] = [];
  const close = async () => {
    await browser.close();
    await Promise.all(bareDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  };
  try {
    await browser.installExtension(extensionDir);
    bareDirs.push(await bareExtensionForFirefox());
    const carried = await readFile(path.join(extensionDir, 'background.js'), 'utf8');
    bareDirs.push(await bareExtensionForFirefox(carried));
    for (const dir of bareDirs) await browser.installExtension(dir);
    if (hasFirstPage) await browser.installExtension(firstPageCopyOf(extensionDir));
  } catch (error) {
    await close();
    throw error;
  }
  return {
    browser,
    gifdrop: `moz-extension://${EXTENSION_UUID}/`,
    bare: `moz-extension://${BARE_UUID}/`,
    bareSized: `moz-extension://${SIZED_UUID}/`,
    firstPage: hasFirstPage ? `moz-extension://${FIRST_PAGE_UUID}/` : undefined,
    close,
  };
}

// The interval of the polling loops below: each awaits a condition, with a deadline; puppeteer
// over WebDriver BiDi cannot wait on an extension page's function.
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens `url` (a page that measures itself, as the bare page) in a new 400×600 tab and resolves
 * once its `window.firstRow` can be read. `goto` never resolves for
 * moz-extension pages here, so this polls.
 */
export async function openMeasured(browser: Browser, url: string): Promise<Opened & { page: Page }> {
  const page = await browser.newPage();
  await page.setViewport({ width: 400, height: 600 });
  void page.goto(url).catch(() => {});
  const deadline = Date.now() + 20_000;
  for (;;) {
    const time = await page
      .evaluate(`location.href === ${JSON.stringify(url)} && window.firstRow ? window.firstRow : null`)
      .catch(() => null);
    if (typeof time === 'number')
      return { page, time, evaluate: (expression) => page.evaluate(expression), close: () => page.close() };
    if (Date.now() > deadline) throw new Error(`no first row at ${url}`);
    await pause(20);
  }
}

/** A page opened for a measure: its figure, and what the bench may still ask of it. */
export interface Opened {
  time: number;
  /** Runs an expression (a string, run as written) in the page and resolves with its value. */
  evaluate(expression: string): Promise<unknown>;
  close(): Promise<void>;
}

/** Opens a page of the extension at `base` that sends nothing, to watch its event page from. */
export async function openWatcher(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  void page.goto(url).catch(() => {});
  for (let tries = 0; tries < 200; tries++) {
    const state = await page.evaluate('location.href + document.readyState').catch(() => '');
    if (state === `${url}complete`) return page;
    await pause(50);
  }
  throw new Error(`${url} did not load`);
}

const backgroundRuns = (watcher: Page) =>
  watcher.evaluate(
    `browser.extension.getViews().some((view) => view.location.pathname === ${JSON.stringify(BACKGROUND_PAGE)})`,
  ) as Promise<boolean>;

/** Waits until Firefox has suspended the event page of the watcher's extension. */
export async function waitAsleep(watcher: Page): Promise<void> {
  const deadline = Date.now() + IDLE_TIMEOUT_MS + 15_000;
  while (await backgroundRuns(watcher)) {
    if (Date.now() > deadline) throw new Error('the event page did not go to sleep');
    await pause(50);
  }
}

/**
 * Nothing cached, as after more than a minute idle: from `watcher`, a GifDrop page (the popup's origin,
 * so the same localStorage), the hint and the cached trending answer are removed.
 */
export async function forgetCached(watcher: Page): Promise<void> {
  await watcher.evaluate(
    `localStorage.removeItem(${JSON.stringify(CACHED_UNTIL_NAME)}); browser.storage.session.remove(${JSON.stringify(CACHED_TRENDING_NAME)})`,
  );
}

/** Wakes GifDrop's event page (a message it answers) and waits until it runs. */
export async function wake(watcher: Page): Promise<void> {
  await watcher.evaluate(`browser.runtime.sendMessage({ type: 'getDiagnostics' })`);
}

/** Bytes by key: `window <url>` (everything a page's window holds) and `resident <process kind>`. */
export type MemoryReport = Record<string, number>;

/** Firefox's memory reporters after its own minimisation (GC and CC), from an about:memory tab. */
export async function readMemory(browser: Browser): Promise<MemoryReport> {
  const page = await browser.newPage();
  void page.goto('about:memory').catch(() => {});
  try {
    for (let tries = 0; ; tries++) {
      const ready = await page.evaluate(`location.href === 'about:memory' && typeof Cc`).catch(() => '');
      if (ready === 'object') break;
      if (tries > 200) throw new Error('about:memory did not load');
      await pause(50);
    }
    return (await page.evaluate(`new Promise((resolve) => {
      const manager = Cc['@mozilla.org/memory-reporter-manager;1'].getService(Ci.nsIMemoryReporterManager);
      manager.minimizeMemoryUsage(() => {
        const rows = {};
        manager.getReports((process, path, kind, units, amount) => {
          if (units !== Ci.nsIMemoryReporter.UNITS_BYTES) return;
          const top = path.match(/^explicit\\/window-objects\\/top\\(([^,]*)/);
          const key = top ? 'window ' + top[1].replace(/\\\\/g, '/')
            : path === 'resident' || path === 'resident-unique' ? path + ' ' + (process.split(' ')[0] || 'main') : undefined;
          if (key) rows[key] = (rows[key] ?? 0) + amount;
        }, null, () => resolve(rows), null, false);
      });
    })`)) as MemoryReport;
  } finally {
    await page.close();
  }
}

/** The bytes of every window whose URL starts with `prefix`. */
export function windowBytes(report: MemoryReport, prefix: string): number {
  return Object.entries(report)
    .filter(([key]) => key.startsWith(`window ${prefix}`))
    .reduce((sum, [, bytes]) => sum + bytes, 0);
}
