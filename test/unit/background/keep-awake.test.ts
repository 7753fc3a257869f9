import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepAwakeWhile } from '../../../src/background/keep-awake.ts';

/** Work that ends when the test says so. */
function pending<T>(): { work: Promise<T>; finish: (value: T) => void } {
  let finish!: (value: T) => void;
  const work = new Promise<T>((resolve) => {
    finish = resolve;
  });
  return { work, finish };
}

describe('keepAwakeWhile', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings every second while the work runs, and not after it ends', async () => {
    vi.useFakeTimers();
    const ping = vi.fn(async () => undefined);
    const { work, finish } = pending<string>();
    const answer = keepAwakeWhile(work, ping, 1000);
    await vi.advanceTimersByTimeAsync(3500);
    expect(ping).toHaveBeenCalledTimes(3);
    finish('done');
    await expect(answer).resolves.toBe('done');
    await vi.advanceTimersByTimeAsync(5000);
    expect(ping).toHaveBeenCalledTimes(3);
  });

  // A timer's callback that throws is an uncaught error (WXT's fake browser throws at once for
  // getPlatformInfo); one that rejects unhandled is another. Either fails this test.
  it('a ping that throws at once or fails later leaves no uncaught error, and the answer arrives', async () => {
    vi.useFakeTimers();
    const pings = [
      () => {
        throw new Error('getPlatformInfo not implemented');
      },
      () => Promise.reject(new Error('the background is gone')),
    ];
    for (const ping of pings) {
      const { work, finish } = pending<number>();
      const answer = keepAwakeWhile(work, ping, 1000);
      await vi.advanceTimersByTimeAsync(2500);
      finish(7);
      await expect(answer).resolves.toBe(7);
    }
  });
});
