// @vitest-environment happy-dom
/**
 * The first list a popup shows: in Firefox, a popup whose first page of trending came in before it
 * drew (draw-once-awake.ts) paints it in its first render and renders no more for it; elsewhere
 * the first render shows the list loading and the answer renders it.
 */
import { h, render } from 'preact';
import { useEffect } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { keepEarlyTyping, takeEarlyText } from '../../../../src/first-paint/early-typing.ts';
import { peekTrending, startTrending, takeTrending } from '../../../../src/first-paint/trending-handover.ts';
import { type FeedState, useFeed } from '../../../../src/popup/feeds/use-feed.ts';

const item = (id: string) => ({ id, images: { fixed_width: { url: `https://media.example/${id}.webp` } } });

const root = document.createElement('div');
afterEach(() => {
  render(null, root);
  vi.unstubAllEnvs();
  // Nothing left over for the next test's first render.
  takeTrending();
  takeEarlyText();
});

/** Trending in pages of two: f1 f2, then f3 f4, and so on. */
function answerTrending() {
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
    const offset = (message as { offset?: number }).offset ?? 0;
    return Promise.resolve({
      ok: true,
      value: {
        data: [item(`f${offset + 1}`), item(`f${offset + 2}`)],
        pagination: { offset, total_count: 100, count: 2 },
      },
    });
  });
}

/** Uses the feed as the popup does (its first list asked in an effect) and keeps every state rendered. */
function List(props: { seen: FeedState[]; words?: string; opened?: boolean; endReached?: boolean }) {
  const feed = useFeed('gifs', props.opened ?? !!props.words);
  props.seen.push(feed.state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the popup's tab effect.
  useEffect(() => {
    feed.submit(props.words ?? '');
    // Scrolled to the end of the list painted in the first render: the grid asks for more, once.
    if (props.endReached) feed.loadMore();
  }, []);
  return null;
}

const shown = (state: FeedState) =>
  state.phase === 'ready' ? state.items.map((one) => one.id) : state.phase;

/** Firefox's popup that waited for trending's first page: the page is in before the first render. */
async function firefoxWaitedForTrending(): Promise<void> {
  // The build's flag, read where the code runs (a string here; the code tests it as a flag).
  vi.stubEnv('FIREFOX', 'true');
  answerTrending();
  startTrending();
  await peekTrending()?.answered;
}

/** Every state the list rendered, from its first render until its answers are in. */
async function statesOf(words?: string, opened?: boolean, endReached?: boolean): Promise<FeedState[]> {
  const seen: FeedState[] = [];
  await act(() => render(h(List, { seen, words, opened, endReached }), root));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return seen;
}

describe('the first list', () => {
  it('in Firefox, after waiting for the first page: painted in the first render, not rendered again', async () => {
    await firefoxWaitedForTrending();
    expect((await statesOf()).map(shown)).toEqual([['f1', 'f2']]);
  });

  it('opened with words (`/gif cats`): their answer is the first list, never trending before it', async () => {
    await firefoxWaitedForTrending();
    const seen = await statesOf('cats');
    expect(seen.map(shown)[0]).toBe('loading');
    expect(seen.at(-1)).toMatchObject({ phase: 'ready', query: 'cats' });
  });

  it('in Firefox, with letters typed while it waited: their answer is the first list, not trending', async () => {
    await firefoxWaitedForTrending();
    const page = new EventTarget();
    const stop = keepEarlyTyping(page);
    for (const key of ['c', 'a', 't'])
      page.dispatchEvent(new KeyboardEvent('keydown', { key, cancelable: true }));
    stop();
    // The popup's box starts with them (use-search-text.ts takes them) and searches them.
    const seen = await statesOf('cat', false);
    expect(seen.map(shown)[0]).toBe('loading');
    expect(seen.at(-1)).toMatchObject({ phase: 'ready', query: 'cat' });
  });

  it('drawn before the answer (Chromium, or Firefox past its wait): loading, then the list', async () => {
    answerTrending();
    startTrending();
    expect((await statesOf()).map(shown)).toEqual(['loading', ['f1', 'f2']]);
  });

  it('painted before its answer, with the end reached at once: the next page comes with the answer', async () => {
    await firefoxWaitedForTrending();
    const seen = await statesOf(undefined, undefined, true);
    // (The first render's items are the paginator's own array, which the next page grows.)
    expect(seen[0]?.phase).toBe('ready');
    expect(shown(seen.at(-1) as FeedState)).toEqual(['f1', 'f2', 'f3', 'f4']);
  });
});
