/**
 * The Firefox bench build's popup measures its own first row, as the bare page and the bare
 * extension's page do and as Chromium's init script makes it (page-probes.ts). Firefox runs no
 * preload script in extension pages, so the probe is a classic script written into popup.html,
 * after the head script so that the request goes first. Watched from another page of the extension
 * instead (`extension.getViews` every few ms), the popup shared its thread with the watcher, which
 * the floors measured beside it never did.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { POPUP_FIRST_ROW } from '../page-probes.ts';

const PROBE_FILE = 'first-row-probe.js';
const HEAD_SCRIPT = '<script src="/popup-head.js"></script>';

/** Writes the probe into the build in `outDir` and loads it from popup.html. */
export async function writeFirstRowProbe(outDir: string): Promise<void> {
  const file = path.join(outDir, 'popup.html');
  const html = await readFile(file, 'utf8');
  if (!html.includes(HEAD_SCRIPT))
    throw new Error(`popup.html has no ${HEAD_SCRIPT} to load the probe after`);
  await writeFile(
    file,
    html.replace(HEAD_SCRIPT, `${HEAD_SCRIPT}\n    <script src="/${PROBE_FILE}"></script>`),
  );
  await writeFile(path.join(outDir, PROBE_FILE), `${POPUP_FIRST_ROW};\n`);
}
