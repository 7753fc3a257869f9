import { type Client, createClient, type RetryPolicy, type UploadSender } from '../client/index.ts';
import { t } from '../i18n/index.ts';
import { BackgroundError } from '../messaging/index.ts';
import type { RequestPreferences } from '../settings/index.ts';
import type { ActiveKey, KeyStore } from './key-store.ts';
import type { ServiceAddressStore } from './service-addresses.ts';

export interface ClientFactoryDeps {
  keys: KeyStore;
  addresses: ServiceAddressStore;
  readPreferences: () => Promise<RequestPreferences>;
  fetch?: typeof fetch | undefined;
  /** Sends uploads with progress where this context has no XMLHttpRequest (offscreen-upload.ts). */
  uploadSender?: UploadSender | undefined;
}

export interface ClientRequest {
  /** Overrides the stored key (checking a key before keeping it). */
  key?: ActiveKey | undefined;
  /** The random ID, or its pending read: read alongside the key, addresses and preferences. */
  customerId?: string | Promise<string | undefined> | undefined;
  retry?: Partial<RetryPolicy> | undefined;
  /**
   * The operation lists no `api_key` (docs/interface.md §5.2: the emoji operations): without a key it goes out
   * without one instead of failing with `no-key`, so the Emoji tab works on a first run.
   */
  keyless?: boolean | undefined;
  /** Uploads: use XMLHttpRequest where this context has it (Firefox's background page), for progress. */
  xhr?: boolean | undefined;
}

/** The first attempt's limit for calls made while the picker waits (the client's default is 10 s). */
export const FIRST_ATTEMPT_TIMEOUT_MS = 4000;

/**
 * Makes the interface client for one call from the current key, addresses and preferences. The
 * stores keep them in memory and replace them on every change (state-store.ts,
 * preferences-cache.ts), so a change in the options page applies to the next request.
 */

export function createClientFactory(deps: ClientFactoryDeps) {
  return async (request: ClientRequest = {}): Promise<Client> => {
    const [key, addresses, preferences, customerId] = await Promise.all([
      request.key ?? deps.keys.readActive(),
      deps.addresses.readUsable(),
      deps.readPreferences(),
      request.customerId,
    ]);
    if (!key && !request.keyless) throw new BackgroundError('no-key', t('errNoKeyShort'));
    return createClient({
      ...addresses,
      apiKey: key?.value,
      customerId,
      rating: preferences.rating,
      lang: preferences.lang,
      removeLowContrast: preferences.removeLowContrast,
      retry: request.retry,
      // Someone is looking at the picker: a hanging first attempt gives up after 4 s (then the
      // retries take 10 s each), so the popup can say the service is slow well within 8 s.
      firstAttemptTimeoutMs: FIRST_ATTEMPT_TIMEOUT_MS,
      // Firefox's background page has XMLHttpRequest; Chromium's service worker has not, and hands
      // uploads to its offscreen document (else they go through fetch, without progress).
      XMLHttpRequest: request.xhr ? (globalThis.XMLHttpRequest ?? null) : null,
      sendUpload: request.xhr && !globalThis.XMLHttpRequest ? deps.uploadSender : undefined,
      ...(deps.fetch && { fetch: deps.fetch }),
    });
  };
}

export type ClientFactory = ReturnType<typeof createClientFactory>;
