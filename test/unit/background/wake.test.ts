/**
 * A worker woken by the popup's first request: what every API call needs is being read
 * from the worker's first turn, before the message is delivered (the stores keep what they read).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openStateStore, type StateStore } from '../../../src/background/state-store.ts';
import { type StartedBackground, startTestBackground } from './background-harness.ts';

/** A state store that says which records were asked of its database, in order. */
function countingStore(): { store: StateStore; reads: string[] } {
  const inner = openStateStore(`state-${crypto.randomUUID()}`);
  const reads: string[] = [];
  return {
    reads,
    store: {
      ...inner,
      read: (key) => {
        reads.push(key);
        return inner.read(key);
      },
    },
  };
}

let bg: StartedBackground | undefined;
afterEach(() => bg?.stop());

describe('a woken worker', () => {
  it('starts reading the key, the service addresses and the random ID as it starts, before any message', () => {
    const { store, reads } = countingStore();
    bg = startTestBackground({ state: store });
    expect(reads).toEqual(expect.arrayContaining(['apiKey', 'serviceAddresses', 'randomId']));
  });

  it('marks its start, its first message and that message answered, once a wake', async () => {
    performance.clearMarks();
    bg = startTestBackground();
    await bg.send({ type: 'getDiagnostics' });
    await bg.send({ type: 'getDiagnostics' });
    const names = ['gifdrop:background-main', 'gifdrop:first-message', 'gifdrop:first-answer'];
    const marks = names.map((name) => performance.getEntriesByName(name, 'mark'));
    expect(marks.map((list) => list.length)).toEqual([1, 1, 1]);
    const [main, message, answer] = marks.map((list) => list[0]?.startTime ?? Number.NaN);
    expect(main).toBeLessThanOrEqual(message ?? Number.NaN);
    expect(message).toBeLessThanOrEqual(answer ?? Number.NaN);
  });
});
