/**
 * The library's `manifest.json`: the whole MediaLibrary (paths relative to the library's
 * directory) and the version of the generator that wrote it. A manifest is trusted only if its
 * version is the current one and every file it lists is on disk with the recorded size.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import type { PoolAnimation } from './pool.ts';
import type { AnimationMedia, MediaFile, MediaLibrary } from './types.ts';

export const MANIFEST_FILE = 'manifest.json';

/** On disk: a MediaLibrary whose `dir` is relative (`.`), plus the generator version. */
export interface Manifest extends MediaLibrary {
  generatorVersion: string;
}

/**
 * The version of a library generated from `pool`: a hash of the pool, of the generator's own
 * sources (this directory's modules, tests excepted) and of the ffmpeg build. Any change to how
 * media are made invalidates the cache; there is no revision number to forget to bump.
 */
export async function generatorVersion(pool: readonly PoolAnimation[]): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(pool)).update(ffmpegInstaller.version);
  const here = fileURLToPath(new URL('.', import.meta.url));
  const sources = (await readdir(here))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort();
  for (const name of sources) hash.update(name).update(await readFile(join(here, name)));
  return `gifdrop-media/${hash.digest('hex').slice(0, 16)}`;
}

/** Every distinct file of the library (renditions share files, e.g. downsized and original). */
export function libraryFiles(animations: readonly AnimationMedia[]): MediaFile[] {
  const byPath = new Map<string, MediaFile>();
  for (const animation of animations) {
    for (const rendition of Object.values(animation.renditions)) {
      for (const file of [rendition.gif, rendition.webp, rendition.mp4])
        if (file) byPath.set(file.file, file);
    }
    for (const asset of Object.values(animation.video ?? {}))
      if (asset) byPath.set(asset.file.file, asset.file);
  }
  return [...byPath.values()];
}

/** Animations, distinct files and their total bytes. */
export function librarySummary(library: MediaLibrary): { animations: number; files: number; bytes: number } {
  const files = libraryFiles(library.animations);
  return {
    animations: library.animations.length,
    files: files.length,
    bytes: files.reduce((sum, file) => sum + file.size, 0),
  };
}

/** Writes `manifest.json` into `dir` (the library is described relative to it). */
export async function writeManifest(
  dir: string,
  version: string,
  animations: AnimationMedia[],
): Promise<void> {
  const manifest: Manifest = { generatorVersion: version, dir: '.', animations };
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
}

/**
 * The library in `dir` if its manifest has `version` and every listed file exists with its
 * recorded size; otherwise null (missing, older, tampered with or half-deleted).
 */
export async function loadValidLibrary(dir: string, version: string): Promise<MediaLibrary | null> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8')) as Manifest;
  } catch {
    return null;
  }
  if (manifest.generatorVersion !== version || !Array.isArray(manifest.animations)) return null;
  const checks = await Promise.all(
    libraryFiles(manifest.animations).map(async (file) => {
      try {
        return (await stat(join(dir, file.file))).size === file.size;
      } catch {
        return false;
      }
    }),
  );
  if (!checks.every(Boolean)) return null;
  return { dir, animations: manifest.animations };
}
