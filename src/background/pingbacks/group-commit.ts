import type { EventStore, QueueStats, StoredEvent } from './event-store.ts';

/**
 * Writes of the queue that arrive while one is running share the next transaction (group
 * commit): senders wait for their own change to be on disk without paying a transaction each.
 */
export class GroupCommit {
  private pending: { remove: number[]; update: StoredEvent[] } = { remove: [], update: [] };
  private committing: Promise<void> = Promise.resolve();
  private queued: Promise<void> | undefined;

  constructor(
    private readonly store: EventStore,
    private readonly stats: () => QueueStats,
  ) {}

  /** Resolves once the change (and the counters as they are then) is on disk; never rejects. */
  write(change: { remove?: number; update?: StoredEvent }): Promise<void> {
    if (change.remove !== undefined) this.pending.remove.push(change.remove);
    if (change.update) this.pending.update.push(change.update);
    this.queued ??= this.committing.then(async () => {
      this.queued = undefined;
      const { remove, update } = this.pending;
      this.pending = { remove: [], update: [] };
      try {
        await this.store.settle({ remove, update, stats: structuredClone(this.stats()) });
      } catch (error) {
        // The events stay queued and go out again: a duplicate is better than a lost action.
        console.warn(`GifDrop could not update the pingback queue (${String(error)})`);
      }
    });
    this.committing = this.queued;
    return this.queued;
  }

  /** Resolves when every write asked for so far is done. */
  settled(): Promise<void> {
    return this.committing;
  }
}
