/**
 * The pingback queue on disk: one IndexedDB record per event, keyed by a growing number so key
 * order is queue order, plus one `stats` record. Counters live in the same store so that deleting
 * a sent event and counting it happen in one transaction.
 */
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import type { TrackedAction } from '../../client/index.ts';
import type { PingbackProblem } from '../../messaging/index.ts';

/** One user action waiting to be registered. */
export interface QueuedEvent {
  /** The item's tracking URL as the service gave it, without `customer_id` and `ts`. */
  url: string;
  action: TrackedAction;
  /** UNIX ms of the action (not of its pingback request). */
  ts: number;
  /** The random ID when the action happened; filled in at send time if it was not known yet. */
  customerId?: string | undefined;
  /** Sends tried so far. */
  attempts: number;
  /** UNIX ms before which this event waits (its own backoff after a failed send). */
  notBefore?: number | undefined;
  /**
   * Set, on disk, just before the event's request goes out; cleared when its outcome is written.
   * Found set at start-up, it means the worker stopped mid-send: the request may have arrived,
   * and sending it again is a resend (counted).
   */
  sendingSince?: number | undefined;
}

export interface StoredEvent extends QueuedEvent {
  key: number;
}

/**
 * Why an event was given up: refused by the service (a 4xx), past the size bound, older than
 * 7 days, out of attempts, no host permission for its URL (a request would be a CORS request
 * whose answer the worker cannot read, so it would never be known to have arrived), a URL that
 * is not http(s), or the person not sharing usage data (Firefox's data consent).
 */
export const DROP_REASONS = [
  'rejected',
  'overflow',
  'expired',
  'exhausted',
  'not-permitted',
  'invalid-url',
  'not-consented',
] as const;
export type DropReason = (typeof DROP_REASONS)[number];

export interface QueueStats {
  sent: number;
  dropped: Record<DropReason, number>;
  /** Events sent again after the worker stopped while their request was out (possible duplicates). */
  resent: number;
  lastError?: (PingbackProblem & { at: number }) | undefined;
  /** UNIX ms before which nothing is sent (backoff, `Retry-After`); stored across restarts. */
  pausedUntil: number;
}

const STATS_NAME = 'stats';
/** Event keys are numbers; the stats key is a string, which IndexedDB sorts after every number. */
const EVENT_RANGE = IDBKeyRange.bound(0, Number.MAX_SAFE_INTEGER);

const noDrops = () =>
  Object.fromEntries(DROP_REASONS.map((reason) => [reason, 0])) as Record<DropReason, number>;

export const emptyStats = (): QueueStats => ({ sent: 0, dropped: noDrops(), resent: 0, pausedUntil: 0 });

/**
 * Counters written by an earlier version lack the newer reasons: they start at 0. Its last error
 * was an English sentence (`message`), which no other language can show: it is left out.
 */
function withAllCounters(stats: QueueStats | undefined): QueueStats {
  if (!stats) return emptyStats();
  const lastError = typeof stats.lastError?.problem === 'string' ? stats.lastError : undefined;
  return { ...stats, lastError, dropped: { ...noDrops(), ...stats.dropped }, resent: stats.resent ?? 0 };
}

/** What the queue needs to know when it starts. */
export interface StoreSnapshot {
  length: number;
  lastKey: number;
  stats: QueueStats;
}

/** Changes written together once sends complete. */
export interface Settlement {
  remove: number[];
  update: StoredEvent[];
  stats: QueueStats;
}

const toRecord = ({ key: _key, ...event }: StoredEvent): QueuedEvent => event;

/** IndexedDB access of the pingback queue. */
export class EventStore {
  private readonly withStore: UseStore;

  /** Tests pass their own database name to start empty. */
  constructor(dbName = 'gifdrop-pingbacks') {
    this.withStore = createStore(dbName, 'events');
  }

  async readSnapshot(): Promise<StoreSnapshot> {
    return this.withStore('readonly', async (store) => {
      const [length, last, stats] = await Promise.all([
        promisifyRequest(store.count(EVENT_RANGE)),
        promisifyRequest(store.openKeyCursor(EVENT_RANGE, 'prev')),
        promisifyRequest(store.get(STATS_NAME)) as Promise<QueueStats | undefined>,
      ]);
      return { length, lastKey: typeof last?.key === 'number' ? last.key : 0, stats: withAllCounters(stats) };
    });
  }

  /**
   * Adds one event; when `dropOldest` > 0, deletes that many of the oldest in the same
   * transaction and writes `stats`, so the bound and its counter never disagree.
   */
  async add(event: StoredEvent, dropOldest: number, stats: QueueStats): Promise<void> {
    await this.withStore('readwrite', (store) => {
      store.put(toRecord(event), event.key);
      if (dropOldest > 0) {
        store.put(stats, STATS_NAME);
        let left = dropOldest;
        // Deleting from inside the cursor's own callbacks keeps the transaction active.
        const cursors = store.openCursor(EVENT_RANGE);
        cursors.onsuccess = () => {
          const cursor = cursors.result;
          if (!cursor || left <= 0) return;
          cursor.delete();
          left -= 1;
          cursor.continue();
        };
      }
      return promisifyRequest(store.transaction);
    });
  }

  /** The oldest events, at most `limit`, keys above `afterKey`. */
  async readOldest(limit: number, afterKey = -1): Promise<StoredEvent[]> {
    return this.withStore('readonly', async (store) => {
      const range = IDBKeyRange.bound(afterKey, Number.MAX_SAFE_INTEGER, true);
      const [keys, values] = await Promise.all([
        promisifyRequest(store.getAllKeys(range, limit)),
        promisifyRequest(store.getAll(range, limit)) as Promise<QueuedEvent[]>,
      ]);
      return values.map((event, index) => ({ ...event, key: keys[index] as number }));
    });
  }

  /** Deletes and updates events and writes the counters, in one transaction. */
  async settle({ remove, update, stats }: Settlement): Promise<void> {
    await this.withStore('readwrite', (store) => {
      for (const key of remove) store.delete(key);
      // An event dropped meanwhile (the size bound's oldest) is not brought back by its update.
      for (const event of update) {
        const exists = store.getKey(event.key);
        exists.onsuccess = () => {
          if (exists.result !== undefined) store.put(toRecord(event), event.key);
        };
      }
      store.put(stats, STATS_NAME);
      return promisifyRequest(store.transaction);
    });
  }

  /** Writes the counters alone. */
  async writeStats(stats: QueueStats): Promise<void> {
    await this.withStore('readwrite', (store) => {
      store.put(stats, STATS_NAME);
      return promisifyRequest(store.transaction);
    });
  }
}
