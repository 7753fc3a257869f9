/**
 * A site for `/gif` as the person types it in the options: one origin, http or https. Shared by
 * the options page (which asks the browser for it) and the background (which registers it).
 */
import { originPattern } from '../settings/service-origins.ts';

export type SiteOriginError = 'empty' | 'not-address' | 'not-web' | 'wildcard';

export type SiteOrigin =
  | { ok: true; origin: string; pattern: string }
  | { ok: false; error: SiteOriginError; scheme?: string };

/**
 * Reads `https://example.com`, `example.com` (https is assumed) or any address on a site as that
 * site's origin (`https://example.com`, with its port if it has one). Anything but http(s)
 * (`file:`, `ftp:`, a browser's own pages) is refused with the scheme it had.
 */
export function parseSiteOrigin(input: string): SiteOrigin {
  const typed = input.trim();
  if (!typed) return { ok: false, error: 'empty' };
  if (typed.includes('*')) return { ok: false, error: 'wildcard' };
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(typed) && !/^[^:/]+:\d+(?:[/?#]|$)/.test(typed);
  let url: URL;
  try {
    url = new URL(hasScheme ? typed : `https://${typed}`);
  } catch {
    return { ok: false, error: 'not-address' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, error: 'not-web', scheme: url.protocol };
  // Browsers differ on odd hosts (Chromium keeps a space as `%20`): letters, digits, `-`, `.` only.
  const host = /^(?:\[[\da-f:.]+\]|[\da-z-]+(?:\.[\da-z-]+)*)$/i;
  if (!host.test(url.hostname) || url.username || url.password) return { ok: false, error: 'not-address' };
  return { ok: true, origin: url.origin, pattern: originPattern(url.origin) };
}

/** The match pattern a stored origin needs (no port: patterns match every port). */
export function sitePattern(origin: string): string {
  return originPattern(origin);
}
