/**
 * `npm run bench`: build times, the gzip size of what the popup loads (production Chromium build)
 * and the time from launching Chromium to a rendered popup. Prints a table; numbers vary with the
 * machine, so they are for comparing changes on one machine.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEVELOPMENT_KEY_KIND, startService } from '../service/index.ts';
import { measureServiceLatency } from '../service/latency.ts';
import { buildExtension, outputDir } from './build-extension.ts';
import { CHROMIUM_HINT, findChromium, launchWithExtension } from './chromium.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function timeBuilds(mode: string, browser: 'chrome' | 'firefox'): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push((await buildExtension({ mode, browser, quiet: true })).ms);
  return median(times);
}

/** Every script and stylesheet popup.html loads, with raw and gzip sizes. */
async function popupAssets(outDir: string): Promise<{ file: string; raw: number; gzip: number }[]> {
  const html = await readFile(path.join(outDir, 'popup.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
  return Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(path.join(outDir, file));
      return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    }),
  );
}

console.log(`Builds (median of ${RUNS}):`);
console.log(`  chrome-mv3 production   ${ms(await timeBuilds('production', 'chrome'))}`);
console.log(`  firefox-mv2 production  ${ms(await timeBuilds('production', 'firefox'))}`);

const assets = await popupAssets(outputDir('production', 'chrome'));
console.log('Popup assets (chrome-mv3 production):');
for (const asset of assets)
  console.log(
    `  ${asset.file.padEnd(36)} ${kb(asset.raw).padStart(8)} raw ${kb(asset.gzip).padStart(8)} gzip`,
  );
const total = assets.reduce((sum, asset) => sum + asset.gzip, 0);
console.log(`  ${'total'.padEnd(36)} ${''.padStart(12)} ${kb(total).padStart(8)} gzip`);

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
  const launches: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const { context, extensionId } = await launchWithExtension({
      extensionDir: outDir,
      executablePath,
      headless: true,
    });
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await page.getByRole('status').getByText('Connected to').waitFor();
    launches.push(performance.now() - started);
    await context.close();
  }
  console.log(`Launch to popup rendered, headless (median of ${RUNS}): ${ms(median(launches))}`);
  console.log(`  runs: ${launches.map(ms).join(', ')}`);
} finally {
  await service.close();
}

// The service's own latency, so the extension's figures above can be read net of it.
console.log('Reference service latency over the full catalogue:');
for (const row of await measureServiceLatency()) {
  console.log(
    `  ${row.name.padEnd(10)} ${row.requests} requests, median ${row.medianMs.toFixed(2)} ms, p95 ${row.p95Ms.toFixed(2)} ms`,
  );
}
