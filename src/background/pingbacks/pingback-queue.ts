/**
 * The pingback queue (docs/interface.md §6): every user action is on disk before `enqueue` returns, and is sent
 * with bounded concurrency, oldest first, until the service accepts or refuses it, or it runs out
 * of attempts. It can never loop:
 * - an event that fails for a reason no retry can fix is dropped at once and counted: a 4xx, or a
 *   check before its send (pre-send.ts);
 * - a transient failure (network, timeout, 5xx, 429) puts the event back with a backoff of its own,
 *   at most `maxAttempts` sends in all, then drops it (`exhausted`); one failing event never
 *   holds back the others;
 * - the whole queue pauses only when the service says so (`Retry-After`) or when a run of sends
 *   fails with none accepted in between (the service or the network is down), so a browser
 *   does not add to an outage's load;
 * - each event is marked on disk just before its request goes out: after the worker is stopped
 *   mid-send, only those events can go out twice, and they are counted as `resent`.
 */
import type { PingbackProblem } from '../../messaging/index.ts';
import { computeBackoff, DEFAULT_BACKOFF } from './backoff.ts';
import { createEventReader } from './event-reader.ts';
import type { DropReason, StoredEvent, StoreSnapshot } from './event-store.ts';
import { GroupCommit } from './group-commit.ts';
import { checkBeforeSend } from './pre-send.ts';
import type { PingbackEvent, PingbackQueueOptions, QueueState } from './queue-options.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The persistent, bounded pingback queue of the background. */
export class PingbackQueue {
  private loading: Promise<StoreSnapshot> | undefined;
  private draining: Promise<void> | undefined;
  private failuresInARow = 0;
  /** When the soonest wake asked for is due (none: infinity). */
  private wakeDue = Number.POSITIVE_INFINITY;
  /** The soonest time an event that failed in this drain may go again. */
  private retryDue = Number.POSITIVE_INFINITY;
  /** A flush asked for while a drain was running: drain again once it ends. */
  private rerun = false;
  /** "Send now": the next drain ignores each event's own backoff too. */
  private ignoreBackoff = false;
  private addsInFlight = 0;
  /** Adds begun so far: a recount read while one began would miss it. */
  private addsBegun = 0;
  private snapshot: StoreSnapshot | undefined;
  private readonly writes: GroupCommit;
  private readonly concurrency: number;
  private readonly maxAttempts: number;
  private readonly maxEvents: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(private readonly options: PingbackQueueOptions) {
    this.concurrency = options.concurrency ?? 4;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.writes = new GroupCommit(options.store, () => {
      if (!this.snapshot) throw new Error('the queue is not loaded');
      return this.snapshot.stats;
    });
    this.maxEvents = options.maxEvents ?? 10_000;
    this.maxAgeMs = options.maxAgeMs ?? 7 * DAY_MS;
    this.now = options.now ?? Date.now;
  }

  /** Writes the event to disk, then starts sending in the background; resolves once it is on disk. */
  async enqueue(event: PingbackEvent): Promise<void> {
    const state = await this.state();
    // The event is stored unless declined, and goes out only once a check says yes.
    if (await this.declined()) {
      state.stats.dropped['not-consented'] += 1;
      return this.writes.write({});
    }
    // Keys grow with time and never repeat, also across restarts: key order is queue order.
    const key = Math.max(this.now() * 1000, state.lastKey + 1);
    state.lastKey = key;
    const customerId = await this.options.peekCustomerId();
    // Without a key there will be no random ID to send it with: such an event is not stored.
    if (customerId === undefined && !(await this.canGetCustomerId())) return;
    const overflow = Math.max(0, state.length + 1 - this.maxEvents);
    state.length += 1 - overflow;
    state.stats.dropped.overflow += overflow;
    this.addsInFlight += 1;
    this.addsBegun += 1;
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
    this.ignoreBackoff = true;
    try {
      await this.flush();
    } finally {
      this.ignoreBackoff = false;
    }
    return this.describe();
  }

  /**
   * Called when the person's usage-data choice changes: if it is now off, every event still queued
   * is dropped unsent (counted as `not-consented`), so nothing waits to go out if it is turned on
   * again.
   */
  async discardIfDeclined(): Promise<void> {
    if (!(await this.declined())) return;
    const state = await this.state();
    await this.draining;
    const reader = createEventReader(this.options.store, () => true);
    for (let event = await reader.next(); event; event = await reader.next())
      await this.drop(state, event, 'not-consented');
    await this.writes.settled();
  }

  /** Queue length and counters, for the diagnostics panel. */
  async describe(): Promise<QueueState> {
    const { length, stats } = await this.state();
    return { ...structuredClone(stats), length };
  }

