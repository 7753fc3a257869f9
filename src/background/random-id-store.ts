import type { StateStore } from './state-store.ts';

export interface RandomIdOptions {
  state: StateStore;
  /** The random-ID operation (docs/interface.md §4.2 #5), bound to the current client. */
  fetchRandomId: () => Promise<string>;
  now?: () => number;
  /** After a failed fetch, no new try before this long (default 30 s), so a down service is not hammered. */
  retryDelayMs?: number;
}

/**
 * The random ID that stands in for the user (`customer_id` on every request and pingback). It is
 * fetched once, on first need, and stored; a failed fetch is tried again later and never blocks
 * the caller for longer than the fetch itself.
 */
export class RandomIdStore {
  private cached: string | undefined;
  private fetching: Promise<string | undefined> | undefined;
  private failedAt = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;
  private readonly retryDelayMs: number;

  constructor(private readonly options: RandomIdOptions) {
    this.now = options.now ?? Date.now;
    this.retryDelayMs = options.retryDelayMs ?? 30_000;
  }

  /** The stored ID, without fetching. */
  async peek(): Promise<string | undefined> {
    this.cached ??= await this.options.state.read('randomId');
    return this.cached;
  }

  /** The stored ID, fetching one if there is none yet; undefined while the service cannot give one. */
  async obtain(): Promise<string | undefined> {
    const stored = await this.peek();
    if (stored !== undefined) return stored;
    if (this.now() - this.failedAt < this.retryDelayMs) return undefined;
    this.fetching ??= this.fetchAndKeep().finally(() => {
      this.fetching = undefined;
    });
    return this.fetching;
  }

  /** Forgets the ID; the next need fetches a new one. */
  async reset(): Promise<void> {
    this.cached = undefined;
    this.failedAt = Number.NEGATIVE_INFINITY;
    await this.options.state.remove('randomId');
  }

  private async fetchAndKeep(): Promise<string | undefined> {
    try {
      const id = await this.options.fetchRandomId();
      await this.options.state.write('randomId', id);
      this.cached = id;
      return id;
    } catch (error) {
      this.failedAt = this.now();
      console.warn(`GifDrop could not get a random ID; will try again later (${String(error)})`);
      return undefined;
    }
  }
}
