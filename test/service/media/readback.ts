/**
 * Reads back a file ffmpeg wrote: its size on disk and what the probes find in it. These numbers,
 * not the ones asked of ffmpeg, are what the library reports; a disagreement with the plan throws.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DISPOSE_TO_BACKGROUND, setGifDisposal } from './gif-disposal.ts';
import { type OutputSpec, selectedFrameCount } from './outputs.ts';
import { probeGif, probeMp4, probeWebp } from './probe.ts';
import type { MediaFile } from './types.ts';

/** A file as written, with the numbers read from it. */
export interface WrittenFile {
  media: MediaFile;
  width: number;
  height: number;
  /** GIF and WebP frames, MP4 video samples. */
  frames: number;
  /** MP4 only. */
  durationSeconds?: number;
  hasAudio?: boolean;
}

/**
 * Fixes up (transparent GIFs get "restore to background" disposal), stats and probes the file
 * of `spec`; throws if its size, frame count or sound track is not the planned one.
 */
export async function readBack(dir: string, spec: OutputSpec, animationFrames: number): Promise<WrittenFile> {
  const path = join(dir, spec.file);
  const bytes = new Uint8Array(await readFile(path));
  if (spec.format === 'gif' && spec.alpha) {
    setGifDisposal(bytes, DISPOSE_TO_BACKGROUND);
    await writeFile(path, bytes);
  }
  const { size } = await stat(path);
  const written = probeWritten(spec, bytes, size);
  const problems: string[] = [];
  if (written.width !== spec.size.width || written.height !== spec.size.height) {
    problems.push(`size ${written.width}x${written.height}, planned ${spec.size.width}x${spec.size.height}`);
  }
  const expectedFrames = selectedFrameCount(spec.frames, animationFrames) * (spec.repeat ?? 1);
  if (written.frames !== expectedFrames) problems.push(`${written.frames} frames, planned ${expectedFrames}`);
  if (spec.format === 'mp4' && written.hasAudio !== Boolean(spec.audio)) {
    problems.push(spec.audio ? 'no sound track' : 'an unplanned sound track');
  }
  if (problems.length > 0) throw new Error(`${spec.file}: ${problems.join('; ')}`);
  return written;
}

function probeWritten(spec: OutputSpec, bytes: Uint8Array, size: number): WrittenFile {
  const media: MediaFile = { file: spec.file, format: spec.format, size };
  switch (spec.format) {
    case 'gif': {
      const { width, height, frames } = probeGif(bytes);
      return { media, width, height, frames };
    }
    case 'webp': {
      const { width, height, frames } = probeWebp(bytes);
      return { media, width, height, frames };
    }
    case 'mp4': {
      const { width, height, videoFrames, durationSeconds, hasAudio } = probeMp4(bytes);
      return { media, width, height, frames: videoFrames, durationSeconds, hasAudio };
    }
  }
}
