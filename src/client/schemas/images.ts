/**
 * Images Object and its renditions (docs/interface.md §2.4). Renditions are independent of each other, so a
 * broken one is dropped rather than failing its GIF; so is one with a media URL that is not
 * http(s), because only http(s) media URLs may ever reach an `<img>` or `<video>`.
 */
import * as v from 'valibot';
import { isHttpUrl } from '../http-url.ts';
import { RENDITION_NAMES } from '../rendition-names.ts';
import { decimalOf, isDecimal, textOf } from './lenient.ts';

export { RENDITION_NAMES };

export type RenditionName = (typeof RENDITION_NAMES)[number];

/** The text fields of a rendition: its media URLs. */
const TEXT_FIELDS = ['url', 'mp4', 'webp'] as const;
/** Its counts and sizes. */
const DECIMAL_FIELDS = ['width', 'height', 'size', 'frames', 'mp4_size', 'webp_size'] as const;

/** A rendition as read: every field may be missing. */
export type Rendition = Partial<
  Record<(typeof TEXT_FIELDS)[number], string> & Record<(typeof DECIMAL_FIELDS)[number], number>
>;

/** Renditions by name; any may be missing. */
export type Images = Partial<Record<RenditionName | (string & {}), Rendition>>;

/**
 * One rendition, read as the lenient blocks read each field (`text`, `decimal` in lenient.ts), or
 * undefined when it is not an object or holds a count that is not one. Written out rather than a
 * valibot object: a page holds 25 × 20 renditions, read by a worker the popup has just woken, its
 * code still cold, where the schema's machinery doubles the reading. test/unit/client/schemas.test.ts holds it to the schema's readings.
 */
export function readRendition(value: unknown): Rendition | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  const rendition: Record<string, string | number | undefined> = {};
  for (const field of TEXT_FIELDS) if (field in raw) rendition[field] = textOf(raw[field]);
  for (const field of DECIMAL_FIELDS) {
    if (!(field in raw)) continue;
    const item = raw[field];
    if (item !== null && item !== undefined && !isDecimal(item)) return undefined;
    rendition[field] = decimalOf(item);
  }
  return rendition as Rendition;
}

/** At least one media URL, and every media URL it has is http(s). */
function isUsable(rendition: Rendition): boolean {
  const urls = [rendition.url, rendition.mp4, rendition.webp].filter((url) => url !== undefined);
  return urls.length > 0 && urls.every(isHttpUrl);
}

export function keepUsable(raw: Record<string, unknown>): Images {
  const images: Images = {};
  for (const [name, value] of Object.entries(raw)) {
    const rendition = readRendition(value);
    if (rendition && isUsable(rendition)) images[name] = rendition;
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
