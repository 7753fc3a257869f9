// @vitest-environment happy-dom
/**
 * The focus the person sent into the results stays there when a new list replaces them: a grid
 * holding it gives it to the next list's grid, and Arrow Down pressed while a list loads is kept
 * for its grid. Typing in the box, or another control taking the focus, ends that.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { FeedState } from '../../../../src/popup/feeds/use-feed.ts';
import { oweGridFocus } from '../../../../src/popup/results/use-focus-request.ts';
import { list, ready, resultListRoot } from './result-list-dom.ts';

const root = resultListRoot();
const box = document.createElement('input');
box.type = 'search';
const tab = document.createElement('button');
beforeEach(() => {
  document.body.prepend(box, tab);
  box.focus();
});
afterEach(() => oweGridFocus(false));

let requests = 0;
/** The popup's Arrow Down in the box: the focus owed, and asked of the grid shown. */
async function arrowDown(state: FeedState) {
  oweGridFocus(true);
  requests += 1;
  await act(() => render(list(state, { focusRequest: requests }), root));
}
const show = (state: FeedState) => act(() => render(list(state, { focusRequest: requests }), root));
const focusedItem = () => (document.activeElement as HTMLElement | null)?.dataset?.itemId;
const loading = (listId: number): FeedState => ({ phase: 'loading', listId });

it('a grid holding the focus gives it to the next list, straight or after its loading line', async () => {
  await show(ready(1, 'trending'));
  await arrowDown(ready(1, 'trending'));
  expect(focusedItem()).toBe('trending0');

  await show(ready(2, 'cats'));
  expect(focusedItem(), 'a new list in place of the focused one').toBe('cats0');

  await show(loading(3));
  expect(document.activeElement).toBe(document.body);
  await show(ready(3, 'dogs'));
  expect(focusedItem(), 'a new list after a loading line').toBe('dogs0');
});

it("Arrow Down while a list loads takes the focus into that list's grid when it shows", async () => {
  await show(loading(1));
  await arrowDown(loading(1));
  expect(document.activeElement, 'no grid to go to yet').toBe(box);
  await show(ready(1, 'cats'));
  expect(focusedItem()).toBe('cats0');
});

it('typing after Arrow Down, or another control taking the focus, keeps it where the person put it', async () => {
  await show(loading(1));
  await arrowDown(loading(1));
  oweGridFocus(false);
  await show(ready(1, 'cats'));
  expect(document.activeElement, 'typed on in the box').toBe(box);

  await arrowDown(ready(1, 'cats'));
  expect(focusedItem()).toBe('cats0');
  tab.focus();
  await show(ready(2, 'stickers'));
  expect(document.activeElement, 'a tab clicked').toBe(tab);

  box.focus();
  await show(ready(3, 'dogs'));
  expect(document.activeElement, 'a new list, nothing asked').toBe(box);
});
