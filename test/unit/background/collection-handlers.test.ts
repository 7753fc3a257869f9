import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import {
  createCollectionHandlers,
  describeCollectionLoad,
} from '../../../src/background/collection-handlers.ts';
import { readFavorites } from '../../../src/collections/favorites.ts';
import { readRecents } from '../../../src/collections/recents.ts';

const sender = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') };

function handlers() {
  const client = vi.fn(async () => {
    throw new Error('no service in this test');
  });
  return createCollectionHandlers({
    client: client as never,
    readPreferences: async () => ({ rating: 'pg-13', lang: 'en', removeLowContrast: false }),
  });
}

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
