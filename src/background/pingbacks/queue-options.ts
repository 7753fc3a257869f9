import type { TrackedAction } from '../../client/index.ts';
import type { BackoffPolicy } from './backoff.ts';
import type { EventStore, QueueStats } from './event-store.ts';
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
  /**
   * Whether a random ID can be had at all (the service gives one only for a key). While not, a new
   * event made without one is not queued: there is nothing to send it with. Events already queued
   * stay. Default: yes.
   */
  canGetCustomerId?: () => Promise<boolean>;
  /**
   * Whether the extension may read answers from this URL's origin (its host permission). An event
   * whose URL it may not reach is dropped unsent; one the check fails for (it rejects) waits like
   * a failed send. Default: yes.
   */
  canReach?: (url: string) => Promise<boolean>;
  /**
   * Whether the person lets usage data be sent (Firefox's data consent). While not, a new event is
   * counted as dropped and never stored, and a queued one is dropped unsent. A check that rejects
   * is no answer: nothing is dropped, and nothing sent, for it. Default: yes.
   */
  mayCollect?: () => Promise<boolean>;
  concurrency?: number;
  /** Sends per event before it is dropped as `exhausted` (default 8). */
  maxAttempts?: number;
  /** At most this many events are stored; past it the oldest go first (default 10,000). */
  maxEvents?: number;
  /** Events older than this are dropped unsent (default 7 days). */
  maxAgeMs?: number;
  backoff?: BackoffPolicy;
  now?: () => number;
  random?: () => number;
  /** Runs `wake` after `ms`; the worker's timers by default (the alarm covers a stopped worker). */
  schedule?: (wake: () => void, ms: number) => void;
}
