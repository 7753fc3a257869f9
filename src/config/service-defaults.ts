/**
 * Where the extension finds the service, fixed at build time. Production builds talk to the
 * production service; they carry a key only when `WXT_GIFDROP_API_KEY` is set for the build (the
 * publisher's key, so a store install works at once), held by the background like any other, and
 * a key the person sets in the options page wins (key-store.ts). Development and test builds get
 * the reference service's addresses and development key through `WXT_GIFDROP_*` environment
 * variables (set by test/harness/build-extension.ts).
 *
 * Only the background may import this module: anything an extension page imports ends up in a
 * bundle, and the key must stay in the background (lint rule in biome.json, checked by
 * test/builds/bundle.test.ts).
 */

export const PRODUCTION_BASE_URL = 'https://api.giphy.com';
export const PRODUCTION_UPLOAD_URL = 'https://upload.giphy.com';

/** The build-time variables this module reads; each may be absent. */
export interface ServiceEnv {
  WXT_GIFDROP_BASE_URL?: string | undefined;
  WXT_GIFDROP_UPLOAD_URL?: string | undefined;
  WXT_GIFDROP_API_KEY?: string | undefined;
}

export interface ServiceDefaults {
  /** `{base_url}` of the interface spec, without a trailing slash. */
  baseUrl: string;
  /** `{upload_url}` of the interface spec, without a trailing slash. */
  uploadUrl: string;
  /** `api_key` (docs/interface.md §5.1); `undefined` when the build carries none. */
  apiKey: string | undefined;
}

/**
 * Resolves the service addresses and key from build-time variables, falling back to production.
 * Throws on an address that is not an absolute http(s) URL, so a typo fails loudly at start
 * instead of as a stream of failed requests.
 */
export function resolveServiceDefaults(env: ServiceEnv): ServiceDefaults {
  return {
    baseUrl: parseServiceUrl('WXT_GIFDROP_BASE_URL', env.WXT_GIFDROP_BASE_URL) ?? PRODUCTION_BASE_URL,
    uploadUrl: parseServiceUrl('WXT_GIFDROP_UPLOAD_URL', env.WXT_GIFDROP_UPLOAD_URL) ?? PRODUCTION_UPLOAD_URL,
    apiKey: env.WXT_GIFDROP_API_KEY?.trim() || undefined,
  };
}

function parseServiceUrl(name: string, value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} is not a URL: ${text}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL: ${text}`);
  }
  return url.href.replace(/\/+$/, '');
}

/** The service this build talks to. Vite replaces each `import.meta.env.*` at build time. */
export const serviceDefaults: ServiceDefaults = resolveServiceDefaults({
  WXT_GIFDROP_BASE_URL: import.meta.env.WXT_GIFDROP_BASE_URL,
  WXT_GIFDROP_UPLOAD_URL: import.meta.env.WXT_GIFDROP_UPLOAD_URL,
  WXT_GIFDROP_API_KEY: import.meta.env.WXT_GIFDROP_API_KEY,
});
