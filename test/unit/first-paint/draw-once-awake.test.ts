import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAW_WAIT_CAP_MS, drawOnceAwake } from '../../../src/first-paint/draw-once-awake.ts';

const never = () => new Promise<unknown>(() => undefined);

/** A pending answer and the function that brings it in. */
function pending() {
  let settle!: () => void;
  const answer = new Promise<void>((resolve) => (settle = resolve));
  return { answer, settle };
}

describe('when the Firefox popup draws itself', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws at once when a cached answer will paint the first row: it must not wait for a wake', () => {
    const answers = vi.fn(() => [never()]);
    expect(drawOnceAwake({ cacheLikely: true, answers })).toBeUndefined();
    expect(answers).not.toHaveBeenCalled();
  });

  it('with nothing cached, draws as soon as the background answers the key status, before the first page', async () => {
    const keyStatus = pending();
    const drawn = vi.fn();
    void drawOnceAwake({ cacheLikely: false, answers: () => [never(), keyStatus.answer] })?.then(drawn);
    await vi.advanceTimersByTimeAsync(40);
    expect(drawn).not.toHaveBeenCalled();
    keyStatus.settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(drawn).toHaveBeenCalledOnce();
  });

  it('draws with the first page when that is in first', async () => {
    const firstPage = pending();
    const drawn = vi.fn();
    void drawOnceAwake({ cacheLikely: false, answers: () => [firstPage.answer, never()] })?.then(drawn);
    firstPage.settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(drawn).toHaveBeenCalledOnce();
  });

  it('draws when an answer fails too (no key, no service): the popup says why', async () => {
    const drawn = vi.fn();
    void drawOnceAwake({
      cacheLikely: false,
      answers: () => [Promise.reject(new Error('no key')), never()],
    })?.then(drawn);
    await vi.advanceTimersByTimeAsync(0);
    expect(drawn).toHaveBeenCalledOnce();
  });

  it('never leaves the popup blank past the cap when the background does not answer', async () => {
    const drawn = vi.fn();
    void drawOnceAwake({ cacheLikely: false, answers: () => [never(), never()] })?.then(drawn);
    await vi.advanceTimersByTimeAsync(DRAW_WAIT_CAP_MS - 1);
    expect(drawn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(drawn).toHaveBeenCalledOnce();
  });
});
