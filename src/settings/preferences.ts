/**
 * The user's preferences as typed storage items (src/storage/storage-item.ts). They live in `sync:` so they follow
 * the user to their other browsers; none of them is secret (the API key and the service addresses
 * are kept by the background in its own IndexedDB, see src/background/state-store.ts).
 *
 * Values read from storage are checked with the `is*` guards before use: storage can be written
 * by any context of the extension, a content script included.
 */

import type { Rating, RenditionName } from '../client/index.ts';
import { storage } from '../storage/storage-item.ts';
import { readUiLanguage } from './ui-language.ts';

export const RATINGS = ['g', 'pg', 'pg-13', 'r'] as const satisfies readonly Rating[];
/**
 * `auto`: the picture where the field shows pictures, the URL where it holds text. The default
 * since it was added; a stored choice keeps its meaning (nothing is stored until the person chooses).
 */
export const INSERT_FORMATS = ['auto', 'url', 'markdown', 'html', 'bbcode'] as const;
/**
 * The renditions of docs/interface.md §2.4 that have a GIF `url`: every insert format (URL, Markdown, HTML,
 * BBCode) needs an image URL, so the MP4-only ones (`downsized_small`, `looping`, `preview`) and
 * the stills are left out.
 */
export const INSERT_RENDITIONS = [
  'downsized_medium',
  'downsized',
  'downsized_large',
  'original',
  'fixed_height',
  'fixed_width',
  'fixed_height_small',
  'fixed_width_small',
  'fixed_height_downsampled',
  'fixed_width_downsampled',
  'preview_gif',
] as const satisfies readonly RenditionName[];

export type InsertFormat = (typeof INSERT_FORMATS)[number];
export type InsertRendition = (typeof INSERT_RENDITIONS)[number];

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

// PURE: these modules must have no side effects, so a page that imports one setting gets only that.
export const isRating = /* @__PURE__ */ isOneOf(RATINGS);
export const isInsertFormat = /* @__PURE__ */ isOneOf(INSERT_FORMATS);
export const isInsertRendition = /* @__PURE__ */ isOneOf(INSERT_RENDITIONS);
/** ISO 639-1: two lower-case letters. */
export const isLanguage = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-z]{2}$/.test(value);

/** Content rating; `pg-13` by default, a middle ground for a picker used in any conversation. */
export const ratingItem = /* @__PURE__ */ storage.defineItem<Rating>('sync:rating', {
  fallback: 'pg-13',
});

/** Search language (docs/interface.md §4.3 `lang`); the browser's UI language unless the user picks another. */
export const languageItem = /* @__PURE__ */ defineLanguageItem();

function defineLanguageItem() {
  return storage.defineItem<string>('sync:language', { fallback: readUiLanguage() });
}

/**
 * How a picked GIF goes into the page's field. Only a choice the person made is stored, so the
 * new default (`auto`) reaches only those who never chose; a stored `url` stays a link.
 */
export const insertFormatItem = /* @__PURE__ */ storage.defineItem<InsertFormat>('sync:insertFormat', {
  fallback: 'auto',
});

/** Pictures (Insert as: Automatic) at full size; off: the `downsized` family, at most 2 MB. */
export const pictureFullSizeItem = /* @__PURE__ */ storage.defineItem<boolean>('sync:pictureFullSize', {
  fallback: false,
});

/** Which rendition is inserted: "the largest GIF under 5 MB" by default, which most hosts accept. */
export const insertRenditionItem = /* @__PURE__ */ storage.defineItem<InsertRendition>(
  'sync:insertRendition',
  {
    fallback: 'downsized_medium',
  },
);

/**
 * Whether a URL or Markdown image gets a space on each side where its neighbour is not already
 * whitespace or the start/end of the text, so chat apps still recognise the link. On by default.
 */
export const insertSpacingItem = /* @__PURE__ */ storage.defineItem<boolean>('sync:insertSpacing', {
  fallback: true,
});

/** The formats whose text stands alone in a sentence and gets spaces around it (`insertSpacingItem`). */
export const SPACED_FORMATS: readonly InsertFormat[] = ['auto', 'url', 'markdown'];

/** Per-site formats the person chose, by hostname (a rule for `example.com` covers its subdomains). */
export type SiteFormats = Readonly<Record<string, InsertFormat>>;

/**
 * A hostname as the site rules store it: lower case, no trailing dot, and only letters, digits,
 * hyphens and dots (what a person types, such as `https://GitHub.com/x`, is reduced to its host).
 * Undefined when nothing usable is left.
 */
export function normalizeHostname(input: string): string | undefined {
  let text = input.trim().toLowerCase();
  if (text.includes('/') || text.includes(':')) {
    try {
      text = new URL(text.includes('://') ? text : `https://${text}`).hostname;
    } catch {
      return undefined;
    }
  }
  text = text.replace(/\.$/, '');
  if (text.length === 0 || text.length > 253) return undefined;
  return /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(text) ? text : undefined;
}

/** Keeps the well-formed rules of a stored value; anything else (not an object, bad entries) is dropped. */
export function readSiteFormats(value: unknown): Record<string, InsertFormat> {
  const rules: Record<string, InsertFormat> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return rules;
  for (const [host, format] of Object.entries(value)) {
    const normalized = normalizeHostname(host);
    if (normalized && isInsertFormat(format)) rules[normalized] = format;
  }
  return rules;
}

/** The person's per-site formats; they beat the built-in site rules (GitHub: Markdown). */
export const siteFormatsItem = /* @__PURE__ */ storage.defineItem<SiteFormats>('sync:siteFormats', {
  fallback: {},
});

/** docs/interface.md §4.1 `remove_low_contrast`: stickers that vanish on some backgrounds. */
export const hideLowContrastItem = /* @__PURE__ */ storage.defineItem<boolean>('sync:hideLowContrast', {
  fallback: false,
});

/** Keep the picker open after a verified insertion (it closes by itself otherwise). */
export const keepPickerOpenItem = /* @__PURE__ */ storage.defineItem<boolean>('sync:keepPickerOpen', {
  fallback: false,
});

/** The preferences the background applies to requests, each checked and defaulted. */
export interface RequestPreferences {
  rating: Rating;
  lang: string;
  removeLowContrast: boolean;
}

/** Reads the request preferences, replacing anything malformed by its default. */
export async function readRequestPreferences(): Promise<RequestPreferences> {
  const [rating, language, hideLowContrast] = await Promise.all([
    ratingItem.getValue(),
    languageItem.getValue(),
    hideLowContrastItem.getValue(),
  ]);
  return requestPreferencesFrom({ rating, language, hideLowContrast });
}

/**
 * The request preferences from their stored values, keyed as in `storage.sync` (the popup reads
 * them raw before its code loads, src/first-paint/popup-head/), anything malformed replaced by its default.
 */
export function requestPreferencesFrom(stored: Record<string, unknown>): RequestPreferences {
  const { rating, language, hideLowContrast } = stored;
  return {
    rating: isRating(rating) ? rating : ratingItem.fallback,
    lang: isLanguage(language) ? language : languageItem.fallback,
    removeLowContrast: hideLowContrast === true,
  };
}
