/**
 * Generates every file of one pool animation: one main ffmpeg run for almost everything, then
 * extra runs only for size-bounded renditions that came out too big.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { encodeOutputs, loopMp4 } from './encode.ts';
import { type OutputSpec, type Size, scaleSize } from './outputs.ts';
import {
  BYTE_BOUNDS,
  boundedLadder,
  loopingSpec,
  planMainOutputs,
  renderSize,
  renditionSpec,
} from './plan.ts';
import type { PoolAnimation } from './pool.ts';
import { readBack, type WrittenFile } from './readback.ts';
import {
  type AnimationMedia,
  type ClipAssetName,
  type ClipVideoAsset,
  RENDITION_NAMES,
  type RenditionMedia,
  type RenditionName,
} from './types.ts';

/** An animation's media and how much work it took. */
export interface GeneratedAnimation {
  media: AnimationMedia;
  /** Distinct files written. */
  files: number;
  ffmpegRuns: number;
}

type Written = Map<RenditionName, WrittenFile[]>;

/** Writes every rendition (and clip asset) of `animation` under `dir/<id>/`. */
export async function generateAnimation(animation: PoolAnimation, dir: string): Promise<GeneratedAnimation> {
  await mkdir(join(dir, animation.id), { recursive: true });
  const render = renderSize(animation);
  let ffmpegRuns = 0;
  const files = new Set<string>();
  const encode = async (specs: OutputSpec[]): Promise<WrittenFile[]> => {
    await encodeOutputs(animation, render, specs, dir);
    ffmpegRuns++;
    for (const spec of specs) files.add(spec.file);
    return Promise.all(specs.map((spec) => readBack(dir, spec, animation.frames)));
  };

  const planned = planMainOutputs(animation);
  const mainFiles = await encode(planned.map((p) => p.spec));
  const renditions: Written = new Map();
  const assets = new Map<ClipAssetName, WrittenFile>();
  planned.forEach(({ rendition, asset }, i) => {
    const file = mainFiles[i];
    if (!file) return;
    if (rendition) renditions.set(rendition, [...(renditions.get(rendition) ?? []), file]);
    if (asset) assets.set(asset, file);
  });

  const looping = loopingSpec(animation);
  const originalMp4 = renditions.get('original')?.find((f) => f.media.format === 'mp4');
  if (!originalMp4) throw new Error(`${animation.id}: original MP4 missing`);
  await loopMp4(dir, originalMp4.media.file, looping.file, looping.repeat ?? 1);
  ffmpegRuns++;
  files.add(looping.file);
  renditions.set('looping', [await readBack(dir, looping, animation.frames)]);

  // Size-bounded renditions: walk down their ladders until the files fit (one run per step).
  const bounded = ['preview', 'preview_gif', 'downsized_small'] as const;
  for (let step = 1; ; step++) {
    const tooBig = bounded.filter((name) => !fits(renditions.get(name)?.[0], BYTE_BOUNDS[name]));
    if (tooBig.length === 0) break;
    const specs = tooBig.map((name) => {
      const spec = boundedLadder(animation, name)[step];
      if (!spec) throw new Error(`${animation.id}: ${name} does not fit in ${BYTE_BOUNDS[name]} bytes`);
      return spec;
    });
    const written = await encode(specs);
    tooBig.forEach((name, i) => {
      renditions.set(name, written.slice(i, i + 1));
    });
  }

  await addDownsized(animation, renditions, encode);
  const media: AnimationMedia = {
    id: animation.id,
    kind: animation.kind,
    ...(animation.lowContrast ? { lowContrast: true } : {}),
    renditions: Object.fromEntries(
      RENDITION_NAMES.map((name) => [name, renditionMedia(animation, name, renditions.get(name))]),
    ) as Record<RenditionName, RenditionMedia>,
  };
  if (animation.kind === 'clip') addClipVideo(animation, media, assets);
  return { media, files: files.size, ffmpegRuns };
}

function fits(file: WrittenFile | undefined, bound: number): boolean {
  return file !== undefined && file.media.size < bound;
}

/**
 * downsized, downsized_medium, downsized_large: the original GIF when under the bound (the
 * same file), else the original scaled down until it fits. downsized_still follows downsized.
 */
async function addDownsized(
  animation: PoolAnimation,
  renditions: Written,
  encode: (specs: OutputSpec[]) => Promise<WrittenFile[]>,
): Promise<void> {
  const originalGif = renditions.get('original')?.find((f) => f.media.format === 'gif');
  const originalStill = renditions.get('original_still');
  if (!originalGif || !originalStill) throw new Error(`${animation.id}: original GIF missing`);
  const original: Size = { width: animation.width, height: animation.height };
  for (const rendition of ['downsized', 'downsized_medium', 'downsized_large'] as const) {
    const bound = BYTE_BOUNDS[rendition];
    let current = originalGif;
    // File size grows roughly with pixel count: aim 10% under the bound, retry smaller if needed.
    let factor = 1;
    while (!fits(current, bound)) {
      factor *= Math.min(0.9, 0.9 * Math.sqrt(bound / current.media.size));
      if (factor < 0.1) throw new Error(`${animation.id}: ${rendition} does not fit in ${bound} bytes`);
      const [written] = await encode([
        renditionSpec(animation, rendition, 'gif', scaleSize(original, factor)),
      ]);
      if (!written) throw new Error(`${animation.id}: ${rendition} not written`);
      current = written;
    }
    renditions.set(rendition, [current]);
  }
  const downsized = renditions.get('downsized')?.[0];
  if (!downsized || downsized === originalGif) {
    renditions.set('downsized_still', originalStill);
  } else {
    const size = { width: downsized.width, height: downsized.height };
    const stillSpec = renditionSpec(animation, 'downsized_still', 'gif', size, { frames: { kind: 'still' } });
    renditions.set('downsized_still', await encode([stillSpec]));
  }
}

/** The rendition's entry: every number from the files read back, all formats of one size. */
function renditionMedia(
  animation: PoolAnimation,
  name: RenditionName,
  files: WrittenFile[] | undefined,
): RenditionMedia {
  const [first] = files ?? [];
  if (!files || !first) throw new Error(`${animation.id}: no file for rendition ${name}`);
  const result: RenditionMedia = { width: first.width, height: first.height };
  for (const file of files) {
    if (file.width !== first.width || file.height !== first.height) {
      throw new Error(`${animation.id}: ${name} formats differ in size (${file.media.file})`);
    }
    result[file.media.format] = file.media;
    if (file.media.format === 'gif') result.frames = file.frames;
  }
  return result;
}

function addClipVideo(
  animation: PoolAnimation,
  media: AnimationMedia,
  assets: Map<ClipAssetName, WrittenFile>,
): void {
  const asset = (file: WrittenFile): ClipVideoAsset => ({
    width: file.width,
    height: file.height,
    file: file.media,
  });
  const p360 = assets.get('360p');
  if (!p360?.durationSeconds) throw new Error(`${animation.id}: 360p video asset missing`);
  media.video = { '360p': asset(p360) };
  for (const name of ['480p', '720p'] as const) {
    const file = assets.get(name);
    if (file) media.video[name] = asset(file);
  }
  media.durationSeconds = Math.round(p360.durationSeconds * 1000) / 1000;
}
