import type { BrowserContext, Page } from '@playwright/test';
import type { LaunchedExtension } from '../harness/chromium.ts';
import { clearToFreshInstall } from './fresh-install.ts';

type RunningStatus = 'stopped' | 'starting' | 'running' | 'stopping';

/**
 * The extension's service worker as the DevTools protocol sees it, from a session on one of the
 * extension's own pages (which shares the worker's storage partition): started and stopped at
 * will. Playwright's `Worker` for it stays the same across a stop and a start.
 */
async function workerControl(context: BrowserContext, extensionPage: Page, extensionId: string) {
  const cdp = await context.newCDPSession(extensionPage);
  const script = `chrome-extension://${extensionId}/background.js`;
  let status: RunningStatus | undefined;
  const waiters = new Set<() => void>();
  cdp.on(
    'ServiceWorker.workerVersionUpdated',
    ({ versions }: { versions: { scriptURL: string; runningStatus: RunningStatus }[] }) => {
      for (const version of versions) if (version.scriptURL === script) status = version.runningStatus;
      for (const wake of waiters) wake();
    },
  );
  const until = (wanted: RunningStatus) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the service worker is not ${wanted}`)), 30_000);
      const check = () => {
        if (status !== wanted) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      check();
    });
  await cdp.send('ServiceWorker.enable');
  const scopeURL = `chrome-extension://${extensionId}/`;
  return {
    cdp,
    async start() {
      if (status === 'running') return;
      await cdp.send('ServiceWorker.startWorker', { scopeURL });
      await until('running');
    },
    async stop() {
      await cdp.send('ServiceWorker.stopAllWorkers');
      await until('stopped');
    },
  };
}

type WorkerControl = Awaited<ReturnType<typeof workerControl>>;

/** Each browser's anchor page and the DevTools session on it, kept from one reset to the next. */
const anchors = new WeakMap<BrowserContext, { page: Page; worker: WorkerControl }>();

/**
 * Gives the extension in a browser that ran a test back the state of a fresh install, so the next
 * test can use the same browser (a launch costs seconds, a reset a fraction of one): every page
 * but the anchor closed; `storage` (local, sync, session), the background's IndexedDB, cache
 * storage, alarms, registered content scripts and granted optional permissions cleared; the
 * extension's localStorage and the HTTP cache emptied, the offscreen document closed; then the
 * service worker is stopped (its memory gone) and started again. (`runtime.reload()` would be
 * simpler, but an extension loaded with --load-extension does not come back from it.) What a
 * fresh profile has and this does not: the welcome tab of the first install.
 *
 * The anchor is an inert page of the extension's origin (its LICENSE.txt: no script, no view of
 * the extension), left open between tests with a DevTools session on it: a reset then navigates
 * nothing and opens no session, about half of its cost.
 */
export async function resetExtension(launched: LaunchedExtension): Promise<LaunchedExtension> {
  const { context, extensionId } = launched;
  const [first, ...others] = context.pages();
  for (const other of others) await other.close();
  const page = first ?? (await context.newPage());
  // Its window in front and focused again: a test that brought a page of its own window to the
  // front left that window focused, and the next test's page would open in an unfocused one.
  await page.bringToFront();
  await context.clearPermissions();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);

  const home = `chrome-extension://${extensionId}/LICENSE.txt`;
  let anchor = anchors.get(context);
  if (anchor?.page !== page || page.url() !== home) {
    await anchor?.worker.cdp.detach().catch(() => undefined);
    await page.goto(home);
    anchor = { page, worker: await workerControl(context, page, extensionId) };
    anchors.set(context, anchor);
  }
  const { worker } = anchor;
  // The last test's worker ends first, with whatever it was still doing (a key check, a send),
  // and the stores are cleared while it is stopped. The clearing's own events (storage's
  // onChanged) wake it, and the woken worker reads what is not cleared yet into its memory (its
  // key, for one): it is stopped again after the clearing. The worker started after that has
  // nothing of the last test, as a fresh profile's has not.
  await worker.stop();
  await page.evaluate(clearToFreshInstall, null);
  await worker.stop();
  await worker.cdp.send('Network.clearBrowserCache');
  await worker.start();
  return launched;
}
