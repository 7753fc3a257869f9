// @vitest-environment happy-dom
/**
 * A list's render mounts its first row: the grid lays it out from the box the grid before it
 * measured, or a popup's box for a page's first (grid-box.ts), with no measure and second render in
 * between.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { expect, it, vi } from 'vitest';
import { list, ready, resultListRoot } from './result-list-dom.ts';

const root = resultListRoot();

/** The tiles in the DOM now. */
const tiles = () => [...root.querySelectorAll<HTMLElement>('.grid .tile')];
const inFirstRow = (tile: HTMLElement) => tile.style.transform.endsWith(', 0px)');

/** The first row's tile widths among the tiles in the DOM now, and the first tile's item. */
function firstRow() {
  return {
    first: tiles()[0]?.dataset.itemId,
    widths: tiles()
      .filter(inFirstRow)
      .map((tile) => tile.style.width),
  };
}

// First in the file: nothing measured yet in this page, as when a popup opens.
it("mounts an open's first row in the render that receives the first answer", () => {
  // No act(): what this one render put in the DOM, before any effect's state change renders again.
  render(list(ready(1, 'trending')), root);
  expect(firstRow()).toEqual({ first: 'trending0', widths: ['116px', '116px', '116px'] });
});

it('mounts the rest of the view once the first row is painted', async () => {
  render(list(ready(1, 'trending')), root);
  expect(tiles().map((tile) => [tile.dataset.itemId, inFirstRow(tile)])).toEqual([
    ['trending0', true],
    ['trending1', true],
    ['trending2', true],
  ]);
  // After the frame: the effects of the first render run, and the rest of the view mounts.
  await expect
    .poll(() => tiles().filter((tile) => !inFirstRow(tile)).length, { message: 'the rows below, in view' })
    .toBeGreaterThan(0);
  expect(tiles().filter(inFirstRow).length).toBe(3);
});

it("mounts a new list's first row in the render that receives it", async () => {
  await act(() => render(list(ready(1, 'cats')), root));
  render(list(ready(2, 'dogs')), root);
  expect(firstRow(), 'three columns in the measured width').toEqual({
    first: 'dogs0',
    widths: ['116px', '116px', '116px'],
  });
});

it('reads no layout in the render that mounts a grid: its resize observer measures the box after layout', async () => {
  const observers: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly call: () => void) {}
      observe() {
        observers.push(this.call);
      }
      disconnect() {}
    },
  );
  const readStyle = vi.spyOn(window, 'getComputedStyle');
  render(list(ready(3, 'owls')), root);
  // A read of the box here would make the browser lay the page out inside the render's task.
  expect(readStyle).not.toHaveBeenCalled();
  expect(firstRow().widths).toEqual(['116px', '116px', '116px']);
  // The observer's first call (after the frame's layout, before its paint) measures it.
  expect(observers).toHaveLength(1);
  await act(() => observers[0]?.());
  expect(readStyle).toHaveBeenCalled();
  expect(firstRow().widths).toEqual(['116px', '116px', '116px']);
});
