import { describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  createCollectionHandlers,
  describeCollectionLoad,
} from '../../../src/background/collection-handlers.ts';
import { createClient } from '../../../src/client/index.ts';
import { readFavorites } from '../../../src/collections/favorites.ts';
import { readRecents } from '../../../src/collections/recents.ts';
import { API_KEYS, BASE_URL, createFakeService } from './fake-service.ts';

const sender = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') };

function handlers(now?: () => number) {
  const client = vi.fn(async () => {
    throw new Error('no service in this test');
  });
  return createCollectionHandlers({
    client: client as never,
    readPreferences: async () => ({ rating: 'pg-13', lang: 'en', removeLowContrast: false }),
    now,
  });
}

const id = (index: number) => `Burst${String(index).padStart(4, '0')}`;

describe('collection messages in the background', () => {
  it('stars pressed at once are all kept, in the order pressed, and a repeat unstars', async () => {
    const { toggleFavorite } = handlers();
    const answers = await Promise.all(
      ['Aaa111', 'Bbb222', 'Ccc333'].map((id) => toggleFavorite({ id, kind: 'gif' }, sender)),
    );
    expect(answers).toEqual([{ starred: true }, { starred: true }, { starred: true }]);
    expect((await readFavorites()).map((ref) => ref.id)).toEqual(['Aaa111', 'Bbb222', 'Ccc333']);
    expect(await toggleFavorite({ id: 'Bbb222', kind: 'gif' }, sender)).toEqual({ starred: false });
    expect((await readFavorites()).map((ref) => ref.id)).toEqual(['Aaa111', 'Ccc333']);
  });

  it('a burst of 30 stars in 10 s is all kept; past 100 changes a minute one is refused in words, changing nothing', async () => {
    let clock = 0;
    const { toggleFavorite } = handlers(() => clock);
    for (let index = 0; index < 30; index++) {
      clock = index * 333;
      expect(await toggleFavorite({ id: id(index), kind: 'gif' }, sender)).toEqual({ starred: true });
    }
    expect(await readFavorites()).toHaveLength(30);
    for (let index = 30; index < 100; index++)
      expect(await toggleFavorite({ id: id(index), kind: 'gif' }, sender)).toEqual({ starred: true });
    const before = await browser.storage.sync.get(null);
    expect(await toggleFavorite({ id: id(0), kind: 'gif' }, sender)).toEqual({
      starred: true,
      refused:
        'Favorites were changed too quickly for browser sync (at most 100 changes a minute). Nothing was changed: try again in a minute.',
    });
    expect(await toggleFavorite({ id: id(100), kind: 'gif' }, sender)).toMatchObject({ starred: false });
    expect(await browser.storage.sync.get(null)).toEqual(before);
    // A minute after the burst began, there is room again.
    clock = 60_001;
    expect(await toggleFavorite({ id: id(100), kind: 'gif' }, sender)).toEqual({ starred: true });
  });

  it("the browser's own write-rate refusal is said in words too", async () => {
    const { toggleFavorite } = handlers();
    vi.spyOn(browser.storage.sync, 'set').mockRejectedValueOnce(
      new Error('This request exceeds the MAX_WRITE_OPERATIONS_PER_MINUTE quota.'),
    );
    expect(await toggleFavorite({ id: 'Aaa111', kind: 'gif' }, sender)).toEqual({
      starred: false,
      refused: expect.stringContaining('Nothing was changed'),
    });
    expect(await readFavorites()).toEqual([]);
  });

  it('favorites of the earlier layout are converted before the first change, which then keeps them', async () => {
    await browser.storage.sync.set({ favorites0: 'gOld111 sOld222' });
    const { toggleFavorite } = handlers();
    expect(await toggleFavorite({ id: 'New333', kind: 'gif' }, sender)).toEqual({ starred: true });
    expect((await readFavorites()).map((ref) => ref.id)).toEqual(['Old111', 'Old222', 'New333']);
  });

  it('a list asked for right after a star or a pick shows it', async () => {
    const service = createFakeService();
    const api = createClient({
      baseUrl: BASE_URL,
      uploadUrl: BASE_URL,
      apiKey: API_KEYS.approved,
      fetch: service.fetch,
    });
    const { toggleFavorite, recordRecent, loadCollection } = createCollectionHandlers({
      client: async () => api,
      readPreferences: async () => ({ rating: 'pg-13', lang: 'en', removeLowContrast: false }),
    });
    const ids = (answer: { items: readonly { id: string }[] }) => answer.items.map((item) => item.id);
    // F, F, F and the Favorites tab, each sent before the one before has answered.
    const [, , , favorites] = await Promise.all([
      toggleFavorite({ id: 'Aaa111', kind: 'gif' }, sender),
      toggleFavorite({ id: 'Bbb222', kind: 'gif' }, sender),
      toggleFavorite({ id: 'Ccc333', kind: 'gif' }, sender),
      loadCollection({ which: 'favorites' }, sender),
    ]);
    expect(ids(favorites)).toEqual(['Aaa111', 'Bbb222', 'Ccc333']);
    const [, recent] = await Promise.all([
      recordRecent({ id: 'Ddd444', kind: 'gif' }, sender),
      loadCollection({ which: 'recent' }, sender),
    ]);
    expect(ids(recent)).toEqual(['Ddd444']);
  });

  it('picks made at once all reach Recent, newest first', async () => {
    const { recordRecent } = handlers();
    for (const id of ['Aaa111', 'Bbb222']) void recordRecent({ id, kind: 'sticker' }, sender);
    await recordRecent({ id: 'Ccc333', kind: 'clip' }, sender);
    expect(await readRecents()).toEqual([
      { id: 'Ccc333', kind: 'clip' },
      { id: 'Bbb222', kind: 'sticker' },
      { id: 'Aaa111', kind: 'sticker' },
    ]);
  });

  it('a link that names no item is looked up as nothing, without asking the service', async () => {
    const { lookupItem } = handlers();
    expect(await lookupItem({ text: 'https://giphy.com/search/cats' }, sender)).toBeNull();
  });

  it('says what left a list in words', () => {
    expect(describeCollectionLoad(0, 0)).toBeUndefined();
    expect(describeCollectionLoad(2, 0)).toBe('2 items are no longer available');
    expect(describeCollectionLoad(1, 3)).toBe(
      '1 item is no longer available. 3 clips are hidden: this key is not approved for clips',
    );
  });
});
