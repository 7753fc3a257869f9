import { describe, expect, it } from 'vitest';
import { moveFocus } from '../../../src/picker/grid-navigation.ts';
import { layoutMasonry } from '../../../src/picker/masonry.ts';
import { nearEnd, tilesInWindow } from '../../../src/picker/virtual-window.ts';

const sizes = (list: [number, number][]) =>
  list.map(([width, height], i) => ({ id: `g${i}`, width, height }));

describe('layoutMasonry', () => {
  it('puts each tile in the shortest column, scaled from its own size', () => {
    const layout = layoutMasonry(
      sizes([
        [200, 100],
        [200, 200],
        [200, 100],
        [200, 50],
      ]),
      {
        containerWidth: 210,
        columns: 2,
        gap: 10,
      },
    );
    expect(layout.columnWidth).toBe(100);
    expect(layout.tiles.map((t) => [t.column, t.y, t.height])).toEqual([
      [0, 0, 50],
      [1, 0, 100],
      [0, 60, 50],
      [1, 110, 25],
    ]);
    expect(layout.height).toBe(135);
  });

  it.each([
    ['zero size', 0, 0, 100],
    ['very wide, clamped up', 1000, 10, 40],
    ['very tall, clamped down', 10, 1000, 300],
  ])('gives %s a usable tile', (_why, width, height, expected) => {
    const layout = layoutMasonry([{ id: 'x', width, height }], {
      containerWidth: 100,
      columns: 1,
      gap: 0,
      minTileHeight: 40,
      maxTileHeight: 300,
    });
    expect(layout.tiles[0]?.height).toBe(expected);
  });
});

describe('tilesInWindow', () => {
  const layout = layoutMasonry(
    Array.from({ length: 1000 }, (_, i) => ({ id: String(i), width: 100, height: 100 })),
    { containerWidth: 310, columns: 3, gap: 5 },
  );

  it('mounts a bounded number of tiles wherever the scroll is', () => {
    for (const scrollTop of [0, 5_000, 20_000, layout.height - 600]) {
      const mounted = tilesInWindow(layout.tiles, scrollTop, 600, 300);
      expect(mounted.length).toBeGreaterThan(0);
      expect(mounted.length).toBeLessThanOrEqual(3 * Math.ceil((600 + 2 * 300) / 105 + 1));
      for (const tile of mounted) {
        expect(tile.y + tile.height).toBeGreaterThan(scrollTop - 300);
        expect(tile.y).toBeLessThan(scrollTop + 900);
      }
    }
  });

  it('says when the end is near', () => {
    expect(nearEnd(1000, 0, 600, 200)).toBe(false);
    expect(nearEnd(1000, 250, 600, 200)).toBe(true);
  });
});

describe('moveFocus', () => {
  // Two columns: left has tall tiles 0 and 2; right has short tiles 1, 3, 4.
  //   [0 ][1]
  //   [  ][3]
  //   [2 ][4]
  const place = (index: number, column: number, y: number, height: number) => ({
    id: String(index),
    index,
    column,
    x: column * 110,
    y,
    width: 100,
    height,
  });
  const layout = {
    tiles: [
      place(0, 0, 0, 200),
      place(1, 1, 0, 90),
      place(2, 0, 210, 200),
      place(3, 1, 100, 90),
      place(4, 1, 200, 90),
    ],
  };

  it.each([
    [0, 'down', 2],
    [2, 'up', 0],
    [1, 'down', 3],
    [3, 'down', 4],
    [0, 'right', 1],
    [3, 'left', 0],
    [4, 'left', 2],
    [2, 'right', 4],
    [0, 'up', 0],
    [1, 'right', 1],
  ] as const)('from %i, %s goes to %i', (from, direction, to) => {
    expect(moveFocus(layout.tiles, from, direction)).toBe(to);
  });
});
