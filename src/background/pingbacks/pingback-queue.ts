/**
 * The pingback queue (spec 6): every user action is on disk before `enqueue` returns, and is sent
 * with bounded concurrency, oldest first, until the service accepts or refuses it. Transient
 * failures (network, timeout, 5xx, 429) pause the whole queue with exponential backoff: when the
 * service is down, asking it again for every event would only add to its load.
 */
import { buildTrackingUrl, type TrackedAction } from '../../client/index.ts';
import { type BackoffPolicy, computeBackoff, DEFAULT_BACKOFF } from './backoff.ts';
import { createEventReader } from './event-reader.ts';
import type { EventStore, QueueStats, StoredEvent, StoreSnapshot } from './event-store.ts';
import type { SendPingback } from './send-pingback.ts';

/** A user action to register. */
export interface PingbackEvent {
  url: string;
  action: TrackedAction;
  /** UNIX ms of the action. */
  ts: number;
}

export interface QueueState extends QueueStats {
  length: number;
}

export interface PingbackQueueOptions {
  store: EventStore;
  send: SendPingback;
  /** The random ID to send as `customer_id`; may fetch it. Undefined while there is none. */
  obtainCustomerId: () => Promise<string | undefined>;
  /** The random ID if already known, without fetching (recorded with each event). */
  peekCustomerId: () => Promise<string | undefined>;
  concurrency?: number;
  /** At most this many events are kept; past it the oldest go first (default 10,000). */
  maxEvents?: number;
  /** Events older than this are dropped unsent (default 7 days). */
  maxAgeMs?: number;
  backoff?: BackoffPolicy;
  now?: () => number;
  random?: () => number;
  /** Runs `wake` after `ms`; the worker's timers by default (the alarm covers a stopped worker). */
  schedule?: (wake: () => void, ms: number) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The persistent, bounded pingback queue of the background. */
export class PingbackQueue {
  private loading: Promise<StoreSnapshot> | undefined;
  private draining: Promise<void> | undefined;
  private failuresInARow = 0;
  private wakeScheduled = false;
  /** A flush asked for while a drain was running: drain again once it ends. */
  private rerun = false;
  private addsInFlight = 0;
  /** Group commit: completions that arrive while a write is running share the next one. */
  private pending: { remove: number[]; update: StoredEvent[] } = { remove: [], update: [] };
  private committing: Promise<void> = Promise.resolve();
  private commitQueued = false;
  private readonly concurrency: number;
  private readonly maxEvents: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(private readonly options: PingbackQueueOptions) {
    this.concurrency = options.concurrency ?? 4;
    this.maxEvents = options.maxEvents ?? 10_000;
    this.maxAgeMs = options.maxAgeMs ?? 7 * DAY_MS;
    this.now = options.now ?? Date.now;
  }

  /** Writes the event to disk, then starts sending in the background; resolves once it is on disk. */
  async enqueue(event: PingbackEvent): Promise<void> {
    const state = await this.state();
    // Keys grow with time and never repeat, also across restarts: key order is queue order.
    const key = Math.max(this.now() * 1000, state.lastKey + 1);
    state.lastKey = key;
    const customerId = await this.options.peekCustomerId();
    const overflow = Math.max(0, state.length + 1 - this.maxEvents);
    state.length += 1 - overflow;
    state.stats.dropped.overflow += overflow;
    this.addsInFlight += 1;
    try {
      await this.options.store.add({ ...event, customerId, attempts: 0, key }, overflow, state.stats);
    } finally {
      this.addsInFlight -= 1;
    }
    void this.flush();
  }

  /** Sends what is queued unless a backoff is running; resolves (never rejects) when this drain ends. */
  flush(): Promise<void> {
    if (this.draining) {
      this.rerun = true;
      return this.draining;
    }
    this.draining = (async () => {
      do {
        this.rerun = false;
        await this.drain().catch((error: unknown) => {
          // The events stay on disk; the alarm or the next event tries again. Callers never wait on this.
          console.warn(`GifDrop could not send pingbacks (${String(error)})`);
        });
      } while (this.rerun);
    })().finally(() => {
      this.draining = undefined;
    });
    return this.draining;
  }

  /** Ends any backoff and sends everything now ("Send now", the browser coming back online). */
  async flushNow(): Promise<QueueState> {
    const state = await this.state();
    this.failuresInARow = 0;
    state.stats.pausedUntil = 0;
    // A drain already running may have stopped on the old backoff: start another after it.
    await this.draining;
    await this.flush();
    return this.describe();
  }

  /** Queue length and counters, for the diagnostics panel. */
  async describe(): Promise<QueueState> {
    const { length, stats } = await this.state();
    return { ...structuredClone(stats), length };
  }

