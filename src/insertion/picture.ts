/**
 * The picture form of a pick: an `<img>` of a GIF rendition from the service's answer, loaded by
 * the page and the recipient from that URL (GifDrop never fetches, stores or re-encodes the bytes,
 * docs/interface.md §1.6). A clip's picture links to the clip's own page, where it plays with sound.
 * Built with DOM APIs only: remote strings become attribute values, never markup.
 */
import type { Images, Rendition } from '../client/index.ts';
import { clipPageUrl } from './clip-page.ts';

/** What the picture shows and links to; every URL is http(s), the sizes whole pixels. */
export interface Picture {
  /** A `.gif` rendition's URL (not WebP or MP4: mail clients play GIFs). */
  src: string;
  alt: string;
  width?: number | undefined;
  height?: number | undefined;
  /** A clip's page: the picture is wrapped in a link to it. */
  href?: string | undefined;
}

/** What the person chose: the original size, or (data saver) the smallest usable GIF. */
export interface PictureChoice {
  full: boolean;
  saveData: boolean;
}

/** The largest GIF a message picture may be unless the person chose full size: `downsized`'s promise. */
export const MESSAGE_PICTURE_MAX_BYTES = 2_000_000;

/** Message size: the `downsized` family, smallest promise first, each kept only under 2 MB. */
const MESSAGE_ORDER = ['downsized', 'downsized_medium', 'downsized_large'] as const;
/** Full size: the original first. */
const FULL_ORDER = ['original', 'downsized_large', 'downsized_medium', 'downsized'] as const;
/** Data saver: 200 px wide or high, then the message size. */
const SAVER_ORDER = ['fixed_width', 'fixed_height', 'fixed_width_small', 'fixed_height_small'] as const;

/** What `choosePicture` reads of an item (a GIF, sticker, emoji or clip object). */
export interface PictureSource {
  images?: Images | undefined;
  alt_text?: string | undefined;
  title?: string | undefined;
  /** A clip (`video`) links its picture to its page (`clipPageUrl`). */
  type?: string | undefined;
  is_sticker?: boolean | undefined;
  url?: string | undefined;
  bitly_url?: string | undefined;
}

/**
 * The picture for `item`, or `undefined` when its answer holds no GIF rendition that fits: then
 * only the link form is possible.
 */
export function choosePicture(item: PictureSource, choice: PictureChoice): Picture | undefined {
  const images = item.images ?? {};
  const rendition = choice.full
    ? first(images, FULL_ORDER, Number.POSITIVE_INFINITY)
    : choice.saveData
      ? (first(images, SAVER_ORDER, MESSAGE_PICTURE_MAX_BYTES) ??
        first(images, MESSAGE_ORDER, MESSAGE_PICTURE_MAX_BYTES))
      : first(images, MESSAGE_ORDER, MESSAGE_PICTURE_MAX_BYTES);
  if (!rendition) return undefined;
  const href = clipPageUrl(item);
  return {
    src: rendition.src,
    alt: oneLine(item.alt_text || item.title || ''),
    ...(rendition.width ? { width: rendition.width } : {}),
    ...(rendition.height ? { height: rendition.height } : {}),
    ...(href ? { href } : {}),
  };
}

function first(
  images: Images,
  order: readonly string[],
  maxBytes: number,
): { src: string; width?: number; height?: number } | undefined {
  for (const name of order) {
    const rendition: Rendition | undefined = images[name];
    const src = gifUrl(rendition?.url);
    if (!rendition || !src) continue;
    // An unknown size counts as fitting only where the rendition itself promises it (downsized).
    const size = rendition.size;
    if (size !== undefined ? size > maxBytes : maxBytes !== Number.POSITIVE_INFINITY && name !== 'downsized')
      continue;
    return { src, ...pixels('width', rendition.width), ...pixels('height', rendition.height) };
  }
  return undefined;
}

const pixels = (key: 'width' | 'height', value: number | undefined) =>
  value !== undefined && Number.isInteger(value) && value > 0 && value <= 10_000 ? { [key]: value } : {};

/** An http(s) URL in its parsed form, or undefined. */
function httpUrl(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** An http(s) URL whose path names a `.gif` file. */
function gifUrl(raw: unknown): string | undefined {
  const url = httpUrl(raw);
  return url && new URL(url).pathname.toLowerCase().endsWith('.gif') ? url : undefined;
}

/** Line breaks and control characters become spaces; runs of spaces collapse. */
function oneLine(text: string): string {
  return text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500);
}

/**
 * Checks a picture that crossed a message boundary: http(s) URLs (`src` a `.gif`), whole pixel
 * sizes, a one-line alt text.
 */
export function isPicture(value: unknown): value is Picture {
  if (typeof value !== 'object' || value === null) return false;
  const { src, alt, width, height, href } = value as Record<string, unknown>;
  const size = (n: unknown) => n === undefined || (typeof n === 'number' && Number.isInteger(n) && n > 0);
  return (
    typeof src === 'string' &&
    gifUrl(src) === src &&
    typeof alt === 'string' &&
    alt === oneLine(alt) &&
    size(width) &&
    size(height) &&
    (href === undefined || (typeof href === 'string' && httpUrl(href) === href))
  );
}

/** The `<img>` (in a link to the clip's page, for a clip) as an element of `doc`. */
export function pictureElement(doc: Document, picture: Picture): HTMLElement {
  const img = doc.createElement('img');
  img.setAttribute('src', picture.src);
  img.setAttribute('alt', picture.alt);
  if (picture.width) img.setAttribute('width', String(picture.width));
  if (picture.height) img.setAttribute('height', String(picture.height));
  if (!picture.href) return img;
  const link = doc.createElement('a');
  link.setAttribute('href', picture.href);
  link.append(img);
  return link;
}

/** The same as HTML text, serialised by the DOM (which escapes attribute values). */
export function pictureHtml(doc: Document, picture: Picture): string {
  return pictureElement(doc, picture).outerHTML;
}

/** How many `<img>` with exactly this `src` are under `root`. */
export function countPictures(root: ParentNode, src: string): number {
  let count = 0;
  for (const img of root.querySelectorAll('img')) if (img.getAttribute('src') === src) count++;
  return count;
}
