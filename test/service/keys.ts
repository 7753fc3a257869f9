/**
 * API keys of the reference service. The values are fixed so docs, the dev build and tests can
 * name them; each can be overridden by an environment variable (GIFDROP_KEY_<KIND>).
 *
 * - `beta`: the rate-limited key the developer portal hands out (docs/interface.md §5.3): search `limit` at most
 *   50, 10 uploads a day, a request budget per hour, no clips, no channel `username` on upload.
 * - `production`: lifts the rate and upload limits, but the app is not approved for clips.
 * - `approved`: a production key of an approved app: clips and channel uploads allowed. This is
 *   the development key `npm start` and the test builds use.
 */
export const KEY_KINDS = ['beta', 'production', 'approved'] as const;
export type KeyKind = (typeof KEY_KINDS)[number];

export const DEFAULT_KEYS: Readonly<Record<KeyKind, string>> = {
  beta: 'gifdrop-beta-key-0001',
  production: 'gifdrop-production-key-0002',
  approved: 'gifdrop-approved-key-0003',
};

/** The key the development and test builds of the extension are configured with. */
export const DEVELOPMENT_KEY_KIND: KeyKind = 'approved';

export interface KeyPolicy {
  /** Requests allowed per window before 429; `null` means unlimited. */
  rateLimit: { requests: number; windowMs: number } | null;
  /** Largest `limit` accepted by search (docs/interface.md §8: 50 for beta keys). */
  searchLimitMax: number;
  /** Uploads a day; `null` means unlimited (docs/interface.md §8: 10 for rate-limited keys). */
  uploadsPerDay: number | null;
  clipsAllowed: boolean;
  channelUploadAllowed: boolean;
}

export const DEFAULT_POLICIES: Readonly<Record<KeyKind, KeyPolicy>> = {
  beta: {
    rateLimit: { requests: 100, windowMs: 60 * 60 * 1000 },
    searchLimitMax: 50,
    uploadsPerDay: 10,
    clipsAllowed: false,
    channelUploadAllowed: false,
  },
  production: {
    rateLimit: null,
    searchLimitMax: 100,
    uploadsPerDay: null,
    clipsAllowed: false,
    channelUploadAllowed: false,
  },
  approved: {
    rateLimit: null,
    searchLimitMax: 100,
    uploadsPerDay: null,
    clipsAllowed: true,
    channelUploadAllowed: true,
  },
};

/** Keys with environment overrides applied. */
export function keysFromEnv(env: NodeJS.ProcessEnv = process.env): Record<KeyKind, string> {
  const keys = { ...DEFAULT_KEYS };
  for (const kind of KEY_KINDS) {
    const value = env[`GIFDROP_KEY_${kind.toUpperCase()}`];
    if (value) keys[kind] = value;
  }
  return keys;
}
