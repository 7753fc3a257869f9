// @vitest-environment happy-dom
/**
 * A list's render mounts its first row: the grid lays it out from the box the grid before it
 * measured, or a popup's box for a page's first (grid-box.ts), with no measure and second render in
 * between. happy-dom lays nothing out, so the scroller's size is given here, as a 400 × 600
 * popup has it in Chromium.
 */
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Item } from '../../../../src/client/index.ts';
import type { FeedState } from '../../../../src/popup/feeds/use-feed.ts';
import { ResultList } from '../../../../src/popup/results/ResultList.tsx';

const SIZES: Record<string, { width: number; height: number }> = {
  'grid-scroller': { width: 385, height: 480 },
};
const sizeOf = (element: Element) =>
  SIZES[[...element.classList].find((name) => name in SIZES) ?? ''] ?? { width: 0, height: 0 };
const given = ['clientWidth', 'clientHeight'] as const;
const before = given.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = '.grid-scroller { padding: 8px 12px; }';
  document.head.append(style);
  for (const name of given)
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return sizeOf(this)[name === 'clientWidth' ? 'width' : 'height'];
      },
    });
});
afterAll(() => {
  given.forEach((name, at) => {
    const descriptor = before[at];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  });
});

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));

const item = (at: number): Item =>
  ({
    id: `g${at}`,
    type: 'gif',
    title: `GIF ${at}`,
    images: {
      fixed_width: { url: `https://media.example.test/${at}/200w.gif`, width: 200, height: 150 },
      fixed_width_still: { url: `https://media.example.test/${at}/200w_s.gif`, width: 200, height: 150 },
    },
  }) as unknown as Item;

const list = (state: FeedState) =>
  h(ResultList, {
    state,
    loading: 'Loading GIFs…',
    empty: 'Nothing',
    columns: 3,
    clip: false,
    sound: false,
    motion: false,
    focusRequest: 0,
    onPick: () => undefined,
    onDetails: () => undefined,
    onEscape: () => undefined,
    onRetry: () => undefined,
    onMore: () => undefined,
    onSeen: () => undefined,
  });

const items = (list: string) =>
  Array.from({ length: 25 }, (_, at) => ({ ...item(at), id: `${list}${at}` }) as Item);
const ready = (listId: number, list: string): FeedState => ({
  phase: 'ready',
  listId,
  query: list,
  items: items(list),
  done: false,
  more: 'idle',
});

/** The first row's tile widths among the tiles in the DOM now, and the first tile's item. */
function firstRow() {
  const tiles = [...root.querySelectorAll<HTMLElement>('.grid .tile')];
  const row = tiles.filter((tile) => tile.style.transform.endsWith(', 0px)'));
  return { first: tiles[0]?.dataset.itemId, widths: row.map((tile) => tile.style.width) };
}

// First in the file: nothing measured yet in this page, as when a popup opens.
it("mounts an open's first row in the render that receives the first answer", () => {
  // No act(): what this one render put in the DOM, before any effect's state change renders again.
  render(list(ready(1, 'trending')), root);
  expect(firstRow()).toEqual({ first: 'trending0', widths: ['116px', '116px', '116px'] });
});

it("mounts a new list's first row in the render that receives it", async () => {
  await act(() => render(list(ready(1, 'cats')), root));
  render(list(ready(2, 'dogs')), root);
  expect(firstRow(), 'three columns in the measured width').toEqual({
    first: 'dogs0',
    widths: ['116px', '116px', '116px'],
  });
});
