/**
 * `npm run bench -- --network`: the popup against the bare page in Chromium and in Firefox ESR with
 * the reference service behind slow-proxy.ts (100 ms a round trip, media at 10 Mbit/s), each in
 * one run; then what one open sends through the proxy, GifDrop's beside the bare page's, to tell
 * the round trips GifDrop pays that the bare page does not.
 */
import type { ServiceHandle } from '../../../service/index.ts';
import { DEVELOPMENT_KEY_KIND } from '../../../service/index.ts';
import { launchFirefoxBench, openMeasured } from '../firefox/browser.ts';
import { buildFirefoxBench, firefoxOrExit } from '../firefox/index.ts';
import { benchFirefoxOpenSpeed } from '../firefox/open-speed.ts';
import { benchOpenSpeed, serveBarePage } from '../open-speed.ts';
import {
  chromiumProxyArgs,
  firefoxProxyPrefs,
  type ProxyRequest,
  type SlowProxy,
  startSlowProxy,
} from './slow-proxy.ts';

const PROFILE = 'real-network profile (100 ms a round trip, media 10 Mbit/s)';

export async function benchNetwork(service: ServiceHandle, chromiumDir: string, chromiumPath: string) {
  const proxy = await startSlowProxy();
  try {
    await benchOpenSpeed(service, chromiumDir, chromiumPath, {
      args: chromiumProxyArgs(proxy),
      bareHost: 'localhost',
      title: `Chromium, ${PROFILE}: popup against a bare page`,
    });
    const firefoxDir = await buildFirefoxBench(service);
    const bare = await serveBarePage('localhost');
    const firefox = await launchFirefoxBench(firefoxOrExit(), firefoxDir, firefoxProxyPrefs(proxy));
    try {
      await benchFirefoxOpenSpeed(
        firefox,
        service,
        bare.url,
        `Firefox ESR, ${PROFILE}: popup against a bare page`,
      );
      // One open of each, traced: what went through the proxy, from its first request.
      const query = new URLSearchParams({ api: service.baseUrl, key: service.keys[DEVELOPMENT_KEY_KIND] });
      const traced = async (label: string, open: () => Promise<{ time: number; close(): Promise<void> }>) => {
        const from = proxy.log.length;
        const opened = await open();
        // The trace is a window of time by design: what the open fetched in its first 1.5 s.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        console.log(`  ${label}: first row at ${Math.round(opened.time)} ms; through the proxy:`);
        for (const line of traceLines(proxy.log.slice(from))) console.log(`    ${line}`);
        await opened.close();
      };
      await traced('Firefox, the popup (background awake)', () =>
        openMeasured(firefox.browser, `${firefox.gifdrop}popup.html`),
      );
      await traced('Firefox, the bare page', () => openMeasured(firefox.browser, `${bare.url}?${query}`));
    } finally {
      await firefox.close();
      bare.server.close();
    }
  } finally {
    await proxy.close();
  }
}

/** One line a request: start and end from the first, connection (new or reused), what, size. */
export function traceLines(requests: ProxyRequest[]): string[] {
  const first = requests[0]?.at ?? 0;
  return requests.map((request) => {
    const url = new URL(request.url);
    const what = `${url.pathname}${url.pathname.startsWith('/v1/') ? '' : ` ${url.searchParams.get('rid') ?? ''}`}`;
    return (
      `+${Math.round(request.at - first)}–${Math.round(request.done - first)} ms  conn ${request.connection}` +
      `${request.newConnection ? ' (new)' : ''}  ${request.status}  ${(request.bytes / 1024).toFixed(1)} kB  ${what}`
    );
  });
}

export type { SlowProxy };
