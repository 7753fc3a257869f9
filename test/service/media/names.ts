/**
 * File names of the media, shaped like the real service's (`200.gif`, `giphy-downsized_s.gif`, ...),
 * so URLs served by the reference service look like real ones: `/media/<itemId>/<file name>`.
 */
import type { AnimationMedia, ClipAssetName, MediaFile, MediaFormat, RenditionName } from './types.ts';
import { RENDITION_NAMES } from './types.ts';

/** File name stem of each rendition; the format's extension is appended. */
const RENDITION_STEMS: Record<RenditionName, string> = {
  fixed_height: '200',
  fixed_height_still: '200_s',
  fixed_height_downsampled: '200_d',
  fixed_width: '200w',
  fixed_width_still: '200w_s',
  fixed_width_downsampled: '200w_d',
  fixed_height_small: '100',
  fixed_height_small_still: '100_s',
  fixed_width_small: '100w',
  fixed_width_small_still: '100w_s',
  downsized: 'giphy-downsized',
  downsized_still: 'giphy-downsized_s',
  downsized_large: 'giphy-downsized-large',
  downsized_medium: 'giphy-downsized-medium',
  downsized_small: 'giphy-downsized-small',
  original: 'giphy',
  original_still: 'giphy_s',
  looping: 'giphy-loop',
  preview: 'giphy-preview',
  preview_gif: 'giphy-preview',
};

/** The real-service-like file name of a rendition in a format, e.g. `fixed_width_still` + gif → `200w_s.gif`. */
export function renditionFileName(rendition: RenditionName, format: MediaFormat): string {
  return `${RENDITION_STEMS[rendition]}.${format}`;
}

/** File name of a clip's video asset, e.g. `360p` → `giphy-360p.mp4`. */
export function clipAssetFileName(asset: ClipAssetName): string {
  return `giphy-${asset}.mp4`;
}

const FORMATS: readonly MediaFormat[] = ['gif', 'mp4', 'webp'];

/**
 * The file an animation serves under a real-service-like name, or undefined. Several names may
 * resolve to one file (e.g. `giphy-downsized.gif` is `giphy.gif` when the original is small enough).
 */
export function mediaFileByName(animation: AnimationMedia, fileName: string): MediaFile | undefined {
  for (const rendition of RENDITION_NAMES) {
    for (const format of FORMATS) {
      if (renditionFileName(rendition, format) !== fileName) continue;
      const file = animation.renditions[rendition][format];
      if (file) return file;
    }
  }
  for (const [asset, video] of Object.entries(animation.video ?? {})) {
    if (video && clipAssetFileName(asset as ClipAssetName) === fileName) return video.file;
  }
  return undefined;
}
