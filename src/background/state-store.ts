/**
 * The background's own IndexedDB: the API key, the service addresses and the random ID. The
 * extension's IndexedDB belongs to its origin, so content scripts (which run with the web page's
 * origin) cannot open it, unlike `storage.local`; and only the background opens it.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { KeyCheck, ServiceAddresses } from '../messaging/index.ts';

/** One record of the background's state, by key. */
export interface StateRecords {
  apiKey: { value: string; check?: KeyCheck | undefined };
  buildKeyCheck: KeyCheck;
  serviceAddresses: ServiceAddresses;
  randomId: string;
}

/** Typed access to the background's records. */
export interface StateStore {
  read<K extends keyof StateRecords>(key: K): Promise<StateRecords[K] | undefined>;
  write<K extends keyof StateRecords>(key: K, value: StateRecords[K]): Promise<void>;
  remove(key: keyof StateRecords): Promise<void>;
}

/** Opens the state store; tests pass their own database name to start empty. */
export function openStateStore(dbName = 'gifdrop-background'): StateStore {
  const store: UseStore = createStore(dbName, 'state');
  return {
    read: (key) => get(key, store),
    write: (key, value) => set(key, value, store),
    remove: (key) => del(key, store),
  };
}
