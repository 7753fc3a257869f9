/**
 * Favorites under the browser's own merge rule (sync-network.ts): random interleavings of star,
 * unstar, move, import and the conversion of the earlier shards on two or three browsers, each
 * syncing at random moments. After
 * everyone synced, every browser shows the same favorites in the same order, the ones whose last
 * change to reach sync was a star (or a move, or an import), and what each browser was told
 * through `onChanged` is what it stores.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addFavorites,
  moveFavorite,
  readFavorites,
  toggleFavorite,
} from '../../../src/collections/favorites.ts';
import { LEGACY_SHARD_NAMES, migrateFavorites } from '../../../src/collections/favorites-migration.ts';
import { favoritesOf } from '../../../src/collections/favorites-store.ts';
import { LETTER } from '../../../src/collections/item-ref.ts';
import { SyncNetwork } from './sync-network.ts';

const IDS = ['Aaa1', 'Bbb2', 'Ccc3', 'Ddd4', 'Eee5', 'Fff6'];
/** One clip among them: a kind travels with its id through every change. */
const kindOf = (id: string) => (id === 'Fff6' ? ('clip' as const) : ('gif' as const));

type Command =
  | { type: 'star' | 'unstar'; browser: number; id: string }
  | { type: 'move'; browser: number; id: string; to: number }
  | { type: 'import'; browser: number; ids: string[] }
  | { type: 'sync'; browser: number }
  | { type: 'migrate'; browser: number };

const command = (browsers: number): fc.Arbitrary<Command> => {
  const browser = fc.nat(browsers - 1);
  const id = fc.constantFrom(...IDS);
  return fc.oneof(
    fc.record({ type: fc.constantFrom('star' as const, 'unstar' as const), browser, id }),
    fc.record({ type: fc.constant('move' as const), browser, id, to: fc.nat(6) }),
    fc.record({
      type: fc.constant('import' as const),
      browser,
      ids: fc.uniqueArray(id, { minLength: 1, maxLength: 4 }),
    }),
    fc.record({ type: fc.constant('sync' as const), browser }),
    fc.record({ type: fc.constant('migrate' as const), browser }),
  );
};

/** The earlier version's shards every browser starts with, already synced. */
const EARLIER = ['Ccc3', 'Aaa1', 'Fff6'];

async function play(browsers: number, commands: Command[]): Promise<void> {
  const network = new SyncNetwork(browsers);
  network.server.set(
    LEGACY_SHARD_NAMES[0] as string,
    EARLIER.map((id) => `${LETTER[kindOf(id)]}${id}`).join(' '),
  );
  for (const browser of network.browsers) network.sync(browser);
  // What each browser learnt through onChanged alone, from an empty start.
  const views = network.browsers.map((browser) => {
    const view = new Map<string, unknown>();
    browser.area.onChanged.addListener((changes) => {
      for (const [key, change] of Object.entries(changes))
        if ('newValue' in change) view.set(key, change.newValue);
        else view.delete(key);
    });
    return view;
  });
  // Per browser, the last change to each item not yet sent; then, per item, the last that was.
  const unsent = network.browsers.map(() => new Map<string, 'in' | 'out'>());
  const sent = new Map<string, 'in' | 'out'>();
  const sync = (index: number) => {
    for (const [id, state] of unsent[index] as Map<string, 'in' | 'out'>) sent.set(id, state);
    unsent[index]?.clear();
    network.sync(network.browsers[index] as (typeof network.browsers)[number]);
  };

  for (const step of commands) {
    const browser = network.browsers[step.browser] as (typeof network.browsers)[number];
    const changes = unsent[step.browser] as Map<string, 'in' | 'out'>;
    if (step.type === 'sync') {
      sync(step.browser);
      continue;
    }
    await network.run(browser, async () => {
      const held = new Set((await readFavorites()).map((ref) => ref.id));
      if (step.type === 'migrate') {
        // The conversion at a start: what it writes says "a favorite" like a star.
        await migrateFavorites();
        for (const ref of await readFavorites()) if (!held.has(ref.id)) changes.set(ref.id, 'in');
      } else if (step.type === 'import') {
        const fresh = step.ids.filter((id) => !held.has(id));
        await addFavorites(fresh.map((id) => ({ id, kind: kindOf(id) })));
        for (const id of fresh) changes.set(id, 'in');
      } else if (step.type === 'move') {
        expect(await moveFavorite(step.id, step.to)).toBe(held.has(step.id));
        // A move that changes the place rewrites the item's key: it says "a favorite" again.
        const after = await readFavorites();
        if (held.has(step.id) && [...held].indexOf(step.id) !== after.findIndex((ref) => ref.id === step.id))
          changes.set(step.id, 'in');
      } else if ((step.type === 'star') !== held.has(step.id)) {
        const starred = await toggleFavorite({ id: step.id, kind: kindOf(step.id) });
        expect(starred).toBe(step.type === 'star');
        changes.set(step.id, starred ? 'in' : 'out');
      }
    });
  }
  for (const index of network.browsers.keys()) sync(index);
  for (const index of network.browsers.keys()) sync(index);

  const expected = IDS.filter((id) => sent.get(id) === 'in').sort();
  const orders: string[][] = [];
  for (const [index, browser] of network.browsers.entries()) {
    const stored = await network.run(browser, readFavorites);
    orders.push(stored.map((ref) => ref.id));
    expect(
      stored.map((ref) => ref.id).sort(),
      `${browser.name}: every star not later unstarred, and nothing else`,
    ).toEqual(expected);
    expect(stored.filter((ref) => ref.id === 'Fff6').every((ref) => ref.kind === 'clip')).toBe(true);
    const view = Object.fromEntries(views[index] as Map<string, unknown>);
    expect(favoritesOf(view), `${browser.name}: told through onChanged`).toEqual(
      favoritesOf(Object.fromEntries(browser.local)),
    );
  }
  for (const order of orders) expect(order).toEqual(orders[0]);
  // An earlier version still syncing its shards sees the list it had.
  expect(network.server.get(LEGACY_SHARD_NAMES[0] as string)).toBe(
    EARLIER.map((id) => `${LETTER[kindOf(id)]}${id}`).join(' '),
  );
}