  private state(): Promise<StoreSnapshot> {
    this.loading ??= this.options.store.readSnapshot();
    return this.loading;
  }

  private async drain(): Promise<void> {
    const state = await this.state();
    try {
      if (this.now() < state.stats.pausedUntil) {
        if (state.length > 0) this.wakeAt(state.stats.pausedUntil);
        return;
      }
      const customerId = await this.options.obtainCustomerId();
      // Spec 6 requires `customer_id`: an event without one waits for a random ID.
      const reader = createEventReader(
        this.options.store,
        (event) => (event.customerId ?? customerId) !== undefined,
      );
      // Each worker takes the next event as soon as its last send ends: `concurrency` requests stay
      // in flight for the whole drain, not just within a batch. A failure pauses them all.
      const worker = async () => {
        while (this.now() >= state.stats.pausedUntil) {
          const event = await reader.next();
          if (!event) return;
          await this.sendOne(event, customerId, state);
        }
      };
      await Promise.all(Array.from({ length: this.concurrency }, worker));
      if (reader.skipped > 0) this.pause(state, undefined, 'no random ID yet');
      if (this.now() < state.stats.pausedUntil && state.length > 0) this.wakeAt(state.stats.pausedUntil);
    } finally {
      await this.committing;
      // Overflow drops and sends can both remove an event: recount when no add is half done.
      if (this.addsInFlight === 0) state.length = (await this.options.store.readSnapshot()).length;
    }
  }

  private async sendOne(event: StoredEvent, customerId: string | undefined, state: StoreSnapshot) {
    const { stats } = state;
    if (event.ts < this.now() - this.maxAgeMs) {
      stats.dropped.expired += 1;
      return this.settle(state, event, 'remove');
    }
    let url: string;
    try {
      url = buildTrackingUrl(event.url, { customerId: event.customerId ?? customerId ?? '', ts: event.ts });
    } catch (error) {
      stats.dropped.rejected += 1;
      stats.lastError = { message: String(error), at: this.now() };
      return this.settle(state, event, 'remove');
    }
    const outcome = await this.options.send(url);
    if (outcome.kind === 'accepted') {
      this.failuresInARow = 0;
      stats.sent += 1;
      return this.settle(state, event, 'remove');
    }
    stats.lastError = { message: outcome.reason, at: this.now() };
    if (outcome.kind === 'rejected') {
      stats.dropped.rejected += 1;
      return this.settle(state, event, 'remove');
    }
    this.pause(state, outcome.retryAfterMs, outcome.reason);
    return this.settle(state, { ...event, attempts: event.attempts + 1 }, 'update');
  }

  /**
   * Records a finished event. The write is not awaited by the sender (the drain awaits all writes
   * before it ends, and never reads an event twice within one drain), so sends are not slowed by
   * one transaction each.
   */
  private settle(state: StoreSnapshot, event: StoredEvent, change: 'remove' | 'update'): void {
    if (change === 'remove') {
      state.length -= 1;
      this.pending.remove.push(event.key);
    } else {
      this.pending.update.push(event);
    }
    if (this.commitQueued) return;
    this.commitQueued = true;
    this.committing = this.committing.then(async () => {
      this.commitQueued = false;
      const { remove, update } = this.pending;
      this.pending = { remove: [], update: [] };
      try {
        await this.options.store.settle({ remove, update, stats: structuredClone(state.stats) });
      } catch (error) {
        // The events stay queued and go out again: a duplicate is better than a lost action.
        console.warn(`GifDrop could not update the pingback queue (${String(error)})`);
      }
    });
  }

  private pause(state: StoreSnapshot, retryAfterMs: number | undefined, reason: string): void {
    // Sends that were in flight together fail together: one failed round is one step of backoff.
    const alreadyPaused = this.now() < state.stats.pausedUntil;
    if (!alreadyPaused) this.failuresInARow += 1;
    const backoff = this.options.backoff ?? DEFAULT_BACKOFF;
    const delay = computeBackoff(
      this.failuresInARow,
      retryAfterMs,
      backoff,
      this.options.random ?? Math.random,
    );
    if (alreadyPaused && retryAfterMs === undefined) return;
    state.stats.pausedUntil = Math.max(state.stats.pausedUntil, this.now() + delay);
    if (reason === 'no random ID yet') state.stats.lastError = { message: reason, at: this.now() };
  }

  private wakeAt(time: number): void {
    if (this.wakeScheduled) return;
    this.wakeScheduled = true;
    const schedule = this.options.schedule ?? ((wake, ms) => setTimeout(wake, ms));
    schedule(
      () => {
        this.wakeScheduled = false;
        void this.flush();
      },
      Math.max(0, time - this.now()),
    );
  }
}
