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
