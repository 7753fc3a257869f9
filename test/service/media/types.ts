/**
 * The media library: real files the reference service serves, generated once from a pool of
 * animations and shared by many catalogue items. Every number here is read back from the file
 * written to disk, so what the API reports always matches what it serves.
 */

/** The renditions of docs/interface.md §2.4, in the order the spec lists them. */
export const RENDITION_NAMES = [
  'fixed_height',
  'fixed_height_still',
  'fixed_height_downsampled',
  'fixed_width',
  'fixed_width_still',
  'fixed_width_downsampled',
  'fixed_height_small',
  'fixed_height_small_still',
  'fixed_width_small',
  'fixed_width_small_still',
  'downsized',
  'downsized_still',
  'downsized_large',
  'downsized_medium',
  'downsized_small',
  'original',
  'original_still',
  'looping',
  'preview',
  'preview_gif',
] as const;
export type RenditionName = (typeof RENDITION_NAMES)[number];

export type MediaFormat = 'gif' | 'webp' | 'mp4';

/** One file on disk, relative to the media directory. */
export interface MediaFile {
  /** Path relative to the library's directory, with forward slashes. */
  file: string;
  format: MediaFormat;
  /** Bytes on disk. */
  size: number;
}

/** One rendition of one animation: the GIF (`url`) and the formats the spec lists for it. */
export interface RenditionMedia {
  /** Pixel size of the rendition (for GIF/WebP/MP4 alike: all are encoded at this size). */
  width: number;
  height: number;
  gif?: MediaFile;
  webp?: MediaFile;
  mp4?: MediaFile;
  /** Frame count of the GIF; set on `original` (docs/interface.md §2.4) and known for every animated GIF. */
  frames?: number;
}

/** Video assets of a clip, keyed like the real service's `video.assets`. */
export type ClipAssetName = '360p' | '480p' | '720p';
export interface ClipVideoAsset {
  width: number;
  height: number;
  file: MediaFile;
}

export type AnimationKind = 'gif' | 'sticker' | 'emoji' | 'clip';

export interface AnimationMedia {
  /** Stable id within the pool, e.g. `gif-03`, `sticker-01`, `emoji-07`, `clip-02`. */
  id: string;
  kind: AnimationKind;
  renditions: Record<RenditionName, RenditionMedia>;
  /** Only for clips: looping MP4s with a sound track. `360p` always present. */
  video?: Partial<Record<ClipAssetName, ClipVideoAsset>> & { '360p': ClipVideoAsset };
  /** Only for stickers: pale shapes that are hard to see on a light background. */
  lowContrast?: boolean;
  /** Only for clips: duration in seconds of the video assets. */
  durationSeconds?: number;
}

export interface MediaLibrary {
  /** Absolute directory holding every file. */
  dir: string;
  animations: AnimationMedia[];
}
