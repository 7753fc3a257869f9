/**
 * What one output file of an ffmpeg run is: format, pixel size, which frames, encoder settings.
 * Also the size arithmetic shared by the renditions (every side even, aspect ratio kept).
 */
import type { MediaFormat } from './types.ts';

export interface Size {
  width: number;
  height: number;
}

/** Which frames of the animation an output keeps. */
export type FrameSelection =
  | { kind: 'all' }
  /** The first frame only. */
  | { kind: 'still' }
  /** `count` frames, one every `every`. */
  | { kind: 'downsample'; every: number; count: number }
  /** The first `frames` frames. */
  | { kind: 'head'; frames: number };

export interface OutputSpec {
  /** Path relative to the library directory, forward slashes. */
  file: string;
  format: MediaFormat;
  size: Size;
  frames: FrameSelection;
  /** True for transparent animations: GIF transparency, WebP alpha (MP4 drops it). */
  alpha: boolean;
  /** GIF palette size (default 256). */
  maxColors?: number;
  /** MP4 quality (x264 CRF). */
  crf?: number;
  /** MP4 only: the frames are played this many times in a row (the `looping` rendition). */
  repeat?: number;
  /** MP4 only: add the clip's sine-tone sound track. */
  audio?: boolean;
}

/** Rounds to the nearest even number, at least 2: libx264 with yuv420p needs even sides. */
export function even(value: number): number {
  return Math.max(2, 2 * Math.round(value / 2));
}

/** `height` high, width from the aspect ratio. */
export function sizeForHeight(original: Size, height: number): Size {
  return { width: even((height * original.width) / original.height), height };
}

/** `width` wide, height from the aspect ratio. */
export function sizeForWidth(original: Size, width: number): Size {
  return { width, height: even((width * original.height) / original.width) };
}

/** Scaled so the longer side is at most `longSide` (never enlarged). */
export function sizeForLongSide(original: Size, longSide: number): Size {
  if (Math.max(original.width, original.height) <= longSide) return { ...original };
  return original.width >= original.height
    ? sizeForWidth(original, longSide)
    : sizeForHeight(original, longSide);
}

/** Scaled by `factor` (both sides even). */
export function scaleSize(original: Size, factor: number): Size {
  return { width: even(original.width * factor), height: even(original.height * factor) };
}

/** Number of frames an output with this selection has, out of `total`. */
export function selectedFrameCount(selection: FrameSelection, total: number): number {
  switch (selection.kind) {
    case 'all':
      return total;
    case 'still':
      return 1;
    case 'downsample':
      return Math.min(selection.count, Math.ceil(total / selection.every));
    case 'head':
      return Math.min(selection.frames, total);
  }
}
