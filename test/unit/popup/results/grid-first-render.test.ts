// @vitest-environment happy-dom
/**
 * The first answer's render mounts the first row: the grid lays it out from the box its loading
 * placeholders measured, with no measure and second render in between (grid-box.ts). happy-dom
 * lays nothing out, so the boxes' sizes are given here, as a 400 × 600 popup has them.
 */
import { h, render } from 'preact';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Item } from '../../../../src/client/index.ts';
import type { FeedState } from '../../../../src/popup/feeds/use-feed.ts';
import { ResultList } from '../../../../src/popup/results/ResultList.tsx';

const SIZES: Record<string, { width: number; height: number }> = {
  placeholders: { width: 361, height: 320 },
  'progress-state': { width: 385, height: 480 },
  'grid-scroller': { width: 361, height: 480 },
};
const sizeOf = (element: Element) =>
  SIZES[[...element.classList].find((name) => name in SIZES) ?? ''] ?? { width: 0, height: 0 };
const given = ['clientWidth', 'clientHeight'] as const;
const before = given.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));

beforeAll(() => {
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

it('mounts the first row in the render that receives the first answer', () => {
  render(list({ phase: 'loading', listId: 1 }), root);
  const items = Array.from({ length: 25 }, (_, at) => item(at));
  // No act(): what this one render put in the DOM, before any effect's state change renders again.
  render(list({ phase: 'ready', listId: 1, query: '', items, done: false, more: 'idle' }), root);
  const tiles = [...root.querySelectorAll<HTMLElement>('.grid .tile')];
  const firstRow = tiles.filter((tile) => tile.style.transform.endsWith(', 0px)'));
  expect(
    firstRow.map((tile) => tile.style.width),
    'three columns in the measured width',
  ).toEqual(['116px', '116px', '116px']);
});
