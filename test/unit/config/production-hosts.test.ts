/**
 * The production manifest's host permissions, checked against what the real service sends
 * (../shared/realworld-fixtures): every tracking URL in a real body must be on a granted host, or
 * the worker's pingbacks become CORS requests whose answers it cannot read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_HOST_PERMISSIONS } from '../../../src/config/production-hosts.ts';
import { PRODUCTION_BASE_URL, PRODUCTION_UPLOAD_URL } from '../../../src/config/service-defaults.ts';
import { REALWORLD_FIXTURES_DIR } from '../../harness/realworld.ts';

/** Whether a host permission match pattern (`scheme://host/*`, no port, no wildcard host) covers `url`. */
function covers(pattern: string, url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return pattern === `${protocol}//${hostname}/*`;
}

/** Every string anywhere in a JSON value whose key is `url` under an `analytics` object. */
function trackingUrls(value: unknown, inAnalytics = false, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) trackingUrls(item, inAnalytics, out);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (inAnalytics && key === 'url' && typeof child === 'string') out.push(child);
      else trackingUrls(child, inAnalytics || key === 'analytics', out);
    }
  }
  return out;
}

describe('production host permissions, from the real bodies', () => {
  const manifest = JSON.parse(readFileSync(path.join(REALWORLD_FIXTURES_DIR, 'manifest.json'), 'utf8')) as {
    file: string;
  }[];
  const urls = manifest.flatMap(({ file }) =>
    trackingUrls(JSON.parse(readFileSync(path.join(REALWORLD_FIXTURES_DIR, file), 'utf8'))),
  );

  it('covers the host of every tracking URL the real service hands out', () => {
    expect(urls.length).toBeGreaterThan(300);
    const uncovered = urls.filter(
      (url) => !PRODUCTION_HOST_PERMISSIONS.some((pattern) => covers(pattern, url)),
    );
    expect(uncovered).toEqual([]);
  });

  it('covers the API and upload addresses and holds nothing the product does not use', () => {
    for (const url of [`${PRODUCTION_BASE_URL}/v1/gifs/trending`, `${PRODUCTION_UPLOAD_URL}/v1/gifs`])
      expect(PRODUCTION_HOST_PERMISSIONS.some((pattern) => covers(pattern, url))).toBe(true);
    const used = new Set([
      new URL(PRODUCTION_BASE_URL).hostname,
      // The upload page (src/upload) sends through the background.
      new URL(PRODUCTION_UPLOAD_URL).hostname,
      ...urls.map((url) => new URL(url).hostname),
    ]);
    for (const pattern of PRODUCTION_HOST_PERMISSIONS)
      expect(used).toContain(new URL(pattern.replace('/*', '/')).hostname);
  });
});
