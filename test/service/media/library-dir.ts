/**
 * The library directory's life cycle: a library is generated into a sibling temporary directory
 * and renamed into place when complete, so readers never see half a library, and what an
 * interrupted run leaves behind is cleaned up by the next one.
 */
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { isProcessAlive } from './lock.ts';
import { MANIFEST_FILE } from './manifest.ts';

/** A fresh sibling directory to generate into: `<dir>.partial-<pid>-<time>`. */
export async function makePartialDir(dir: string): Promise<string> {
  const partial = `${dir}.partial-${process.pid}-${Date.now()}`;
  await mkdir(partial, { recursive: true });
  return partial;
}

/** Refuses to replace a directory that is not a media library (e.g. a mistyped `--dir`). */
export async function assertReplaceable(dir: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch {
    return; // does not exist yet
  }
  if (entries.length === 0) return;
  try {
    await stat(join(dir, MANIFEST_FILE));
  } catch {
    throw new Error(`media: ${dir} is not empty and has no ${MANIFEST_FILE}; refusing to replace it`);
  }
}

/** Renames the finished library into place, replacing (then deleting) any previous one. */
export async function swapIntoPlace(partial: string, dir: string): Promise<void> {
  const old = `${dir}.old-${process.pid}-${Date.now()}`;
  let hadOld = true;
  try {
    await rename(dir, old);
  } catch {
    hadOld = false; // nothing there yet
  }
  await rename(partial, dir);
  if (hadOld) await rm(old, { recursive: true, force: true });
}

/** Removes `<dir>.partial-<pid>-*` and `<dir>.old-<pid>-*` left by processes that died. */
export async function removeStaleSiblings(dir: string): Promise<void> {
  const parent = dirname(dir);
  const name = basename(dir);
  const entries = await readdir(parent).catch(() => [] as string[]);
  for (const entry of entries) {
    const match = /^\.(partial|old)-(\d+)-\d+$/.exec(entry.slice(name.length));
    if (!entry.startsWith(name) || !match || isProcessAlive(Number(match[2]))) continue;
    await rm(join(parent, entry), { recursive: true, force: true });
  }
}
