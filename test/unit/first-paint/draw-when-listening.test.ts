import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAW_WAIT_CAP_MS, drawWhenListening } from '../../../src/first-paint/draw-when-listening.ts';

const never = () => new Promise<unknown>(() => undefined);

describe('when the Firefox popup draws itself', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws at once when a kept answer will paint the first row: it must not wait for a wake', () => {
    const listening = vi.fn(never);
    expect(drawWhenListening({ keptLikely: true, listening })).toBeUndefined();
    expect(listening).not.toHaveBeenCalled();
  });

  it('in Firefox with nothing kept, draws as soon as the background answers, not before', async () => {
    let answer!: () => void;
    const drawn = vi.fn();
    const wait = drawWhenListening({
      keptLikely: false,
      listening: () => new Promise((resolve) => (answer = () => resolve({ source: 'built-in' }))),
    });
    void wait?.then(drawn);
    await vi.advanceTimersByTimeAsync(40);
    expect(drawn).not.toHaveBeenCalled();
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(drawn).toHaveBeenCalledOnce();
  });

  it('draws when the background refuses too: an error is still an answer', async () => {
    const drawn = vi.fn();
    void drawWhenListening({
      keptLikely: false,
      listening: () => Promise.reject(new Error('no key')),
    })?.then(drawn);
    await vi.advanceTimersByTimeAsync(0);
    expect(drawn).toHaveBeenCalledOnce();
  });

  it('never leaves the popup blank past the cap when the background is slow to wake', async () => {
    const drawn = vi.fn();
    void drawWhenListening({ keptLikely: false, listening: never })?.then(drawn);
    await vi.advanceTimersByTimeAsync(DRAW_WAIT_CAP_MS - 1);
    expect(drawn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(drawn).toHaveBeenCalledOnce();
  });
});
