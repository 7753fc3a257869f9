import { describe, expect, it } from 'vitest';
import { createViewTracker } from '../../../src/analytics/index.ts';

const item = (id: string) => ({
  id,
  analytics: { onload: { url: `https://p.test/?payload=${id}&action_type=SEEN` } },
});

describe('createViewTracker', () => {
  it('registers a view once per item per result list, with the time it was seen', async () => {
    const tracked: unknown[] = [];
    let now = 1_800_000_000_000;
    const views = createViewTracker(
      async (event) => tracked.push(event),
      () => now,
    );
    expect(await views.registerView('list-1', item('a'))).toBe(true);
    now += 10;
    // Re-render and scroll back: same list, same item.
    expect(await views.registerView('list-1', item('a'))).toBe(false);
    expect(await views.registerView('list-1', item('b'))).toBe(true);
    // A new result list counts again.
    expect(await views.registerView('list-2', item('a'))).toBe(true);
    expect(tracked).toEqual([
      { action: 'onload', url: 'https://p.test/?payload=a&action_type=SEEN', ts: 1_800_000_000_000 },
      { action: 'onload', url: 'https://p.test/?payload=b&action_type=SEEN', ts: 1_800_000_000_010 },
      { action: 'onload', url: 'https://p.test/?payload=a&action_type=SEEN', ts: 1_800_000_000_010 },
    ]);
  });

  it('sends nothing for an item without a view URL', async () => {
    const tracked: unknown[] = [];
    const views = createViewTracker(async (event) => tracked.push(event));
    expect(await views.registerView('l', { id: 'x' })).toBe(false);
    expect(tracked).toEqual([]);
  });

  it('lets a view whose message failed be tried again', async () => {
    let fail = true;
    const views = createViewTracker(async () => {
      if (fail) throw new Error('background asleep');
    });
    await expect(views.registerView('l', item('a'))).rejects.toThrow('background asleep');
    fail = false;
    expect(await views.registerView('l', item('a'))).toBe(true);
  });
});
