import type { EventStore, StoredEvent } from './event-store.ts';

/** Events handed out one at a time, oldest first, each once per reader. */
export interface EventReader {
  /** The next event, or undefined when the queue has no more (as of this reader). */
  next(): Promise<StoredEvent | undefined>;
  /** How many events were passed over because `canSend` refused them. */
  readonly skipped: number;
}

/**
 * Reads the queue from disk a batch at a time for the senders of one drain. Concurrent callers
 * share one read, and no event is handed out twice, so several senders can pull from it at once.
 */
export function createEventReader(
  store: EventStore,
  canSend: (event: StoredEvent) => boolean,
  batchSize = 64,
): EventReader {
  let buffer: StoredEvent[] = [];
  let afterKey = -1;
  let done = false;
  let reading: Promise<void> | undefined;
  let skipped = 0;
  const refill = async () => {
    const batch = await store.readOldest(batchSize, afterKey);
    afterKey = batch.at(-1)?.key ?? afterKey;
    done = batch.length < batchSize;
    const sendable = batch.filter(canSend);
    skipped += batch.length - sendable.length;
    buffer = buffer.concat(sendable);
  };
  return {
    async next() {
      while (buffer.length === 0 && !done) {
        reading ??= refill().finally(() => {
          reading = undefined;
        });
        await reading;
      }
      return buffer.shift();
    },
    get skipped() {
      return skipped;
    },
  };
}
