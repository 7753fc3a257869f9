/**
 * Infinite scroll over any paginated operation: asks for the next page, drops items already
 * shown (pages shift while the user scrolls: an item may come again), and knows when to stop.
 */

/** What a page must offer; every list operation's `Page` does. */
export interface PageLike<T> {
  data: readonly T[];
  pagination: {
    offset: number;
    total_count?: number | undefined;
    /** Emoji: the next offset, or null on the last page. */
    next_cursor?: number | string | null | undefined;
  };
}

export type FetchPage<T> = (offset: number, signal?: AbortSignal) => Promise<PageLike<T>>;

export interface PaginatorOptions {
  /** The operation's largest offset (`OFFSET_MAX`); none for emoji. */
  maxOffset?: number;
  /** Where to start; default 0. */
  offset?: number;
}

export interface Paginator<T> {
  /** Every item so far, each id once, in the order received. */
  readonly items: readonly T[];
  /** True once no further page can add anything. */
  readonly done: boolean;
  /**
   * Fetches the next page and resolves with the items it added. A call while one is running
   * shares it (a scroll handler may fire twice); after `done` it resolves with `[]` at once. A
   * failure leaves the paginator where it was, so calling again retries the same page.
   */
  next(signal?: AbortSignal): Promise<readonly T[]>;
  /** Puts `item` in place of the one at `index` if it has the same id (a lighter copy of it). */
  replace(index: number, item: T): void;
}

/** Next offset from `next_cursor` when it is one (a number or digits), else undefined. */
function cursorOffset(cursor: number | string | null | undefined): number | undefined {
  if (typeof cursor === 'number' && Number.isSafeInteger(cursor)) return cursor;
  if (typeof cursor === 'string' && /^\d+$/.test(cursor)) return Number(cursor);
  return undefined;
}

/**
 * A paginator over `fetchPage`. It stops at `total_count`, at `maxOffset`, on `next_cursor: null`,
 * on an empty page, and when a page adds nothing new (a service that ignores `offset` would
 * otherwise be asked forever).
 */
export function createPaginator<T extends { id: string | number }>(
  fetchPage: FetchPage<T>,
  options: PaginatorOptions = {},
): Paginator<T> {
  const maxOffset = options.maxOffset ?? Number.MAX_SAFE_INTEGER;
  const items: T[] = [];
  const seen = new Set<string | number>();
  let offset = options.offset ?? 0;
  let done = offset > maxOffset;
  let running: Promise<readonly T[]> | undefined;

  async function load(signal?: AbortSignal): Promise<readonly T[]> {
    const page = await fetchPage(offset, signal);
    const fresh: T[] = [];
    for (const item of page.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      fresh.push(item);
    }
    items.push(...fresh);
    const { pagination } = page;
    const next = cursorOffset(pagination.next_cursor) ?? pagination.offset + page.data.length;
    const total = pagination.total_count;
    done =
      fresh.length === 0 ||
      pagination.next_cursor === null ||
      next <= offset ||
      next > maxOffset ||
      (total !== undefined && next >= total);
    offset = next;
    return fresh;
  }

  return {
    get items() {
      return items;
    },
    get done() {
      return done;
    },
    next(signal) {
      if (done) return Promise.resolve([]);
      running ??= load(signal).finally(() => {
        running = undefined;
      });
      return running;
    },
    replace(index, item) {
      if (items[index]?.id === item.id) items[index] = item;
    },
  };
}
