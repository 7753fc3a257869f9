/** Which URLs GifDrop uses at all: absolute http(s) ones, as the URL parser reads them. */

/** Whether the URL parser reads `value` as an http(s) URL. */
function parsesAsHttp(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The usual form of an http(s) URL, which the URL parser always reads as one: the scheme, a host
 * of ASCII labels, a port, then a path, query or fragment without spaces or control characters.
 */
const USUAL_HTTP_URL =
  /^https?:\/\/([a-z0-9_~-]+(?:\.[a-z0-9_~-]+)*\.?)(?::(\d{1,5}))?(?:[/?#][^\s\p{Cc}]*)?$/iu;
/** Hosts the parser reads as more than labels: punycode, and ones ending in a number (IPv4). */
const PARSED_HOST = /(?:^|\.)xn--|(?:^|\.)(?:0x[0-9a-f]*|\d+)\.?$/i;
const DOTTED_QUAD = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * An absolute http(s) URL, as the URL parser reads it: the only kind of media or tracking URL the
 * client ever uses. The usual form is told by its shape alone: a page of results holds some 1,500
 * URLs, read by a worker the popup has just woken, where parsing each is a visible part of the
 * reading. Anything else goes to the parser (test/unit/client/http-url.test.ts holds the two to
 * the same result). Only such URLs are shown, linked, loaded or inserted: no `javascript:`, `data:`
 * or extension URLs.
 */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const usual = USUAL_HTTP_URL.exec(value);
  // Without a colon there is no scheme, and nothing the parser reads without a base (the empty
  // and relative URLs of real bodies, each an exception thrown and caught in the parser's way).
  if (!usual) return value.includes(':') && parsesAsHttp(value);
  const [, host = '', port] = usual;
  if (port !== undefined && Number(port) > 65535) return false;
  return !PARSED_HOST.test(host) || DOTTED_QUAD.test(host) || parsesAsHttp(value);
}