describe('favorites under per-key last-writer-wins sync', () => {
  it.each([2, 3])(
    '%i browsers: random stars, unstars, moves, imports and conversions, synced at random',
    async (browsers) => {
      await fc.assert(
        fc.asyncProperty(fc.array(command(browsers), { maxLength: 40 }), (commands) =>
          play(browsers, commands),
        ),
        { numRuns: 500 },
      );
    },
  );

  it('a star on each of two browsers before they synced: both kept', async () => {
    const network = new SyncNetwork(2);
    const [a, b] = network.browsers as [SyncNetwork['browsers'][0], SyncNetwork['browsers'][0]];
    await network.run(a, () => toggleFavorite({ id: 'Aaa1', kind: 'gif' }));
    await network.run(b, () => toggleFavorite({ id: 'Bbb2', kind: 'sticker' }));
    network.syncAll();
    const onA = await network.run(a, readFavorites);
    expect(onA).toEqual(
      expect.arrayContaining([
        { id: 'Aaa1', kind: 'gif' },
        { id: 'Bbb2', kind: 'sticker' },
      ]),
    );
    expect(onA).toHaveLength(2);
    expect(await network.run(b, readFavorites)).toEqual(onA);
  });

  it('starred on one side, unstarred on the other: the later one to sync wins; an unstar removes only its item', async () => {
    const network = new SyncNetwork(2);
    const [a, b] = network.browsers as [SyncNetwork['browsers'][0], SyncNetwork['browsers'][0]];
    await network.run(a, () =>
      addFavorites([
        { id: 'Aaa1', kind: 'gif' },
        { id: 'Bbb2', kind: 'gif' },
      ]),
    );
    network.syncAll();
    await network.run(a, () => toggleFavorite({ id: 'Aaa1', kind: 'gif' }));
    await network.run(b, async () => {
      await toggleFavorite({ id: 'Aaa1', kind: 'gif' });
      await toggleFavorite({ id: 'Aaa1', kind: 'gif' });
    });
    network.sync(b);
    network.sync(a);
    network.syncAll();
    expect((await network.run(b, readFavorites)).map((ref) => ref.id)).toEqual(['Bbb2']);
  });

  it('a move on one side and a star on the other both hold: the moved item first, the new one last', async () => {
    const network = new SyncNetwork(2);
    const [a, b] = network.browsers as [SyncNetwork['browsers'][0], SyncNetwork['browsers'][0]];
    await network.run(a, () => addFavorites(['Aaa1', 'Bbb2', 'Ccc3'].map((id) => ({ id, kind: 'gif' }))));
    network.syncAll();
    await network.run(a, () => moveFavorite('Ccc3', 0));
    await network.run(b, () => toggleFavorite({ id: 'Ddd4', kind: 'gif' }));
    network.syncAll();
    for (const browser of [a, b])
      expect((await network.run(browser, readFavorites)).map((ref) => ref.id)).toEqual([
        'Ccc3',
        'Aaa1',
        'Bbb2',
        'Ddd4',
      ]);
  });
});
