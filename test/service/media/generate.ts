/**
 * Generates the reference service's media library (or finds it already generated): real GIF,
 * WebP and MP4 files for every rendition of every pool animation, with a manifest of what was
 * written. See types.ts for the shape of the result.
 */
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateAnimation } from './animation.ts';
import { assertReplaceable, makePartialDir, removeStaleSiblings, swapIntoPlace } from './library-dir.ts';
import { withLock } from './lock.ts';
import { generatorVersion, librarySummary, loadValidLibrary, writeManifest } from './manifest.ts';
import { type PoolAnimation, selectPool } from './pool.ts';
import type { AnimationMedia, MediaLibrary } from './types.ts';

export { librarySummary } from './manifest.ts';
export { clipAssetFileName, mediaFileByName, renditionFileName } from './names.ts';

/** `<repo>/.cache/media` (git-ignored). */
export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../../../.cache/media', import.meta.url));

/** ffmpeg runs at once: the machine has 2 cores and each run is essentially single-threaded. */
const CONCURRENCY = 2;

export interface EnsureMediaOptions {
  /** Library directory; default `<repo>/.cache/media`. */
  dir?: string;
  /** Progress lines. */
  log?: (line: string) => void;
  /** Only the first N animations of each kind (quick tests). */
  only?: number;
  /** Regenerate even if a valid library is there. */
  force?: boolean;
}

/**
 * The media library in `dir`, generated first unless a manifest of the current generator version
 * is there with every file at its recorded size (then it returns at once). Generation holds a
 * lock file (`<dir>.lock`), so concurrent callers wait for one generation instead of racing, and
 * writes into a sibling temporary directory renamed into place at the end, so an interrupted run
 * never leaves a half library.
 */
export async function ensureMedia(options: EnsureMediaOptions = {}): Promise<MediaLibrary> {
  const dir = resolve(options.dir ?? DEFAULT_MEDIA_DIR);
  const log = options.log ?? (() => {});
  const pool = selectPool(options.only);
  const version = await generatorVersion(pool);
  const cached = options.force ? null : await loadValidLibrary(dir, version);
  if (cached) {
    log(`media: library in ${dir} is up to date (${cached.animations.length} animations)`);
    return cached;
  }
  const onWait = () => log(`media: waiting for the generation of ${dir} already under way`);
  return withLock(
    `${dir}.lock`,
    async () => {
      // Whoever held the lock before may just have generated it.
      const fresh = options.force ? null : await loadValidLibrary(dir, version);
      if (fresh) return fresh;
      return generateLibrary(dir, pool, version, log);
    },
    onWait,
  );
}

async function generateLibrary(
  dir: string,
  pool: PoolAnimation[],
  version: string,
  log: (line: string) => void,
): Promise<MediaLibrary> {
  await assertReplaceable(dir);
  await removeStaleSiblings(dir);
  const started = performance.now();
  const partial = await makePartialDir(dir);
  try {
    log(`media: generating ${pool.length} animations into ${dir} (${CONCURRENCY} at a time)`);
    const animations = await generateAll(pool, partial, log);
    await writeManifest(partial, version, animations);
    await swapIntoPlace(partial, dir);
    const library: MediaLibrary = { dir, animations };
    const { files, bytes } = librarySummary(library);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(`media: wrote ${animations.length} animations, ${files} files, ${bytes} bytes in ${seconds} s`);
    return library;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Generates the animations, `CONCURRENCY` at a time; results in pool order. */
async function generateAll(
  pool: PoolAnimation[],
  dir: string,
  log: (line: string) => void,
): Promise<AnimationMedia[]> {
  const results: AnimationMedia[] = new Array(pool.length);
  let next = 0;
  let done = 0;
  let failure: { error: unknown } | undefined;
  const worker = async (): Promise<void> => {
    // After a failure no new animation starts, and every run in flight is awaited before the
    // caller deletes the temporary directory (a late run would otherwise recreate files in it).
    while (!failure && next < pool.length) {
      const animation = pool[next++];
      if (!animation) continue;
      const started = performance.now();
      try {
        const generated = await generateAnimation(animation, dir);
        results[pool.indexOf(animation)] = generated.media;
        done++;
        const ms = Math.round(performance.now() - started);
        log(
          `media: [${done}/${pool.length}] ${animation.id}: ${generated.files} files, ${generated.ffmpegRuns} ffmpeg runs, ${ms} ms`,
        );
      } catch (error) {
        const message = `media: ${animation.id} failed: ${(error as Error).message}`;
        failure ??= { error: new Error(message, { cause: error }) };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, pool.length) }, worker));
  if (failure) throw failure.error;
  return results;
}
