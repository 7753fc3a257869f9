/**
 * A floor for GifDrop's own popup in Firefox, where the popup and the woken event page share one
 * thread: a copy of the bench build whose event page first runs only a script that fetches the
 * first page of trending and answers it unread (first-page-worker.js), GifDrop's background
 * loaded after that answer. What GifDrop's popup waits for when its background costs nothing
 * before the first answer.
 */
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const FIRST_PAGE_ID = 'first-page@bench.gifdrop.app';

/** Where the copy of the build in `outDir` is written. */
export const firstPageCopyOf = (outDir: string): string => `${outDir}-first-page`;

/** Writes the copy; `service` is where and with which key its first script asks. */
export async function writeFirstPageCopy(
  outDir: string,
  service: { api: string; key: string },
): Promise<void> {
  const dir = firstPageCopyOf(outDir);
  await rm(dir, { recursive: true, force: true });
  await cp(outDir, dir, { recursive: true });
  const manifestFile = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  manifest.background.scripts = ['first-page.js'];
  manifest.browser_specific_settings.gecko.id = FIRST_PAGE_ID;
  await writeFile(manifestFile, JSON.stringify(manifest));
  const worker = await readFile(path.join(import.meta.dirname, 'first-page-worker.js'), 'utf8');
  await writeFile(
    path.join(dir, 'first-page.js'),
    `const BENCH_SERVICE = ${JSON.stringify(service)};\n${worker}`,
  );
}
