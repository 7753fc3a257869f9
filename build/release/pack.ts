/**
 * Zips that the same files always turn into the same bytes: entries in path order, each dated
 * 1980-01-01 (the zip format's first day) instead of the time of packing, which made every WXT zip
 * differ from the last one. The Firefox zip a reviewer rebuilds from the sources zip is then the
 * submitted one byte for byte.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync, type Zippable, zipSync } from 'fflate';

const FIXED_TIME = new Date(1980, 0, 1);

function zipSorted(files: Map<string, Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  for (const name of [...files.keys()].sort())
    entries[name] = [files.get(name) as Uint8Array, { mtime: FIXED_TIME }];
  return zipSync(entries, { level: 9 });
}

/** Zips every file under `dir` into `zipFile`. */
export async function packDirectory(dir: string, zipFile: string): Promise<void> {
  const files = new Map<string, Uint8Array>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full).split(path.sep).join('/'), new Uint8Array(await readFile(full)));
  }
  await writeFile(zipFile, zipSorted(files));
}

/** Rewrites a zip with the same files, packed as above. */
export async function repackZip(zipFile: string): Promise<void> {
  const entries = unzipSync(new Uint8Array(await readFile(zipFile)));
  const files = new Map(Object.entries(entries).filter(([name]) => !name.endsWith('/')));
  await writeFile(zipFile, zipSorted(files));
}