  private state(): Promise<StoreSnapshot> {
    this.loading ??= this.options.store.readSnapshot().then((snapshot) => {
      this.snapshot = snapshot;
      return snapshot;
    });
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
      this.retryDue = Number.POSITIVE_INFINITY;
      let nextDue = Number.POSITIVE_INFINITY;
      let waitingForId = 0;
      // docs/interface.md §6 requires `customer_id`: an event without one waits for a random ID. An event in its
      // own backoff waits for its time; the others go ahead of it.
      const reader = createEventReader(this.options.store, (event) => {
        if ((event.customerId ?? customerId) === undefined) {
          waitingForId += 1;
          return false;
        }
        if (!this.ignoreBackoff && (event.notBefore ?? 0) > this.now()) {
          nextDue = Math.min(nextDue, event.notBefore ?? 0);
          return false;
        }
        return true;
      });
      // Each worker takes the next event as soon as its last send ends: `concurrency` requests stay
      // in flight for the whole drain, not just within a batch. A queue-wide pause stops them all.
      const worker = async () => {
        while (this.now() >= state.stats.pausedUntil) {
          const event = await reader.next();
          if (!event) return;
          await this.sendOne(event, customerId, state);
        }
      };
      await Promise.all(Array.from({ length: this.concurrency }, worker));
      if (waitingForId > 0) {
        this.pause(state, undefined);
        // With a key, the service should have given an ID: an error. Without one it is a state.
        if (await this.canGetCustomerId())
          state.stats.lastError = { problem: 'no-random-id', at: this.now() };
      }
      // Events that failed here wait for their own backoff: without a wake they would wait for the
      // alarm (a minute) or the next event.
      nextDue = Math.min(nextDue, this.retryDue);
      if (this.now() < state.stats.pausedUntil && state.length > 0) this.wakeAt(state.stats.pausedUntil);
      else if (nextDue !== Number.POSITIVE_INFINITY) this.wakeAt(nextDue);
    } finally {
      await this.writes.settled();
      // Overflow drops and sends can both remove an event: recount when no add is half done.
      // Applied only when no add began while the count was read (it would be missed).
      if (this.addsInFlight === 0) {
        const begun = this.addsBegun;
        const { length } = await this.options.store.readSnapshot();
        if (this.addsInFlight === 0 && this.addsBegun === begun) state.length = length;
      }
    }
  }

  private async sendOne(event: StoredEvent, customerId: string | undefined, state: StoreSnapshot) {
    const { stats } = state;
    const check = await checkBeforeSend(event, customerId, this.now() - this.maxAgeMs, this.options);
    if (check.kind === 'wait') return this.retryLater(state, event, undefined);
    if (check.kind === 'drop') return this.drop(state, event, check.drop, check.problem);
    if (event.sendingSince !== undefined) stats.resent += 1;
    // On disk before the request goes out: a worker stopped from here on resends only this event.
    await this.writes.write({ update: { ...event, sendingSince: this.now() } });
    const outcome = await this.options.send(check.url);
    if (outcome.kind === 'accepted') {
      this.failuresInARow = 0;
      stats.sent += 1;
      state.length -= 1;
      return this.writes.write({ remove: event.key });
    }
    stats.lastError =
      outcome.status === undefined
        ? { problem: 'unreachable', at: this.now() }
        : { problem: 'answered', status: outcome.status, at: this.now() };
    if (outcome.kind === 'rejected') return this.drop(state, event, 'rejected');
    this.failuresInARow += 1;
    // The service's `Retry-After` holds for every event; so does a run of failures with no success
    // between them (the service or the network is down). One event failing alone waits alone.
    if (outcome.retryAfterMs !== undefined || this.failuresInARow >= this.concurrency)
      this.pause(state, outcome.retryAfterMs);
    return this.retryLater(state, event, outcome.retryAfterMs);
  }

  /** Counts an attempt and puts the event back with its own backoff, or drops it when out of attempts. */
  private retryLater(state: StoreSnapshot, event: StoredEvent, retryAfterMs: number | undefined) {
    const attempts = event.attempts + 1;
    if (attempts >= this.maxAttempts) return this.drop(state, event, 'exhausted');
    const backoff = this.options.backoff ?? DEFAULT_BACKOFF;
    const wait = computeBackoff(attempts, retryAfterMs, backoff, this.options.random ?? Math.random);
    const notBefore = this.now() + wait;
    this.retryDue = Math.min(this.retryDue, notBefore);
    return this.writes.write({ update: { ...event, attempts, notBefore, sendingSince: undefined } });
  }

  /** The person's usage-data choice; rejects when it cannot be read. Default: yes. */
  private mayCollect(): Promise<boolean> {
    return this.options.mayCollect?.() ?? Promise.resolve(true);
  }

  /** Whether the person said no to usage data; a choice that cannot be read is no answer, not a no. */
  private async declined(): Promise<boolean> {
    return (await this.mayCollect().catch(() => true)) === false;
  }

  /** Gives an event up for `reason`, counted (and `problem` shown); written together with its removal. */
  private drop(state: StoreSnapshot, event: StoredEvent, reason: DropReason, problem?: PingbackProblem) {
    if (problem) state.stats.lastError = { ...problem, at: this.now() };
    state.stats.dropped[reason] += 1;
    state.length -= 1;
    return this.writes.write({ remove: event.key });
  }

  private pause(state: StoreSnapshot, retryAfterMs: number | undefined): void {
    // Sends that were in flight together fail together: one failed round is one step of backoff.
    const alreadyPaused = this.now() < state.stats.pausedUntil;
    if (alreadyPaused && retryAfterMs === undefined) return;
    const backoff = this.options.backoff ?? DEFAULT_BACKOFF;
    const rounds = Math.max(1, Math.floor(this.failuresInARow / this.concurrency));
    const delay = computeBackoff(rounds, retryAfterMs, backoff, this.options.random ?? Math.random);
    state.stats.pausedUntil = Math.max(state.stats.pausedUntil, this.now() + delay);
  }

  private canGetCustomerId(): Promise<boolean> {
    return this.options.canGetCustomerId?.() ?? Promise.resolve(true);
  }

  /** Flushes at `time`, unless a wake is due by then already (a later one then finds less to do). */
  private wakeAt(time: number): void {
    if (time >= this.wakeDue) return;
    this.wakeDue = time;
    const schedule = this.options.schedule ?? ((wake, ms) => setTimeout(wake, ms));
    schedule(
      () => {
        if (this.wakeDue === time) this.wakeDue = Number.POSITIVE_INFINITY;
        void this.flush();
      },
      Math.max(0, time - this.now()),
    );
  }
}

export type { PingbackEvent, PingbackQueueOptions, QueueState } from './queue-options.ts';
