/**
 * The popup's bench in Firefox ESR (`npm run bench -- --popup --browser firefox`): the Firefox
 * build against the bare page in one browser, then the background's and the popup's memory.
 */

import { findFirefox } from '../../../e2e/pages/firefox-composer.ts';
import { DEVELOPMENT_KEY_KIND, type ServiceHandle } from '../../../service/index.ts';
import { buildExtension } from '../../build-extension.ts';
import { serveBarePage } from '../open-speed.ts';
import { launchFirefoxBench, openWatcher } from './browser.ts';
import { writeFirstPageCopy } from './first-page-copy.ts';
import { writeFirstRowProbe } from './first-row-probe.ts';
import { benchFirefoxInPage } from './in-page.ts';
import { benchFirefoxBackgroundMemory, benchFirefoxHeap } from './memory.ts';
import { benchFirefoxOpenSpeed, firefoxPages } from './open-speed.ts';
import { writeUndrawnPopup } from './shared-thread.ts';

/** The Firefox build the bench measures: production code that talks to `service`, with its probes. */
export async function buildFirefoxBench(service: ServiceHandle): Promise<string> {
  const outDir = await buildFirefoxFor(service);
  await writeFirstRowProbe(outDir);
  await writeUndrawnPopup(outDir);
  await writeFirstPageCopy(outDir, { api: service.baseUrl, key: service.keys[DEVELOPMENT_KEY_KIND] });
  return outDir;
}

/** The Firefox build in `bench` mode (non-production: it may reach 127.0.0.1), talking to `service`. */
export async function buildFirefoxFor(service: ServiceHandle): Promise<string> {
  const { outDir } = await buildExtension({
    mode: 'bench',
    browser: 'firefox',
    service: {
      baseUrl: service.baseUrl,
      uploadUrl: service.uploadUrl,
      apiKey: service.keys[DEVELOPMENT_KEY_KIND],
    },
    quiet: true,
  });
  return outDir;
}

export function firefoxOrExit(): string {
  const firefox = findFirefox();
  if (firefox) return firefox;
  console.error('Firefox is needed: apt-get install firefox-esr, or set FIREFOX_PATH');
  process.exit(1);
}

/** The popup's parts, then the in-page picker's; `onlyInPage` (`--in-page`) runs the latter alone. */
export async function benchFirefoxPopup(service: ServiceHandle, onlyInPage = false): Promise<void> {
  const extensionDir = await buildFirefoxBench(service);
  const bare = await serveBarePage();
  const firefox = await launchFirefoxBench(firefoxOrExit(), extensionDir);
  try {
    if (!onlyInPage) await benchFirefoxOpenSpeed(firefox, service, bare.url);
    const opener = await openWatcher(firefox.browser, `${firefox.gifdrop}welcome.html`);
    await benchFirefoxInPage(firefox, firefoxPages(firefox, service, bare.url));
    await opener.close();
    if (onlyInPage) return;
    await benchFirefoxBackgroundMemory(firefox);
    await benchFirefoxHeap(firefox);
  } finally {
    await firefox.close();
    bare.server.close();
  }
}
