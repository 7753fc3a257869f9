import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchController } from '../../../src/picker/search-controller.ts';

describe('createSearchController', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(delays: Record<string, number> = {}) {
    const sent: string[] = [];
    const aborted: string[] = [];
    const results: string[] = [];
    const errors: string[] = [];
    const controller = createSearchController<string>({
      debounceMs: 150,
      run: (text, signal) =>
        new Promise((resolve, reject) => {
          sent.push(text);
          signal.addEventListener('abort', () => {
            aborted.push(text);
            reject(new DOMException('aborted', 'AbortError'));
          });
          setTimeout(
            () => (text === 'boom' ? reject(new Error('boom')) : resolve(`result:${text}`)),
            delays[text] ?? 50,
          );
        }),
      onResult: (_text, result) => results.push(result),
      onError: (text) => errors.push(text),
    });
    return { controller, sent, aborted, results, errors };
  }

  it('sends one request after a pause in typing, with the text exactly as typed', async () => {
    const { controller, sent, results } = setup();
    for (const text of [' H', ' He', ' Hel', ' Hell', ' Hello ']) {
      controller.input(text);
      await vi.advanceTimersByTimeAsync(80);
    }
    await vi.advanceTimersByTimeAsync(300);
    expect(sent).toEqual([' Hello ']);
    expect(results).toEqual(['result: Hello ']);
  });

  it('aborts a stale request and never shows an older answer over a newer one', async () => {
    const { controller, sent, aborted, results } = setup({ slow: 1000, fast: 10 });
    controller.submit('slow');
    await vi.advanceTimersByTimeAsync(20);
    controller.submit('fast');
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toEqual(['slow', 'fast']);
    expect(aborted).toEqual(['slow']);
    expect(results).toEqual(['result:fast']);
  });

  it('Enter searches at once and cancels the pending debounce', async () => {
    const { controller, sent } = setup();
    controller.input('cat');
    controller.submit('cat');
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toEqual(['cat']);
  });

  it('reports the failure of the latest text only', async () => {
    const { controller, errors } = setup({ boom: 10 });
    controller.submit('boom');
    await vi.advanceTimersByTimeAsync(50);
    expect(errors).toEqual(['boom']);
  });

  it('cancel drops pending and running searches', async () => {
    const { controller, sent, results } = setup();
    controller.submit('a');
    controller.input('ab');
    controller.cancel();
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toEqual(['a']);
    expect(results).toEqual([]);
  });
});
