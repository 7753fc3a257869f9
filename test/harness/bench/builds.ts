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

/** Popup JS + CSS, gzip. */
export const POPUP_BUDGET_BYTES = 28.5 * 1024;

/** The chunks a script imports statically (`import … from "./x.js"`), not those it loads later (`import(…)`). */
function staticImports(code: string, file: string): string[] {
  const dir = path.posix.dirname(file);
  return [
    ...code.matchAll(/(?:^|[;\s}])import\s*(?:[^"'`()]*?from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g),
  ].map((match) => path.posix.normalize(path.posix.join(dir, match[1] ?? '')));
}

/**
 * Every script and stylesheet the popup loads when it opens: what popup.html names, and the chunks
 * those scripts import statically (the build has no modulepreload links to list them); chunks
 * loaded later by `import()` (Recent, Favorites, a pasted link) are not part of the open.
 */
export async function popupAssets(outDir: string): Promise<{ file: string; raw: number; gzip: number }[]> {
  const html = await readFile(path.join(outDir, 'popup.html'), 'utf8');
  const queue = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
  const seen = new Set<string>();
  const assets: { file: string; raw: number; gzip: number }[] = [];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const bytes = await readFile(path.join(outDir, file));
    assets.push({ file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    if (file.endsWith('.js')) queue.push(...staticImports(bytes.toString('utf8'), file));
  }
  return assets;
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
    `  ${'total'.padEnd(36)} ${''.padStart(12)} ${kb(total).padStart(8)} gzip: ${total} B (budget ${POPUP_BUDGET_BYTES} B) ${total <= POPUP_BUDGET_BYTES ? 'met' : 'NOT met'}`,
  );
}
