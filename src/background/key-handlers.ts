import type { Handlers, ServiceAddresses } from '../messaging/index.ts';
import type { ClientFactory } from './client-factory.ts';
import { checkApiKey } from './key-check.ts';
import type { KeyStore } from './key-store.ts';

export interface KeyHandlerDeps {
  keys: KeyStore;
  makeClient: ClientFactory;
  readAddresses: () => Promise<ServiceAddresses>;
  now: () => number;
}

/**
 * The key messages. A new key is checked with real calls before it replaces the old one; a key
 * the service refuses is never stored. Nothing here ever answers with the key itself.
 */
export function createKeyHandlers({
  keys,
  makeClient,
  readAddresses,
  now,
}: KeyHandlerDeps): Pick<Handlers, 'getStatus' | 'getKeyStatus' | 'setKey' | 'clearKey' | 'checkKey'> {
  // One attempt per probe: the user is waiting, and a failure should show at once.
  const probeRetry = { attempts: 1 };
  return {
    getStatus: async () => {
      const [addresses, key] = await Promise.all([readAddresses(), keys.readStatus()]);
      return { ...addresses, hasKey: key.source !== 'none', key };
    },
    getKeyStatus: () => keys.readStatus(),
    setKey: async ({ key }) => {
      const candidate = { value: key, source: 'user' as const };
      // A refusal leaves the key in use before, if there was one: the message says which.
      const before = (await keys.readStatus()).source === 'none' ? 'none' : 'previous';
      const client = await makeClient({ key: candidate, retry: probeRetry });
      const check = await checkApiKey(client, now, before);
      await keys.saveUserKey(key, check);
      return keys.readStatus();
    },
    clearKey: async () => {
      await keys.clearUserKey();
      return keys.readStatus();
    },
    checkKey: async () => {
      const active = await keys.readActive();
      if (!active) return keys.readStatus();
      const check = await checkApiKey(await makeClient({ key: active, retry: probeRetry }), now, 'same');
      await keys.saveCheck(active, check);
      return keys.readStatus();
    },
  };
}
