/**
 * ResultList in happy-dom, which lays nothing out: the scroller's size is given here, as a
 * 400 × 600 popup has it in Chromium, for the tests' lifetime (`sizeTheScroller` in beforeAll).
 */
import { h, render } from 'preact';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Item } from '../../../../src/client/index.ts';
import type { FeedState } from '../../../../src/popup/feeds/use-feed.ts';
import { ResultList, type ResultListProps } from '../../../../src/popup/results/ResultList.tsx';

const SIZES: Record<string, { width: number; height: number }> = {
  'grid-scroller': { width: 385, height: 480 },
};
const sizeOf = (element: Element) =>
  SIZES[[...element.classList].find((name) => name in SIZES) ?? ''] ?? { width: 0, height: 0 };
const given = ['clientWidth', 'clientHeight'] as const;

/** Gives the scroller its size while this file's tests run, and mounts a root emptied after each. */
export function resultListRoot(): HTMLElement {
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
  return root;
}

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

/** A GIF list in `state`, as the popup's GIFs tab shows it. */
export const list = (state: FeedState, props: Partial<ResultListProps> = {}) =>
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
    ...props,
  });

const items = (list: string) =>
  Array.from({ length: 25 }, (_, at) => ({ ...item(at), id: `${list}${at}` }) as Item);

/** List `listId`'s first page, 25 GIFs with ids `${list}0`… */
export const ready = (listId: number, list: string): FeedState => ({
  phase: 'ready',
  listId,
  query: list,
  items: items(list),
  done: false,
  more: 'idle',
});
