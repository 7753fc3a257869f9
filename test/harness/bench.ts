/**
 * `npm run bench`: build times, the gzip size of what the popup loads (production Chromium build),
 * the time from launching Chromium to a rendered popup, the popup against a bare page (open with the worker running
 * and stopped, keystroke to results) and its heap after a long scroll, and the pingback queue (drain of 10,000
 * events against a bare fetch loop, cost of one enqueue), the popup's budgets, Recent against trending, the time from
 * pick to verified insertion in each composer, and the service's own latency. Prints a table; numbers vary with the
 * machine, so they are for comparing changes on one machine. Each part lives in bench/.
 */
import { DEVELOPMENT_KEY_KIND, startService } from '../service/index.ts';
import { measureServiceLatency } from '../service/latency.ts';
import { benchBuilds } from './bench/builds.ts';
import { benchCollections } from './bench/collections.ts';
import { benchDataSaver } from './bench/data-saver.ts';
import { benchEnqueueInNode, printEnqueueInNode } from './bench/enqueue-cost.ts';
import { benchFavorites } from './bench/favorites.ts';
import { benchFirefoxPopup, buildFirefoxFor, firefoxOrExit } from './bench/firefox/index.ts';
import { benchInPage } from './bench/in-page.ts';
import { benchInsertion, formatInsertionBench } from './bench/insertion.ts';
import { benchFirefoxInsertion, formatFirefoxInsertionBench } from './bench/insertion-firefox.ts';
import { benchLaunch } from './bench/launch.ts';
import { benchNetwork } from './bench/network/index.ts';
import { benchOpenSpeed } from './bench/open-speed.ts';
import { benchPingbackDrain, printDrain } from './bench/pingback-drain.ts';
import { benchPopup } from './bench/popup.ts';
import { buildExtension } from './build-extension.ts';
import { CHROMIUM_HINT, findChromium } from './chromium.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * `npm run bench -- --insertion` runs only the insertion part: Chromium's composers, then Firefox
 * ESR's rich composers (those alone with `--browser firefox`).
 */
const onlyInsertion = process.argv.includes('--insertion');
/**
 * `npm run bench -- --popup` runs only the popup's parts: against the bare page, its budgets, and
 * the in-page picker against it.
 */
const onlyPopup = process.argv.includes('--popup');
/** `npm run bench -- --in-page` runs only the in-page picker against the toolbar popup. */
const onlyInPage = process.argv.includes('--in-page');
/** `npm run bench -- --favorites` runs only the time starring takes. */
const onlyFavorites = process.argv.includes('--favorites');
/** `--network`: both browsers with the service behind a slow proxy (bench/network/). */
const onlyNetwork = process.argv.includes('--network');
/** `--browser firefox`: the popup's parts and the in-page picker in Firefox ESR instead (bench/firefox/). */
const browserArg = process.argv[process.argv.indexOf('--browser') + 1];
const inFirefox = process.argv.includes('--browser') && browserArg === 'firefox';

/** Pick to verified insertion in Firefox ESR's rich composers (`--insertion`; alone with `--browser firefox`). */
async function firefoxInsertionRows(): Promise<void> {
  const service = await startService({ port: 0, uploadPort: 0, controlPort: 0 });
  try {
    const outDir = await buildFirefoxFor(service);
    console.log('Pick to verified insertion in Firefox ESR, rich composers (median of 5):');
    const rows = await benchFirefoxInsertion({ extensionDir: outDir, executablePath: firefoxOrExit() });
    for (const line of formatFirefoxInsertionBench(rows)) console.log(`  ${line}`);
  } finally {
    await service.close();
  }
}

if (inFirefox && onlyInsertion) {
  await firefoxInsertionRows();
  process.exit(0);
}

if (inFirefox) {
  const service = await startService({ port: 0, uploadPort: 0, controlPort: 0 });
  try {
    await benchFirefoxPopup(service, onlyInPage);
  } finally {
    await service.close();
  }
  process.exit(0);
}

if (!onlyInsertion && !onlyPopup && !onlyInPage && !onlyFavorites && !onlyNetwork) await benchBuilds(RUNS);

const executablePath = findChromium();
if (!executablePath) {
  console.error(CHROMIUM_HINT);
  process.exit(1);
}
const service = await startService({ port: 0, uploadPort: 0, controlPort: 0 });
try {
  const { outDir } = await buildExtension({
    mode: 'bench',
    service: {
      baseUrl: service.baseUrl,
      uploadUrl: service.uploadUrl,
      apiKey: service.keys[DEVELOPMENT_KEY_KIND],
    },
    quiet: true,
  });
  if (onlyFavorites) await benchFavorites(service, outDir, executablePath, RUNS);
  else if (onlyNetwork) await benchNetwork(service, outDir, executablePath);
  else if (onlyInPage) await benchInPage(outDir, executablePath);
  else if (!onlyInsertion) {
    if (!onlyPopup) await benchLaunch(outDir, executablePath, RUNS);
    await benchOpenSpeed(service, outDir, executablePath);
    await benchPopup(service, outDir, executablePath, RUNS);
    await benchInPage(outDir, executablePath);
    await benchDataSaver(service, outDir, executablePath);
  }
  if (!onlyInsertion && !onlyPopup && !onlyInPage && !onlyFavorites && !onlyNetwork) {
    await benchCollections(service, outDir, executablePath, RUNS);
    await benchFavorites(service, outDir, executablePath, RUNS);
    printDrain(await benchPingbackDrain(service, outDir, executablePath));
    printEnqueueInNode(await benchEnqueueInNode());
  }
  if (!onlyPopup && !onlyInPage && !onlyFavorites && !onlyNetwork) {
    console.log('Pick to verified insertion, per composer (median of 5):');
    for (const line of formatInsertionBench(await benchInsertion({ extensionDir: outDir, executablePath }))) {
      console.log(`  ${line}`);
    }
  }
} finally {
  await service.close();
}
if (onlyInsertion) await firefoxInsertionRows();

// The service's own latency, so the extension's figures above can be read net of it.
if (!onlyInsertion && !onlyPopup && !onlyInPage && !onlyFavorites && !onlyNetwork) {
  console.log('Reference service latency over the full catalogue:');
  for (const row of await measureServiceLatency()) {
    console.log(
      `  ${row.name.padEnd(10)} ${row.requests} requests, median ${row.medianMs.toFixed(2)} ms, p95 ${row.p95Ms.toFixed(2)} ms`,
    );
  }
}
