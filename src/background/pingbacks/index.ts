/** The pingback queue: persistent, bounded, sent with backoff. */
export { type BackoffPolicy, computeBackoff, DEFAULT_BACKOFF, parseRetryAfter } from './backoff.ts';
export { EventStore, type QueuedEvent, type QueueStats, type StoredEvent } from './event-store.ts';
export {
  type PingbackEvent,
  PingbackQueue,
  type PingbackQueueOptions,
  type QueueState,
} from './pingback-queue.ts';
export { createPingbackSender, type SendOutcome, type SendPingback } from './send-pingback.ts';
export { startPingbackTriggers } from './triggers.ts';
