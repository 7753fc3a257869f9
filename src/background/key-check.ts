/**
 * Checking a key with real calls before it is stored: one trending GIF (does the key work at
 * all?), one trending clip (is the app approved for clips, docs/interface.md §5.5?) and a search for 51 (beta
 * keys may ask for 50 at most, docs/interface.md §8). Three small requests, once per saved key.
 */
import {
  type Client,
  isServiceError,
  ServiceError,
  searchGifs,
  trendingClips,
  trendingGifs,
} from '../client/index.ts';
import { type MessageKey, t } from '../i18n/index.ts';
import type { KeyCheck } from '../messaging/index.ts';

/** A word common enough that a search for it has more than 50 results on a real service. */
const PROBE_QUERY = 'happy';
const BETA_SEARCH_LIMIT = 50;

const REFUSALS: Partial<Record<string, MessageKey>> = {
  unauthorized: 'keyRefused401',
  forbidden: 'keyRefused403',
};

/**
 * What a refusal leaves in place: the key that was in use before (`previous`), no key at all
 * (`none`: nothing was set, so there is no "previous key"), or the very key checked again (`same`).
 */
export type KeyAfterRefusal = 'previous' | 'none' | 'same';

const AFTER_REFUSAL: Record<KeyAfterRefusal, MessageKey> = {
  previous: 'keyRefusedPreviousStays',
  none: 'keyRefusedNoneSet',
  same: 'keyRefusedOnCheck',
};

/** The clear error for a key the service refused, or the error itself. */
function explain(error: unknown, after: KeyAfterRefusal): unknown {
  if (!isServiceError(error)) return error;
  const message = REFUSALS[error.kind];
  if (message === undefined) return error;
  return new ServiceError(error.kind, t(AFTER_REFUSAL[after], t(message)), {
    operation: 'key-check',
    status: error.status,
  });
}

/** A 429 says the key is known but its budget is spent: when the service lets it ask again, if it said. */
function rateLimited(error: unknown, now: number): Pick<KeyCheck, 'tier' | 'usableAfter'> | undefined {
  if (!isServiceError(error) || error.kind !== 'rate-limited') return undefined;
  const wait = error.retryAfterMs;
  return { tier: 'rate-limited', usableAfter: wait === undefined ? undefined : now + wait };
}

async function probeClips(client: Client): Promise<KeyCheck['clips']> {
  try {
    await trendingClips(client, { limit: 1 });
    return 'approved';
  } catch (error) {
    return isServiceError(error) && error.kind === 'forbidden' ? 'not-approved' : 'unknown';
  }
}

async function probeTier(client: Client, now: () => number): Promise<Pick<KeyCheck, 'tier' | 'usableAfter'>> {
  try {
    const page = await searchGifs(client, PROBE_QUERY, { limit: BETA_SEARCH_LIMIT + 1 });
    const total = page.pagination.total_count;
    if (page.data.length > BETA_SEARCH_LIMIT) return { tier: 'production' };
    // Fewer than asked although more exist: the service capped the page, as it does for beta keys.
    return { tier: total !== undefined && total > BETA_SEARCH_LIMIT ? 'beta' : 'unknown' };
  } catch (error) {
    if (isServiceError(error) && error.kind === 'bad-request') return { tier: 'beta' };
    return rateLimited(error, now()) ?? { tier: 'unknown' };
  }
}

/**
 * What `client`'s key can do. Rejects with a `ServiceError` when the key does not work: kind
 * `unauthorized` (401) or `forbidden` (403) with a message for the user that says which key is
 * in use after the refusal (`after`), or the failure that prevented the check (network, server),
 * so a key is never stored on a guess.
 */
export async function checkApiKey(
  client: Client,
  now: () => number = Date.now,
  after: KeyAfterRefusal = 'previous',
): Promise<KeyCheck> {
  try {
    await trendingGifs(client, { limit: 1 });
  } catch (error) {
    // A 429 answers for a key the service knows: it is valid, but its budget is spent for now.
    const limited = rateLimited(error, now());
    if (limited) return { clips: 'unknown', ...limited, checkedAt: now() };
    throw explain(error, after);
  }
  const [clips, tier] = await Promise.all([probeClips(client), probeTier(client, now)]);
  return { clips, ...tier, checkedAt: now() };
}
