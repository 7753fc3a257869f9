import type { Bundle } from '../http/params.ts';
import { clipAssetFileName, renditionFileName } from '../media/names.ts';
import {
  type AnimationMedia,
  RENDITION_NAMES,
  type RenditionMedia,
  type RenditionName,
} from '../media/types.ts';

type Member = 'url' | 'width' | 'height' | 'size' | 'frames' | 'mp4' | 'mp4_size' | 'webp' | 'webp_size';

const ANIMATED: Member[] = ['url', 'width', 'height', 'size', 'mp4', 'mp4_size', 'webp', 'webp_size'];
const STILL: Member[] = ['url', 'width', 'height'];
const DOWNSAMPLED: Member[] = ['url', 'width', 'height', 'size', 'webp', 'webp_size'];
const DOWNSIZED: Member[] = ['url', 'width', 'height', 'size'];

/**
 * Members of each rendition, exactly as docs/interface.md §2.4 lists them. One addition: `original` also carries
 * `url`, as the real service sends it and a client has nothing else to insert for the full GIF.
 */
const MEMBERS: Readonly<Record<RenditionName, Member[]>> = {
  fixed_height: ANIMATED,
  fixed_height_still: STILL,
  fixed_height_downsampled: DOWNSAMPLED,
  fixed_width: ANIMATED,
  fixed_width_still: STILL,
  fixed_width_downsampled: DOWNSAMPLED,
  fixed_height_small: ANIMATED,
  fixed_height_small_still: STILL,
  fixed_width_small: ANIMATED,
  fixed_width_small_still: STILL,
  downsized: DOWNSIZED,
  downsized_still: STILL,
  downsized_large: DOWNSIZED,
  downsized_medium: DOWNSIZED,
  downsized_small: ['mp4', 'width', 'height', 'mp4_size'],
  original: ['url', 'width', 'height', 'size', 'frames', 'mp4', 'mp4_size', 'webp', 'webp_size'],
  original_still: STILL,
  looping: ['mp4'],
  preview: ['mp4', 'mp4_size', 'width', 'height'],
  preview_gif: ['url', 'width', 'height'],
};

/** Renditions each bundle keeps (documented in docs/testing.md, reference service). */
export const BUNDLE_RENDITIONS: Readonly<Record<Bundle, readonly RenditionName[]>> = {
  messaging_non_clips: [
    'fixed_width',
    'fixed_width_still',
    'fixed_width_small',
    'fixed_width_small_still',
    'fixed_height',
    'fixed_height_still',
    'fixed_height_small',
    'downsized',
    'original',
    'original_still',
    'preview_gif',
  ],
  clips_grid_picker: [
    'fixed_width',
    'fixed_width_still',
    'fixed_height',
    'fixed_height_still',
    'original',
    'original_still',
    'preview',
  ],
  low_bandwidth: [
    'fixed_width_small',
    'fixed_width_small_still',
    'fixed_height_small',
    'fixed_height_small_still',
    'fixed_width_downsampled',
    'downsized_small',
    'preview',
    'preview_gif',
  ],
};

/** A stable 32-bit hash (FNV-1a) so "which items lack what" is the same on every start. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Some GIFs lack some renditions (docs/interface.md §2.3): about 3% have no MP4-only renditions, 2% no WebP. */
function gaps(itemId: string): { noVideoOnly: boolean; noWebp: boolean; noSmallWidth: boolean } {
  const bucket = stableHash(itemId) % 100;
  return { noVideoOnly: bucket < 3, noWebp: bucket >= 3 && bucket < 5, noSmallWidth: bucket === 5 };
}

export type MediaUrl = (fileName: string) => string;

function renderRendition(name: RenditionName, media: RenditionMedia, url: MediaUrl, noWebp: boolean) {
  const out: Record<string, string> = {};
  for (const member of MEMBERS[name]) {
    switch (member) {
      case 'url':
        if (media.gif) out.url = url(renditionFileName(name, 'gif'));
        break;
      case 'width':
        out.width = String(media.width);
        break;
      case 'height':
        out.height = String(media.height);
        break;
      case 'size':
        if (media.gif) out.size = String(media.gif.size);
        break;
      case 'frames':
        if (media.frames !== undefined) out.frames = String(media.frames);
        break;
      case 'mp4':
        if (media.mp4) out.mp4 = url(renditionFileName(name, 'mp4'));
        break;
      case 'mp4_size':
        if (media.mp4) out.mp4_size = String(media.mp4.size);
        break;
      case 'webp':
        if (media.webp && !noWebp) out.webp = url(renditionFileName(name, 'webp'));
        break;
      case 'webp_size':
        if (media.webp && !noWebp) out.webp_size = String(media.webp.size);
        break;
    }
  }
  return out;
}

/**
 * Renditions the real service sends beyond the spec's twenty (notes: service facts), made from
 * files the service really serves: `original_mp4`, `preview_webp`, `hd` (clips), and
 * `480w_still`, whose URL is relative in real bodies, so a client must not load it. The original
 * carries a `hash`. Bundles narrow them away like any rendition outside the bundle.
 */
function renderBeyondSpec(
  itemId: string,
  animation: AnimationMedia,
  url: MediaUrl,
  kind: string,
): Record<string, Record<string, string>> {
  const extra: Record<string, Record<string, string>> = {};
  const { original, fixed_width_small: small } = animation.renditions;
  if (original.mp4) {
    extra.original_mp4 = {
      width: String(original.width),
      height: String(original.height),
      mp4: url(renditionFileName('original', 'mp4')),
      mp4_size: String(original.mp4.size),
    };
  }
  if (small.webp) {
    extra.preview_webp = {
      url: url(renditionFileName('fixed_width_small', 'webp')),
      width: String(small.width),
      height: String(small.height),
      size: String(small.webp.size),
    };
  }
  const hd = animation.video?.['720p'];
  if (kind === 'clip' && hd) {
    extra.hd = { width: String(hd.width), height: String(hd.height), mp4: url(clipAssetFileName('720p')) };
  }
  extra['480w_still'] = {
    url: `/media/${itemId}/480w_s.jpg`,
    width: '480',
    height: String(Math.round((480 * original.height) / Math.max(1, original.width))),
  };
  return extra;
}

/** The Images Object of one item: every rendition the animation has, narrowed by `bundle`. */
export function renderImages(
  itemId: string,
  animation: AnimationMedia,
  url: MediaUrl,
  bundle: Bundle | undefined,
  kind = 'gif',
): Record<string, Record<string, string>> {
  const keep = bundle ? new Set(BUNDLE_RENDITIONS[bundle]) : null;
  const gap = gaps(itemId);
  const images: Record<string, Record<string, string>> = {};
  for (const name of RENDITION_NAMES) {
    if (keep && !keep.has(name)) continue;
    if (gap.noVideoOnly && (name === 'looping' || name === 'preview' || name === 'downsized_small')) continue;
    if (gap.noSmallWidth && (name === 'fixed_width_small' || name === 'fixed_width_small_still')) continue;
    images[name] = renderRendition(name, animation.renditions[name], url, gap.noWebp);
  }
  if (images.original) images.original.hash = stableHash(`${itemId}/hash`).toString(16).padStart(8, '0');
  if (!bundle) Object.assign(images, renderBeyondSpec(itemId, animation, url, kind));
  return images;
}
