import type { InsertFormat } from '../settings/index.ts';

/** How a GIF is written into a field: the setting's values (URL, Markdown, HTML, BBCode). */
export type InsertionFormat = InsertFormat;

/** What is inserted: the media's address and its title, used as alt text. */
export interface InsertableItem {
  url: string;
  title?: string;
  /**
   * `url` is a page to link to, not an image (a clip's page, `clipPageUrl`): a link in every
   * format, with the title as its text.
   */
  page?: boolean;
}

/** The text to insert, or why there is none (a URL that is not http(s)). */
export type FormatResult = { ok: true; text: string } | { ok: false; error: 'unsupported-url'; url: string };

/**
 * The text to insert for `item` in `format`, on one line. Only http(s) URLs are inserted; anything
 * else (`javascript:`, `data:`, relative or malformed) is refused. The URL is the parsed, normalised
 * form, so spaces, quotes and angle brackets arrive percent-encoded.
 */
export function formatInsertion(item: InsertableItem, format: InsertionFormat): FormatResult {
  const url = parseHttpUrl(item.url);
  if (!url) return { ok: false, error: 'unsupported-url', url: item.url };
  const title = oneLine(item.title ?? '');
  if (item.page) return { ok: true, text: formatLink(url, title, format) };
  switch (format) {
    // Automatic: its text form (a field that holds text, or takes no picture) is the link.
    case 'auto':
    case 'url':
      return { ok: true, text: url };
    case 'markdown':
      return { ok: true, text: `![${escapeMarkdownText(title)}](${escapeMarkdownDestination(url)})` };
    case 'html':
      return { ok: true, text: `<img src="${escapeAttribute(url)}" alt="${escapeAttribute(title)}">` };
    case 'bbcode':
      return { ok: true, text: `[img]${escapeBbcodeUrl(url)}[/img]` };
  }
}

/** A link to a page: the URL itself, or a link whose text is the title (the URL without one). */
function formatLink(url: string, title: string, format: InsertionFormat): string {
  switch (format) {
    case 'auto':
    case 'url':
      return url;
    case 'markdown':
      return title ? `[${escapeMarkdownText(title)}](${escapeMarkdownDestination(url)})` : `<${url}>`;
    case 'html':
      return `<a href="${escapeAttribute(url)}">${escapeAttribute(title || url)}</a>`;
    case 'bbcode':
      // Brackets in the title would read as tags.
      return title
        ? `[url=${escapeBbcodeUrl(url)}]${title.replace(/\[/g, '(').replace(/\]/g, ')')}[/url]`
        : `[url]${escapeBbcodeUrl(url)}[/url]`;
  }
}

function parseHttpUrl(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}

/** Line breaks and other control characters become spaces; runs of spaces collapse. */
function oneLine(text: string): string {
  return text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Alt text in CommonMark: any ASCII punctuation may be backslash-escaped, so everything that could
 * close the brackets, start emphasis, code, an entity or raw HTML is.
 */
function escapeMarkdownText(text: string): string {
  return text.replace(/[\\`*_[\]()<>!&#|~]/g, '\\$&');
}

/** A link destination must not hold unbalanced parentheses or spaces; percent-encoding keeps the URL. */
function escapeMarkdownDestination(url: string): string {
  return url.replace(
    /[()\s<>\\]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

function escapeAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Square brackets would end the tag early. */
function escapeBbcodeUrl(url: string): string {
  return url.replace(/\[/g, '%5B').replace(/\]/g, '%5D');
}
