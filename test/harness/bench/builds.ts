import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildExtension, outputDir } from '../build-extension.ts';
import { kb, median, ms } from './stats.ts';

async function timeBuilds(mode: string, browser: 'chrome' | 'firefox', runs: number): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push((await buildExtension({ mode, browser, quiet: true })).ms);
  return median(times);
}

/** Popup JS + CSS, gzip (issue "The picker, polished"). */
const POPUP_BUDGET_BYTES = 26 * 1024;

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

/** Build times of both production builds, then what the popup loads (gzip). */
export async function benchBuilds(runs: number): Promise<void> {
  console.log(`Builds (median of ${runs}):`);
  console.log(`  chrome-mv3 production   ${ms(await timeBuilds('production', 'chrome', runs))}`);
  console.log(`  firefox-mv2 production  ${ms(await timeBuilds('production', 'firefox', runs))}`);
  // The Firefox build last would leave .output/chrome-mv3 as built above; measure it.
  const assets = await popupAssets(outputDir('production', 'chrome'));
  console.log('Popup assets (chrome-mv3 production):');
  for (const asset of assets)
    console.log(
      `  ${asset.file.padEnd(36)} ${kb(asset.raw).padStart(8)} raw ${kb(asset.gzip).padStart(8)} gzip`,
    );
  const total = assets.reduce((sum, asset) => sum + asset.gzip, 0);
  // What popup.html loads before its first render; screens shown only sometimes (detail,
  // categories, errors, the single result) and the insertion code load when first needed.
  console.log(
    `  ${'total'.padEnd(36)} ${''.padStart(12)} ${kb(total).padStart(8)} gzip (budget ${kb(POPUP_BUDGET_BYTES)})`,
  );
}
