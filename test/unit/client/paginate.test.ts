import { describe, expect, it } from 'vitest';
import { createPaginator, type PageLike } from '../../../src/client/paginate.ts';

interface Item {
  id: string;
}
const items = (...ids: string[]): Item[] => ids.map((id) => ({ id }));

/** A fake list of `total` items; `shift` simulates new items arriving at the top between pages. */
function fakeList(total: number, options: { shift?: number; withTotal?: boolean; cursor?: boolean } = {}) {
  const asked: number[] = [];
  let shifted = 0;
  const fetchPage = async (offset: number): Promise<PageLike<Item>> => {
    asked.push(offset);
    const all = Array.from({ length: total }, (_, i) => ({ id: `i${i - shifted}` }));
    shifted += options.shift ?? 0;
    const data = all.slice(offset, offset + 10);
    const next = offset + data.length;
    return {
      data,
      pagination: {
        offset,
        ...(options.withTotal === false ? {} : { total_count: total }),
        ...(options.cursor ? { next_cursor: next < total ? next : null } : {}),
      },
    };
  };
  return { fetchPage, asked };
}

async function drain<T>(paginator: { next(): Promise<readonly T[]>; done: boolean }, max = 100) {
  for (let i = 0; i < max && !paginator.done; i++) await paginator.next();
}

describe('createPaginator', () => {
  it('walks the pages and stops at total_count without an extra request', async () => {
    const list = fakeList(25);
    const paginator = createPaginator(list.fetchPage);
    await drain(paginator);
    expect(list.asked).toEqual([0, 10, 20]);
    expect(paginator.items).toHaveLength(25);
    expect(await paginator.next()).toEqual([]);
    expect(list.asked).toHaveLength(3);
  });

  it('puts a lighter copy in an item’s place, only for the same id', async () => {
    const paginator = createPaginator(fakeList(30).fetchPage);
    await paginator.next();
    const lighter = { id: 'i3' };
    paginator.replace(3, lighter);
    paginator.replace(4, { id: 'other' });
    expect(paginator.items[3]).toBe(lighter);
    expect(paginator.items[4]).toEqual({ id: 'i4' });
    // Later pages still drop what was already shown.
    await paginator.next();
    expect(paginator.items.map((item) => item.id)).toEqual(
      items(...Array.from({ length: 20 }, (_, i) => `i${i}`)).map((item) => item.id),
    );
  });

  it('stops at the maximum offset', async () => {
    const list = fakeList(1000);
    const paginator = createPaginator(list.fetchPage, { maxOffset: 25 });
    await drain(paginator);
    expect(list.asked).toEqual([0, 10, 20]);
    expect(paginator.done).toBe(true);
  });

  it('drops items already shown when the list shifts between pages', async () => {
    const list = fakeList(40, { shift: 3 });
    const paginator = createPaginator(list.fetchPage);
    const first = await paginator.next();
    const second = await paginator.next();
    expect(first).toHaveLength(10);
    expect(second).toHaveLength(7);
    expect(new Set(paginator.items.map((item) => item.id)).size).toBe(paginator.items.length);
  });

  it('stops when a page adds nothing new (a service that ignores offset)', async () => {
    const asked: number[] = [];
    const paginator = createPaginator(async (offset) => {
      asked.push(offset);
      return { data: items('a', 'b'), pagination: { offset: 0 } };
    });
    await drain(paginator);
    expect(asked).toEqual([0, 2]);
    expect(paginator.items).toEqual(items('a', 'b'));
  });

  it('stops on an empty page when there is no total_count', async () => {
    const list = fakeList(20, { withTotal: false });
    const paginator = createPaginator(list.fetchPage);
    await drain(paginator);
    expect(list.asked).toEqual([0, 10, 20]);
  });

  it('follows next_cursor and stops when it is null (emoji)', async () => {
    const list = fakeList(25, { withTotal: false, cursor: true });
    const paginator = createPaginator(list.fetchPage);
    await drain(paginator);
    expect(list.asked).toEqual([0, 10, 20]);
    expect(paginator.items).toHaveLength(25);
  });

  it('shares a page already being fetched', async () => {
    const list = fakeList(30);
    const paginator = createPaginator(list.fetchPage);
    const [a, b] = await Promise.all([paginator.next(), paginator.next()]);
    expect(a).toBe(b);
    expect(list.asked).toEqual([0]);
  });

  it('asks for the same page again after a failure', async () => {
    let fail = true;
    const asked: number[] = [];
    const paginator = createPaginator(async (offset) => {
      asked.push(offset);
      if (fail) {
        fail = false;
        throw new Error('offline');
      }
      return { data: items('a'), pagination: { offset, total_count: 1 } };
    });
    await expect(paginator.next()).rejects.toThrow('offline');
    expect(paginator.done).toBe(false);
    expect(await paginator.next()).toEqual(items('a'));
    expect(asked).toEqual([0, 0]);
    expect(paginator.done).toBe(true);
  });

  it('passes the signal through and is done at once past the maximum', async () => {
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    const paginator = createPaginator(async (_offset, signal) => {
      seen = signal;
      return { data: [], pagination: { offset: 0 } };
    });
    await paginator.next(controller.signal);
    expect(seen).toBe(controller.signal);
    expect(createPaginator(fakeList(5).fetchPage, { offset: 600, maxOffset: 499 }).done).toBe(true);
  });
});
