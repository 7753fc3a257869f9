/**
 * Images Object and its renditions (spec 2.4). Renditions are independent of each other, so a
 * broken one is dropped rather than failing its GIF; so is one with a media URL that is not
 * http(s), because only http(s) media URLs may ever reach an `<img>` or `<video>`.
 */
import * as v from 'valibot';
import { decimal, isHttpUrl, text } from './lenient.ts';

/** The rendition names of spec 2.4. Responses may hold others; they are kept under their names. */
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

export const renditionSchema = v.object({
  /** GIF */
  url: text,
  width: decimal,
  height: decimal,
  size: decimal,
  frames: decimal,
  mp4: text,
  mp4_size: decimal,
  webp: text,
  webp_size: decimal,
});

export type Rendition = v.InferOutput<typeof renditionSchema>;

/** Renditions by name; any may be missing. */
export type Images = Partial<Record<RenditionName | (string & {}), Rendition>>;

/** At least one media URL, and every media URL it has is http(s). */
function isUsable(rendition: Rendition): boolean {
  const urls = [rendition.url, rendition.mp4, rendition.webp].filter((url) => url !== undefined);
  return urls.length > 0 && urls.every(isHttpUrl);
}

function keepUsable(raw: Record<string, unknown>): Images {
  const images: Images = {};
  for (const [name, value] of Object.entries(raw)) {
    const parsed = v.safeParse(renditionSchema, value);
    if (parsed.success && isUsable(parsed.output)) images[name] = parsed.output;
  }
  return images;
}

/** An Images Object; `null`, missing or `[]` (an empty PHP array) read as no renditions. */
export const imagesSchema = v.nullish(
  v.pipe(
    v.union([v.record(v.string(), v.unknown()), v.pipe(v.array(v.unknown()), v.length(0))]),
    v.transform((raw): Images => (Array.isArray(raw) ? {} : keepUsable(raw))),
  ),
  () => ({}),
);
