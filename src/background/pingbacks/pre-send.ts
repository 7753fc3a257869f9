/**
 * What a queued event must pass just before its request goes out (pingback-queue.ts): its age, a
 * tracking URL that builds (http(s)), the person's usage-data choice and the host permission for
 * that URL. Without the permission the request would be a CORS request whose answer the worker
 * cannot read: it may arrive, but would count as failed and be sent again until dropped.
 */
import { buildTrackingUrl } from '../../client/index.ts';
import type { PingbackProblem } from '../../messaging/index.ts';
import type { DropReason, StoredEvent } from './event-store.ts';
import type { PingbackQueueOptions } from './queue-options.ts';

/** Send to `url`; drop for `drop` (with the problem to show, if any); or wait like a failed send. */
export type PreSend =
  | { kind: 'send'; url: string }
  | { kind: 'drop'; drop: DropReason; problem?: PingbackProblem }
  | { kind: 'wait' };

/**
 * The check for `event`: `customerId` is the random ID for one recorded without it, and events
 * recorded before `oldest` (UNIX ms) are too old to send.
 */
export async function checkBeforeSend(
  event: StoredEvent,
  customerId: string | undefined,
  oldest: number,
  { mayCollect, canReach }: Pick<PingbackQueueOptions, 'mayCollect' | 'canReach'>,
): Promise<PreSend> {
  if (event.ts < oldest) return { kind: 'drop', drop: 'expired' };
  let url: string;
  try {
    url = buildTrackingUrl(event.url, { customerId: event.customerId ?? customerId ?? '', ts: event.ts });
  } catch {
    return { kind: 'drop', drop: 'invalid-url', problem: { problem: 'invalid-url' } };
  }
  let allowed: boolean;
  let reachable: boolean;
  try {
    allowed = (await mayCollect?.()) ?? true;
    reachable = (await canReach?.(url)) ?? true;
  } catch {
    // The browser gave no answer (a worker being stopped answers none): that is no reason to
    // drop an action. The event waits like a failed send, within its attempts.
    return { kind: 'wait' };
  }
  // Queued before the person turned usage data off: it goes no further.
  if (!allowed) return { kind: 'drop', drop: 'not-consented' };
  if (!reachable)
    return {
      kind: 'drop',
      drop: 'not-permitted',
      problem: { problem: 'no-permission', origin: new URL(url).origin },
    };
  return { kind: 'send', url };
}
