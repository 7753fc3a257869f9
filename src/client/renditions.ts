/**
 * Choosing what to load for one item: the smallest rendition that looks right at the size it is
 * shown, in the lightest format the caller can show. Only URLs the service sent are returned,
 * unchanged (docs/interface.md §1.6: media is loaded directly from the media URLs in responses).
 */
import type { Images, Rendition } from './schemas/images.ts';

export type MediaFormat = 'webp' | 'mp4' | 'gif';

export interface RenditionRequest {
  /** Width the item is shown at, in CSS pixels. */
  width: number;
  /** `window.devicePixelRatio`; default 1. */
  devicePixelRatio?: number;
  /** False under `prefers-reduced-motion: reduce`: stills are chosen first. Default true. */
  motion?: boolean;
  /** True under Save-Data: 1x pixels, frame-reduced renditions allowed, fewest bytes first. */
  saveData?: boolean;
  /** Formats the caller can show, most wanted first; default WebP, then MP4, then GIF. */
  formats?: readonly MediaFormat[];
}

export interface ChosenRendition {
  /** Rendition name, e.g. `fixed_width`. */
  name: string;
  format: MediaFormat;
  url: string;
  width: number | undefined;
  height: number | undefined;
  /** Byte size of this format of the rendition, when sent. */
  bytes: number | undefined;
  /** False for a still; true means motion even if a still was asked for (none was there). */
  animated: boolean;
}

// Full-frame animations, small to large.
const ANIMATED = [
  'fixed_width_small',
  'fixed_height_small',
  'fixed_width',
  'fixed_height',
  'downsized_small',
  'downsized',
  'downsized_medium',
  'downsized_large',
  'original',
];
// Six frames only: they look jerky, so only when saving data or when nothing else is there.
const DOWNSAMPLED = ['fixed_width_downsampled', 'fixed_height_downsampled'];
// Cut to the first seconds, or a 15 s loop without dimensions: last resorts.
const PARTIAL = ['preview_gif', 'preview', 'looping'];
const KNOWN = new Set([...ANIMATED, ...DOWNSAMPLED, ...PARTIAL]);

const isStill = (name: string) => name.endsWith('_still');

const MEMBERS: Record<MediaFormat, { url: keyof Rendition; size: keyof Rendition }> = {
  webp: { url: 'webp', size: 'webp_size' },
  mp4: { url: 'mp4', size: 'mp4_size' },
  gif: { url: 'url', size: 'size' },
};

/** Rendition names in the order they are considered, grouped in tiers (first tier with any wins). */
function tiersFor(names: string[], motion: boolean, saveData: boolean): string[][] {
  const stills = names.filter(isStill);
  const others = names.filter((name) => !isStill(name) && !KNOWN.has(name));
  const animated = saveData ? [...ANIMATED, ...DOWNSAMPLED] : ANIMATED;
  const rest = saveData ? [...PARTIAL, ...others] : [...DOWNSAMPLED, ...PARTIAL, ...others];
  // Reduced motion with no still: an animated rendition flagged `animated`, which the caller can
  // show paused (an MP4 without autoplay shows its first frame).
  return motion ? [animated, rest, stills] : [stills, [...animated, ...rest]];
}

function candidatesOf(images: Images, names: string[], formats: readonly MediaFormat[]): ChosenRendition[] {
  const out: ChosenRendition[] = [];
  for (const name of names) {
    const rendition = images[name];
    if (!rendition) continue;
    for (const format of formats) {
      const url = rendition[MEMBERS[format].url];
      if (typeof url !== 'string') continue;
      const bytes = rendition[MEMBERS[format].size];
      out.push({
        name,
        format,
        url,
        width: rendition.width,
        height: rendition.height,
        bytes: typeof bytes === 'number' ? bytes : undefined,
        animated: !isStill(name),
      });
    }
  }
  return out;
}

/**
 * The rendition to load, or null when the item has none in an accepted format. Within the first
 * tier that has candidates: the narrowest at least `width × devicePixelRatio` pixels wide (else
 * the widest), then the preferred format, then the fewest bytes. Under `saveData` the fewest bytes
 * among those wide enough come first. Without any widths: `original`, then the first found.
 */
export function chooseRendition(images: Images, request: RenditionRequest): ChosenRendition | null {
  const formats = request.formats ?? ['webp', 'mp4', 'gif'];
  const saveData = request.saveData ?? false;
  const ratio = saveData
    ? 1
    : request.devicePixelRatio && request.devicePixelRatio > 0
      ? request.devicePixelRatio
      : 1;
  const need = Math.ceil(request.width * ratio);
  const rank = (candidate: ChosenRendition) => formats.indexOf(candidate.format);
  const bytes = (candidate: ChosenRendition) => candidate.bytes ?? Number.POSITIVE_INFINITY;
  for (const tier of tiersFor(Object.keys(images), request.motion ?? true, saveData)) {
    const candidates = candidatesOf(images, tier, formats);
    if (candidates.length === 0) continue;
    const sized = candidates.filter((candidate) => candidate.width !== undefined && candidate.width > 0);
    if (sized.length === 0) {
      return (
        candidates.find((candidate) => candidate.name === 'original') ?? (candidates[0] as ChosenRendition)
      );
    }
    const width = (candidate: ChosenRendition) => candidate.width as number;
    const wide = sized.filter((candidate) => width(candidate) >= need);
    const sorted =
      wide.length > 0
        ? wide.sort((a, b) =>
            saveData
              ? bytes(a) - bytes(b) || width(a) - width(b) || rank(a) - rank(b)
              : width(a) - width(b) || rank(a) - rank(b) || bytes(a) - bytes(b),
          )
        : sized.sort((a, b) => width(b) - width(a) || rank(a) - rank(b) || bytes(a) - bytes(b));
    return sorted[0] as ChosenRendition;
  }
  return null;
}
