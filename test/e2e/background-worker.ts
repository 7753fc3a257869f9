import type { BrowserContext, Page, Worker } from '@playwright/test';

interface WorkerVersion {
  scriptURL: string;
  runningStatus: 'stopped' | 'starting' | 'running' | 'stopping';
}

/**
 * Stops the extension's service worker the way Chromium does when it is idle, through the
 * DevTools protocol (`ServiceWorker.stopAllWorkers` from a session on one of the extension's own
 * pages, which shares the worker's storage partition), and waits until it has stopped. `script`:
 * the worker's file, GifDrop's by default (the bench stops its bare extension's too).
 */
export async function stopBackgroundWorker(
  context: BrowserContext,
  extensionPage: Page,
  script = '/background.js',
): Promise<void> {
  const cdp = await context.newCDPSession(extensionPage);
  try {
    const stopped = new Promise<void>((resolve) => {
      cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }: { versions: WorkerVersion[] }) => {
        if (versions.some((v) => v.scriptURL.endsWith(script) && v.runningStatus === 'stopped')) resolve();
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await stopped;
  } finally {
    await cdp.detach();
  }
}

/** The extension's current service worker (a new one after a stop). */
export function currentWorker(context: BrowserContext): Worker {
  const worker = context.serviceWorkers().findLast((w) => w.url().startsWith('chrome-extension://'));
  if (!worker) throw new Error('no extension service worker');
  return worker;
}

/** The random ID the background stored, read from its own IndexedDB inside the worker. */
export function readStoredRandomId(worker: Worker): Promise<string | undefined> {
  return worker.evaluate(
    () =>
      new Promise<string | undefined>((resolve, reject) => {
        const open = indexedDB.open('gifdrop-background');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('state').objectStore('state').get('randomId');
          read.onsuccess = () => resolve(read.result as string | undefined);
          read.onerror = () => reject(read.error);
        };
      }),
  );
}
