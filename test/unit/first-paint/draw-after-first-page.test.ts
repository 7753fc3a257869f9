import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAW_WAIT_CAP_MS, drawAfterFirstPage } from '../../../src/first-paint/draw-after-first-page.ts';

const never = () => new Promise<unknown>(() => undefined);

describe('when the Firefox popup draws itself', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws at once when a cached answer will paint the first row: it must not wait for a wake', () => {
    const firstPage = vi.fn(never);
    expect(drawAfterFirstPage({ cacheLikely: true, firstPage })).toBeUndefined();
    expect(firstPage).not.toHaveBeenCalled();
  });

  it('with nothing cached, draws as soon as the first page is in, not before', async () => {
    let answer!: () => void;
    const drawn = vi.fn();
    const wait = drawAfterFirstPage({
      cacheLikely: false,
      firstPage: () => new Promise<void>((resolve) => (answer = resolve)),
    });
    void wait?.then(drawn);
    await vi.advanceTimersByTimeAsync(40);
    expect(drawn).not.toHaveBeenCalled();
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(drawn).toHaveBeenCalledOnce();
  });

  it('draws when the first page fails too (no key, no service): the popup says why', async () => {
    const drawn = vi.fn();
    void drawAfterFirstPage({
      cacheLikely: false,
      firstPage: () => Promise.reject(new Error('no key')),
    })?.then(drawn);
    await vi.advanceTimersByTimeAsync(0);
    expect(drawn).toHaveBeenCalledOnce();
  });

  it('never leaves the popup blank past the cap when the service is slow', async () => {
    const drawn = vi.fn();
    void drawAfterFirstPage({ cacheLikely: false, firstPage: never })?.then(drawn);
    await vi.advanceTimersByTimeAsync(DRAW_WAIT_CAP_MS - 1);
    expect(drawn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(drawn).toHaveBeenCalledOnce();
  });
});
