import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, chromium, type Worker } from '@playwright/test';
import type { WxtBrowser } from 'wxt/browser';
import { chromiumConsoleLog } from './chromium-console.ts';

/** Said whenever no browser is found: what to install, or which variable to set. */
export const CHROMIUM_HINT = [
  'No Chromium found. GifDrop needs a Chromium-based browser that still accepts --load-extension:',
  '  Debian/Ubuntu:  sudo apt-get install chromium',
  '  elsewhere:      install Chromium and set CHROMIUM_PATH=/path/to/the/chromium/binary',
  "(Playwright's own browser download is not needed; branded Google Chrome 137+ ignores --load-extension.)",
].join('\n');

/** Well-known places first (Debian's real binary, not its wrapper script), then names on PATH. */
const KNOWN_PATHS = ['/usr/lib/chromium/chromium', '/Applications/Chromium.app/Contents/MacOS/Chromium'];
const PATH_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds a Chromium binary: `CHROMIUM_PATH` if set (and then only that, so a typo is not hidden
 * by a fallback), else well-known locations, else names on `PATH`.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return isExecutable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  const onPath = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const candidates = [
    ...KNOWN_PATHS,
    ...PATH_NAMES.flatMap((name) => onPath.map((dir) => path.join(dir, name))),
  ];
  return candidates.find(isExecutable);
}

export interface LaunchOptions {
  extensionDir: string;
  executablePath: string;
  headless: boolean;
  /** Profile directory; empty for a fresh temporary profile. */
  userDataDir?: string;
  /** Let the caller close the browser on SIGINT/SIGTERM instead of Playwright (default: Playwright). */
  ownSignals?: boolean;
  /** The browser's UI language (`--lang`), which picks the extension's words; the system's when unset. */
  lang?: string | undefined;
  /** Further switches (a test's `--host-resolver-rules`, for sites with names of their own). */
  args?: readonly string[] | undefined;
  /** Other unpacked extensions loaded beside GifDrop (the bench's bare extension). */
  alongside?: readonly string[] | undefined;
  /**
   * "Insert as", stored before anything runs, as a person who chose it: the specs of the text
   * path choose `url` (Link), since the default (Automatic) puts a picture into rich fields.
   */
  insertAs?: string | undefined;
  /**
   * Animated images show their first frame (Blink's image animation policy "none"). For the e2e
   * tests: none asserts motion, and an open popup's animating grid keeps the browser drawing.
   */
  stillImages?: boolean;
}

/** Stores "Insert as" through the extension's worker, as the person's own choice would. */
export async function storeInsertAs(serviceWorker: Worker, insertFormat: string): Promise<void> {
  await serviceWorker.evaluate(
    (value) =>
      (globalThis as unknown as { chrome: WxtBrowser }).chrome.storage.sync.set({ insertFormat: value }),
    insertFormat,
  );
}

export interface LaunchedExtension {
  context: BrowserContext;
  serviceWorker: Worker;
  extensionId: string;
  /** Console output of the extension's service worker, from its first line on (read at each call). */
  readonly workerConsole: string[];
}

/**
 * Flags for loading an unpacked extension. The networking switches keep Chromium from flooding a
 * closed network with background requests. (Playwright itself adds `--no-sandbox`, which root
 * needs, unless `chromiumSandbox` is set.)
 */
export function chromiumArgs(extensionDir: string, alongside: readonly string[] = []): string[] {
  const dirs = [extensionDir, ...alongside].join(',');
  return [
    `--disable-extensions-except=${dirs}`,
    `--load-extension=${dirs}`,
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ];
}

/** Launches Chromium with the extension loaded and waits for its service worker. */
export async function launchWithExtension(options: LaunchOptions): Promise<LaunchedExtension> {
  const consoleLog = chromiumConsoleLog();
  const context = await chromium
    .launchPersistentContext(options.userDataDir ?? '', {
      executablePath: options.executablePath,
      headless: options.headless,
      args: [
        ...chromiumArgs(options.extensionDir, options.alongside),
        ...(options.lang ? [`--lang=${options.lang}`] : []),
        ...(options.stillImages ? ['--blink-settings=imageAnimationPolicy=2'] : []),
        ...(options.args ?? []),
        ...consoleLog.args,
      ],
      handleSIGINT: !options.ownSignals,
      handleSIGTERM: !options.ownSignals,
    })
    .catch((error: unknown) => {
      consoleLog.remove();
      throw error;
    });
  context.on('close', () => consoleLog.remove());
  // GifDrop's worker, not that of an extension loaded alongside.
  const isOurs = (worker: Worker) =>
    worker.url().startsWith('chrome-extension://') && worker.url().endsWith('/background.js');
  try {
    const serviceWorker =
      context.serviceWorkers().find(isOurs) ??
      (await context.waitForEvent('serviceworker', { predicate: isOurs, timeout: 15_000 }));
    const extensionId = new URL(serviceWorker.url()).host;
    if (options.insertAs !== undefined) await storeInsertAs(serviceWorker, options.insertAs);
    return {
      context,
      serviceWorker,
      extensionId,
      get workerConsole() {
        return consoleLog.linesOf(`chrome-extension://${extensionId}/background.js`);
      },
    };
  } catch (error) {
    await context.close();
    throw new Error(
      `The browser started but did not load the extension from ${options.extensionDir} (${String(error)}). ` +
        'Branded Google Chrome 137+ ignores --load-extension; use Chromium.',
    );
  }
}
