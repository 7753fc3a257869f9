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

/**
 * Opens the state store; tests pass their own database name to start empty. Records are stored in
 * memory once read (every API call reads the key and the addresses; a woken worker reads
 * them once). This store is their only writer (only the background opens the database), so a
 * write or removal replaces the stored record at once: the next call uses the new key or address.
 * A failed write forgets the record, so the next read asks the database.
 */
export function openStateStore(dbName = 'gifdrop-background'): StateStore {
  const store: UseStore = createStore(dbName, 'state');
  const reads = new Map<keyof StateRecords, Promise<unknown>>();
  const track = (key: keyof StateRecords, pending: Promise<unknown>) => {
    reads.set(key, pending);
    pending.catch(() => {
      if (reads.get(key) === pending) reads.delete(key);
    });
    return pending;
  };
  return {
    read: async <K extends keyof StateRecords>(key: K) => {
      const value = (await (reads.get(key) ?? track(key, get(key, store)))) as StateRecords[K] | undefined;
      // A copy, as the database gives: no caller can change the stored record.
      return value === undefined ? undefined : structuredClone(value);
    },
    write: async (key, value) => {
      const copy = structuredClone(value);
      await track(
        key,
        set(key, copy, store).then(() => copy),
      );
    },
    remove: async (key) => {
      await track(
        key,
        del(key, store).then(() => undefined),
      );
    },
  };
}
