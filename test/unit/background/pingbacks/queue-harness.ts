/** A pingback queue over a fresh fake-indexeddb database, with a scripted sender. */
import {
  EventStore,
  PingbackQueue,
  type PingbackQueueOptions,
  type SendOutcome,
} from '../../../../src/background/pingbacks/index.ts';

export const TRACKING_URL =
  'https://pingback.test/v2/pingback_simple?analytics_response_payload=p1&action_type=SEEN';

export interface Harness {
  queue: PingbackQueue;
  store: EventStore;
  /** Every URL the sender was given, in order. */
  sent: string[];
  /** Outcomes the sender answers, in order; `accepted` once they run out. */
  outcomes: SendOutcome[];
  clock: { now: number };
  /** Wake-ups the queue asked for (backoff). */
  wakes: { ms: number; wake: () => void }[];
  /** A new queue over the same database: what a restarted service worker gets. */
  restart(): PingbackQueue;
}

export function freshDbName(): string {
  return `pingbacks-${crypto.randomUUID()}`;
}

export function createHarness(options: Partial<PingbackQueueOptions> & { dbName?: string } = {}): Harness {
  const store = new EventStore(options.dbName ?? freshDbName());
  const sent: string[] = [];
  const outcomes: SendOutcome[] = [];
  const clock = { now: 1_800_000_000_000 };
  const wakes: Harness['wakes'] = [];
  const make = () =>
    new PingbackQueue({
      store,
      send: async (url) => {
        sent.push(url);
        return outcomes.shift() ?? { kind: 'accepted' };
      },
      obtainCustomerId: async () => 'rid-1',
      peekCustomerId: async () => 'rid-1',
      now: () => clock.now,
      random: () => 0.5,
      schedule: (wake, ms) => wakes.push({ wake, ms }),
      ...options,
    });
  return { queue: make(), store, sent, outcomes, clock, wakes, restart: make };
}

/** An event at the harness clock's time. */
export function viewAt(ts: number, payload = 'p1') {
  return {
    action: 'onload' as const,
    url: `https://pingback.test/v2/pingback_simple?analytics_response_payload=${payload}&action_type=SEEN`,
    ts,
  };
}
