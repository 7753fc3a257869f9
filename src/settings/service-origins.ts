/**
 * The host permission a service address needs, as a match pattern. Without a port: a pattern
 * without one matches every port, and Chromium ignores ports in patterns anyway.
 */
export function originPattern(address: string): string {
  const url = new URL(address);
  return `${url.protocol}//${url.hostname}/*`;
}

/** The patterns both addresses need, without repeats. */
export function originPatterns(addresses: { baseUrl: string; uploadUrl: string }): string[] {
  return [...new Set([originPattern(addresses.baseUrl), originPattern(addresses.uploadUrl)])];
}

/** Plain http is allowed on the loopback only: anything else would send the key in clear. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export type AddressCheck = { ok: true; address: string } | { ok: false; problem: 'not-url' | 'not-secure' };

/**
 * A service address as stored: absolute https (or http on the loopback), no trailing slash, and
 * no trailing version (`/v1`, `/v2`): GifDrop adds the version of each operation itself, and
 * `…/v1` would become `…/v1/v1/…`. Pure, so the options page checks before it asks for a host.
 */
export function checkServiceAddress(value: string): AddressCheck {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { ok: false, problem: 'not-url' };
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (!secure || url.username || url.password || url.search || url.hash)
    return { ok: false, problem: 'not-secure' };
  return { ok: true, address: `${url.origin}${url.pathname.replace(/(\/v\d+)?\/*$/i, '')}` };
}
