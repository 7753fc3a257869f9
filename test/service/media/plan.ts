/**
 * Which files each rendition of docs/interface.md §2.4 is made of, and with what settings. The size-bounded
 * renditions get a ladder of ever smaller attempts: the first goes into the animation's main
 * ffmpeg run, the others only run if the file written is still too big.
 */
import { clipAssetFileName, renditionFileName } from './names.ts';
import {
  type FrameSelection,
  type OutputSpec,
  type Size,
  sizeForHeight,
  sizeForLongSide,
  sizeForWidth,
} from './outputs.ts';
import type { PoolAnimation } from './pool.ts';
import type { ClipAssetName, MediaFormat, RenditionName } from './types.ts';

/** Byte bounds of docs/interface.md §2.4 (decimal units, the stricter reading). */
export const BYTE_BOUNDS = {
  downsized: 2_000_000,
  downsized_medium: 5_000_000,
  downsized_large: 8_000_000,
  downsized_small: 200_000,
  preview: 50_000,
  preview_gif: 50_000,
} as const satisfies Partial<Record<RenditionName, number>>;

/** Frames in a `_downsampled` rendition. */
export const DOWNSAMPLED_FRAMES = 6;

/** The `looping` MP4 replays the animation up to about this long. */
const LOOPING_SECONDS = 15;

/** One output of the plan: which rendition (or clip asset) it belongs to. */
export interface PlannedOutput {
  rendition: RenditionName | null;
  asset: ClipAssetName | null;
  spec: OutputSpec;
}

/** Size the animation is rendered at: clips at their largest video asset, others as the original. */
export function renderSize(animation: PoolAnimation): Size {
  if (animation.kind !== 'clip') return { width: animation.width, height: animation.height };
  return animation.has720p ? { width: 1280, height: 720 } : { width: 854, height: 480 };
}

/** Clip video assets (16:9): 360p always, 480p, and 720p for half of the clips. */
export function clipAssetSizes(animation: PoolAnimation): [ClipAssetName, Size][] {
  const assets: [ClipAssetName, Size][] = [
    ['360p', { width: 640, height: 360 }],
    ['480p', { width: 854, height: 480 }],
  ];
  if (animation.has720p) assets.push(['720p', { width: 1280, height: 720 }]);
  return assets;
}

function fileOf(animation: PoolAnimation, rendition: RenditionName, format: MediaFormat): string {
  return `${animation.id}/${renditionFileName(rendition, format)}`;
}

/** The spec of `rendition` in `format`; `extra` sets frames and encoder settings. */
export function renditionSpec(
  animation: PoolAnimation,
  rendition: RenditionName,
  format: MediaFormat,
  size: Size,
  extra: Partial<OutputSpec> & { frames?: FrameSelection } = {},
): OutputSpec {
  return {
    file: fileOf(animation, rendition, format),
    format,
    size,
    frames: { kind: 'all' },
    alpha: animation.alpha,
    ...extra,
  };
}

function headFrames(animation: PoolAnimation, seconds: number): FrameSelection {
  return { kind: 'head', frames: Math.min(animation.frames, Math.round(seconds * animation.fps)) };
}

/** Attempts for the size-bounded renditions made directly from the animation, largest first. */
export function boundedLadder(
  animation: PoolAnimation,
  rendition: 'preview' | 'preview_gif' | 'downsized_small',
): OutputSpec[] {
  const original = { width: animation.width, height: animation.height };
  switch (rendition) {
    case 'preview':
      return [
        { long: 240, crf: 32, seconds: 1.5 },
        { long: 160, crf: 36, seconds: 1.2 },
        { long: 120, crf: 40, seconds: 1 },
      ].map((a) =>
        renditionSpec(animation, 'preview', 'mp4', sizeForLongSide(original, a.long), {
          crf: a.crf,
          frames: headFrames(animation, a.seconds),
        }),
      );
    case 'preview_gif':
      // Every other frame: half the bytes, like the real service's low-frame-rate previews.
      return [
        { long: 128, colors: 48, seconds: 1.5 },
        { long: 112, colors: 32, seconds: 1.5 },
        { long: 96, colors: 16, seconds: 1.2 },
        { long: 64, colors: 8, seconds: 1 },
      ].map((a) =>
        renditionSpec(animation, 'preview_gif', 'gif', sizeForLongSide(original, a.long), {
          maxColors: a.colors,
          frames: { kind: 'downsample', every: 2, count: Math.round((a.seconds * animation.fps) / 2) },
        }),
      );
    case 'downsized_small':
      return [
        { long: 480, crf: 32 },
        { long: 320, crf: 36 },
        { long: 200, crf: 40 },
      ].map((a) =>
        renditionSpec(animation, 'downsized_small', 'mp4', sizeForLongSide(original, a.long), { crf: a.crf }),
      );
  }
}

/** The `looping` MP4: the original MP4 repeated to about 15 s (made by stream copy). */
export function loopingSpec(animation: PoolAnimation): OutputSpec {
  const repeat = Math.max(1, Math.round((LOOPING_SECONDS * animation.fps) / animation.frames));
  const original = { width: animation.width, height: animation.height };
  return renditionSpec(animation, 'looping', 'mp4', original, { repeat });
}

/**
 * Every output of the animation's main ffmpeg run: all renditions except `looping` (a copy of the
 * original MP4) and the `downsized` GIFs (which reuse the original when it is small enough,
 * decided once it is written), plus the clip video assets.
 */
export function planMainOutputs(animation: PoolAnimation): PlannedOutput[] {
  const original = { width: animation.width, height: animation.height };
  const planned: PlannedOutput[] = [];
  const add = (rendition: RenditionName, spec: OutputSpec) => planned.push({ rendition, asset: null, spec });
  const every = Math.floor(animation.frames / DOWNSAMPLED_FRAMES);
  const downsample: FrameSelection = { kind: 'downsample', every, count: DOWNSAMPLED_FRAMES };
  const still: FrameSelection = { kind: 'still' };

  const families: [RenditionName, RenditionName, RenditionName | null, Size][] = [
    ['fixed_height', 'fixed_height_still', 'fixed_height_downsampled', sizeForHeight(original, 200)],
    ['fixed_width', 'fixed_width_still', 'fixed_width_downsampled', sizeForWidth(original, 200)],
    ['fixed_height_small', 'fixed_height_small_still', null, sizeForHeight(original, 100)],
    ['fixed_width_small', 'fixed_width_small_still', null, sizeForWidth(original, 100)],
    ['original', 'original_still', null, original],
  ];
  for (const [animated, stillName, downsampled, size] of families) {
    for (const format of ['gif', 'mp4', 'webp'] as const)
      add(animated, renditionSpec(animation, animated, format, size));
    add(stillName, renditionSpec(animation, stillName, 'gif', size, { frames: still }));
    if (downsampled) {
      for (const format of ['gif', 'webp'] as const) {
        add(downsampled, renditionSpec(animation, downsampled, format, size, { frames: downsample }));
      }
    }
  }
  for (const rendition of ['preview', 'preview_gif', 'downsized_small'] as const) {
    const [first] = boundedLadder(animation, rendition);
    if (first) add(rendition, first);
  }
  if (animation.kind === 'clip') {
    for (const [asset, size] of clipAssetSizes(animation)) {
      const spec: OutputSpec = {
        file: `${animation.id}/${clipAssetFileName(asset)}`,
        format: 'mp4',
        size,
        frames: { kind: 'all' },
        alpha: false,
        crf: 26,
        audio: true,
      };
      planned.push({ rendition: null, asset, spec });
    }
  }
  return planned;
}
