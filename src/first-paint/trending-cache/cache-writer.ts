/**
 * The background's side of the cached trending answer (cached-trending.ts): it caches the first page of GIF
 * trending as it answers it, after the answer has gone out (the popup's thread writes nothing), and
 * forgets it when the key or the service addresses change, also for a request that was already
 * under way then: its answer came with the old key or from the old service, and is not cached.
 */
import type { RequestPreferences } from '../../settings/index.ts';
import { type CachedItem, cacheTrendingAnswer, forgetTrendingAnswer } from './cached-trending.ts';

export interface TrendingCacheWriter {
  /** Runs `answer` (the first page of GIF trending) and caches what it answers. */
  cache<T extends { data: readonly object[] }>(answer: () => Promise<T>): Promise<T>;
  /** The key or the service changed: forget, and cache nothing answered before. */
  forget(): Promise<void>;
}

export function createTrendingCacheWriter(
  readPreferences: () => Promise<RequestPreferences>,
): TrendingCacheWriter {
  /** Bumped on every change of key or service; an answer is cached only under the one it began in. */
  let generation = 0;
  return {
    async cache(answer) {
      const began = generation;
      // Read alongside the request, as the client reads them for it.
      const preferences = readPreferences();
      const page = await answer();
      // Written in a task of its own, once the answer has gone out: `storage.session.set` copies the
      // 190 kB page as it is called, and within the answer's own turn it held the popup's first
      // row back in a woken worker.
      void Promise.all([preferences, new Promise((resolve) => setTimeout(resolve))])
        .then(async ([read]) => {
          if (began !== generation) return;
          await cacheTrendingAnswer(page.data as readonly CachedItem[], read);
          // Changed while it was being written: the forgetting may have come first.
          if (began !== generation) await forgetTrendingAnswer();
        })
        .catch(() => undefined);
      return page;
    },
    async forget() {
      generation++;
      await forgetTrendingAnswer().catch(() => undefined);
    },
  };
}
