import { describe, expect, it } from 'vitest';
import { RandomIdStore } from '../../../src/background/random-id-store.ts';
import { openStateStore } from '../../../src/background/state-store.ts';

function randomIdStore(fetchRandomId: () => Promise<string>, clock = { now: 0 }) {
  const state = openStateStore(`state-${crypto.randomUUID()}`);
  return {
    state,
    randomIdStore: new RandomIdStore({ state, fetchRandomId, now: () => clock.now, retryDelayMs: 1000 }),
  };
}

describe('RandomIdStore', () => {
  it('fetches once on first need and keeps the ID on disk', async () => {
    let calls = 0;
    const { randomIdStore: ids, state } = randomIdStore(async () => `id-${++calls}`);
    expect(await ids.peek()).toBeUndefined();
    const [a, b] = await Promise.all([ids.obtain(), ids.obtain()]);
    expect([a, b, await ids.obtain()]).toEqual(['id-1', 'id-1', 'id-1']);
    expect(calls).toBe(1);
    expect(await state.read('randomId')).toBe('id-1');
  });

  it('answers undefined when the fetch fails, and tries again only after the delay', async () => {
    const clock = { now: 0 };
    let fail = true;
    let calls = 0;
    const { randomIdStore: ids } = randomIdStore(async () => {
      calls += 1;
      if (fail) throw new Error('503');
      return 'late';
    }, clock);
    expect(await ids.obtain()).toBeUndefined();
    fail = false;
    expect(await ids.obtain()).toBeUndefined();
    expect(calls).toBe(1);
    clock.now = 1000;
    expect(await ids.obtain()).toBe('late');
  });

  it('reset forgets the ID so the next need fetches another', async () => {
    let calls = 0;
    const { randomIdStore: ids, state } = randomIdStore(async () => `id-${++calls}`);
    await ids.obtain();
    await ids.reset();
    expect(await state.read('randomId')).toBeUndefined();
    expect(await ids.obtain()).toBe('id-2');
  });
});
