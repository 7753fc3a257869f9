/**
 * The cost of one `PingbackQueue.enqueue` alone, in Node over fake-indexeddb (an in-memory
 * IndexedDB: the number shows the queue's own overhead, not a browser's disk). Sending is held
 * off (no random ID yet), so only the write is timed.
 */
import 'fake-indexeddb/auto';
import { EventStore, PingbackQueue } from '../../../src/background/pingbacks/index.ts';
import { median, us } from './stats.ts';

export async function benchEnqueueInNode(count = 2000): Promise<number> {
  const queue = new PingbackQueue({
    store: new EventStore(`bench-${Date.now()}`),
    send: async () => ({ kind: 'accepted' }),
    obtainCustomerId: async () => undefined,
    peekCustomerId: async () => 'bench-id',
    schedule: () => undefined,
  });
  const url = 'http://127.0.0.1/v2/pingback_simple?analytics_response_payload=x&action_type=SEEN';
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await queue.enqueue({ action: 'onload', url, ts: Date.now() });
    times.push(performance.now() - started);
  }
  return median(times);
}

export function printEnqueueInNode(medianMs: number): void {
  console.log(`  enqueue alone, Node + fake-indexeddb (in memory), median: ${us(medianMs)}`);
}
