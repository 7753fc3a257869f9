/**
 * The pingback queue in the real service worker: fill it with 10,000 events (while a 429 with an
 * hour's Retry-After holds it), then time "send now" until it is drained into the reference
 * service, next to a bare loop of the same requests at the same concurrency (plain fetch in the
 * same worker, nothing else). Also the cost of one enqueue as a page sees it: a `trackEvent`
 * message round trip, which includes the IndexedDB write.
 */
import type { Page, Worker } from '@playwright/test';
import type { WxtBrowser } from 'wxt/browser';
import type { Answer } from '../../../src/messaging/index.ts';
import type { ServiceHandle } from '../../service/index.ts';
import { launchWithExtension } from '../chromium.ts';
import { median, ms, us } from './stats.ts';

declare const chrome: WxtBrowser;

const EVENTS = 10_000;
const CONCURRENCY = 4;

async function send<T>(page: Page, message: object): Promise<T> {
  const answer = (await page.evaluate((m) => chrome.runtime.sendMessage(m), message)) as Answer<T>;
  if (!answer.ok) throw new Error(`${JSON.stringify(message).slice(0, 60)}: ${answer.error.message}`);
  return answer.value;
}

/** Tracking URLs of real items: 50 results × 3 actions. */
async function trackingUrls(page: Page): Promise<string[]> {
  const result = await send<{ data: { analytics?: Record<string, { url: string }> }[] }>(page, {
    type: 'search',
    kind: 'gifs',
    q: 'happy',
    limit: 50,
  });
  return result.data.flatMap((item) => Object.values(item.analytics ?? {}).map((entry) => entry.url));
}

/** Enqueues `count` events from an extension page; returns the round trip of each sequential one. */
async function fillQueue(page: Page, urls: string[], count: number, sampled: number): Promise<number[]> {
  // No named functions inside: tsx would wrap them in a helper that does not exist in the page.
  return page.evaluate(
    async ({ urls, count, sampled }) => {
      const times: number[] = [];
      // A sequential sample for the cost of one enqueue, then the rest eight at a time.
      for (let i = 0; i < sampled; i++) {
        const started = performance.now();
        await chrome.runtime.sendMessage({
          type: 'trackEvent',
          action: 'onload',
          url: urls[i % urls.length],
          ts: Date.now(),
        });
        times.push(performance.now() - started);
      }
      for (let i = sampled; i < count; i += 8) {
        const batch = Array.from({ length: Math.min(8, count - i) }, (_, k) => urls[(i + k) % urls.length]);
        await Promise.all(
          batch.map((url) =>
            chrome.runtime.sendMessage({ type: 'trackEvent', action: 'onload', url, ts: Date.now() }),
          ),
        );
      }
      return times;
    },
    { urls, count, sampled },
  );
}

/** The same GETs as the queue sends, with plain fetch in the worker, at the same concurrency. */
function bareLoop(worker: Worker, urls: string[], count: number, randomId: string): Promise<number> {
  return worker.evaluate(
    async ({ urls, count, concurrency, randomId }) => {
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < count) {
            const i = next++;
            const url = `${urls[i % urls.length]}&customer_id=${randomId}&ts=${Date.now()}`;
            const response = await fetch(url, { credentials: 'omit', cache: 'no-store' });
            await response.text();
          }
        }),
      );
      return performance.now() - started;
    },
    { urls, count, concurrency: CONCURRENCY, randomId },
  );
}

export interface DrainResult {
  drainMs: number;
  bareMs: number;
  enqueueMedianMs: number;
}

/** Runs the drain benchmark against `service` with the bench build in `extensionDir`. */
export async function benchPingbackDrain(
  service: ServiceHandle,
  extensionDir: string,
  executablePath: string,
): Promise<DrainResult> {
  service.control.reset();
  const { context, extensionId, serviceWorker } = await launchWithExtension({
    extensionDir,
    executablePath,
    headless: true,
  });
  try {
    const page = await context.newPage();
    // The options page, not the popup: the popup registers views of what it shows.
    await page.goto(`chrome-extension://${extensionId}/options.html`);
    const urls = await trackingUrls(page);
    // A 429 asking for an hour holds the queue until "send now"; one for each request that may be
    // in flight when the first answer comes back, so none of them gets through.
    service.control.injectFault({
      route: 'pingback',
      kind: 'status',
      status: 429,
      retryAfter: 3600,
      count: CONCURRENCY,
    });
    const enqueueTimes = await fillQueue(page, urls, EVENTS, 500);
    const queued = await send<{ queueLength: number }>(page, { type: 'getDiagnostics' });
    if (queued.queueLength !== EVENTS) throw new Error(`queued ${queued.queueLength}, not ${EVENTS}`);
    service.control.clearFaults();
    const started = performance.now();
    const drained = await send<{ queueLength: number; sent: number }>(page, { type: 'flushPingbacks' });
    const drainMs = performance.now() - started;
    const recorded = service.control.pingbacks().length;
    if (drained.queueLength !== 0 || recorded !== EVENTS) {
      throw new Error(`drain left ${drained.queueLength}; the service recorded ${recorded} of ${EVENTS}`);
    }
    const randomId = service.control.pingbacks()[0]?.userId ?? 'bench';
    service.control.reset();
    const bareMs = await bareLoop(serviceWorker, urls, EVENTS, randomId);
    if (service.control.pingbacks().length !== EVENTS) throw new Error('the bare loop lost requests');
    return { drainMs, bareMs, enqueueMedianMs: median(enqueueTimes) };
  } finally {
    await context.close();
    service.control.reset();
  }
}

/** Prints the drain benchmark. */
export function printDrain(result: DrainResult): void {
  console.log(`Pingback queue, real service worker, ${EVENTS} events, concurrency ${CONCURRENCY}:`);
  console.log(`  drain into the reference service   ${ms(result.drainMs)}`);
  console.log(`  bare fetch loop, same requests     ${ms(result.bareMs)}`);
  console.log(`  ratio (drain / bare)               ${(result.drainMs / result.bareMs).toFixed(2)}`);
  console.log(
    `  enqueue as a page sees it (trackEvent round trip incl. IndexedDB write), median: ${us(result.enqueueMedianMs)}`,
  );
}
