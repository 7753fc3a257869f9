import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Item, Paginator } from '../../client/index.ts';
import { hasEarlyText } from '../../first-paint/early-typing.ts';
import { peekTrending, takeTrending } from '../../first-paint/trending-handover.ts';
import { createSearchController } from '../../picker/index.ts';
import { whenIdle } from '../idle.ts';
import { isReleased } from '../results/whole-item.ts';
import { createFeed, type TabId } from './feeds.ts';

export type FeedState =
  | { phase: 'loading'; listId: number }
  | { phase: 'error'; listId: number; error: unknown }
  | {
      phase: 'ready';
      listId: number;
      /** The text these results answer (empty for trending). */
      query: string;
      items: readonly Item[];
      done: boolean;
      more: 'idle' | 'loading' | 'error';
      /** The list that should have replaced this one failed (the service down): this one stays. */
      stale?: { error: unknown; retrying: boolean };
    };

type List = { feed: Paginator<Item>; listId: number };

/** Failures that pass (the service unreachable, slow or failing): a list on screen stays through them. */
const PASSING = new Set(['network', 'timeout', 'server', 'synthetic', 'invalid-response']);

/** Longest wait for an idle moment before the fresh trending answer replaces the cached one. */
const FRESH_AFTER_CACHED_MS = 300;

/** Debounce of search as you type: a pause this long sends the text. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface Feed {
  state: FeedState;
  /** The box changed: search after the debounce. */
  input(text: string): void;
  /** Enter, a tab change, a retry: search now. */
  submit(text: string): void;
  loadMore(): void;
  /** The grid's window moved (Grid `onWindow`): items far from it are released. */
  releaseOutside(first: number, last: number, release: (item: Item, index: number) => Item): void;
}

/** Items this far (in places) before or after the mounted tiles stay whole. */
const KEEP_AROUND = 8;
/** Released together, so the list is not re-laid out at every step of a scroll. */
const RELEASE_BATCH = 8;

/**
 * The list shown in a tab: the first page through the search controller (debounced, older
 * answers never over newer), further pages on demand. Each new list gets a new `listId`, which
 * scopes view registration (a view counts once per item per result list).
 */
export function useFeed(tab: TabId, searchFirst?: boolean): Feed {
  // Trending cached a moment ago, already read by the popup's head script: in the first render,
  // unless the picker opened with words (`/gif cats`) or Firefox's popup kept letters typed before
  // it drew: their answer is the first list shown.
  const [state, setState] = useState<FeedState>(() => {
    const early = import.meta.env.FIREFOX && hasEarlyText();
    const start = tab === 'gifs' && !searchFirst && !early ? peekTrending() : undefined;
    // Firefox's popup may have waited for the first page (entrypoints/popup/main.tsx): its items
    // are in the feed already, painted at once.
    const items =
      start?.cachedNow ??
      (import.meta.env.FIREFOX && start?.feed.items.length ? start.feed.items : undefined);
    return items
      ? { phase: 'ready', listId: 1, query: '', items, done: false, more: 'idle' }
      : { phase: 'loading', listId: 1 };
  });
  /** The first list is on screen from the first render: its loading shows no placeholder. */
  const paintedAtOnce = useRef(state.phase === 'ready');
  const tabRef = useRef(tab);
  tabRef.current = tab;
  /** The tab whose list `state` is (or is on its way): the last one a list was asked for. */
  const askedFor = useRef(tab);
  const current = useRef<List | null>(null);
  /**
   * The last list shown in a tab, kept in this popup's memory only (docs/interface.md §1.6: nothing stored) to
   * stay on screen if the next fails; `list` is null for trending cached a moment ago.
   */
  const shown = useRef<{
    tab: TabId;
    query: string;
    listId: number;
    items: readonly Item[];
    list: List | null;
  } | null>(null);
  const lists = useRef(0);
  /** `state` is the `shown` list held on screen through a failure. */
  const heldThroughFailure = useRef(false);
  /**
   * More was asked for while the list on screen was trending painted before its answer (no pages
   * to ask yet): asked once the answer is in, as the grid asks only when its layout or scroll moves.
   */
  const moreOwed = useRef<typeof loadMore | null>(null);

  const controller = useMemo(
    () =>
      createSearchController<List>({
        debounceMs: SEARCH_DEBOUNCE_MS,
        async run(text) {
          const listId = ++lists.current;
          if (tabRef.current !== 'gifs' || text !== '') {
            const feed = createFeed(tabRef.current, text);
            // Each list's round trip, for the breakdown `npm run bench` prints (a few entries an open).
            performance.mark('gifdrop:asked');
            await feed.next();
            performance.mark('gifdrop:answered');
            return { feed, listId };
          }
          const trending = takeTrending();
          // Trending cached a moment ago paints at once; the fresh answer replaces it (same
          // list: an item seen in both counts one view) at an idle moment, so that it does not
          // hold up the first row's images, which arrive meanwhile.
          let cachedShown = trending.cachedNow !== undefined;
          if (trending.cachedNow)
            shown.current = { tab: 'gifs', query: '', listId, items: trending.cachedNow, list: null };
          void trending.cached.then((items) => {
            if (!items) return;
            cachedShown = true;
            // Unless a newer list was asked for meanwhile.
            if (lists.current === listId)
              shown.current = { tab: 'gifs', query: '', listId, items, list: null };
            setState((shown) =>
              shown.phase === 'loading' && shown.listId === listId
                ? { phase: 'ready', listId, query: '', items, done: false, more: 'idle' }
                : shown,
            );
          });
          await trending.answered;
          if (cachedShown) await whenIdle(FRESH_AFTER_CACHED_MS);
          return { feed: trending.feed, listId };
        },
        onLoading() {
          askedFor.current = tabRef.current;
          moreOwed.current = null;
          // A list held on screen through a failure stays while the next one is asked for ("Try again").
          if (heldThroughFailure.current && shown.current?.tab === tabRef.current) {
            setState((previous) =>
              previous.phase === 'ready' && previous.stale
                ? { ...previous, stale: { ...previous.stale, retrying: true } }
                : previous,
            );
            return;
          }
          heldThroughFailure.current = false;
          // The first list: the first render's state (loading list 1) says so already, no render.
          if (paintedAtOnce.current || !lists.current) {
            paintedAtOnce.current = false;
            return;
          }
          setState({ phase: 'loading', listId: lists.current + 1 });
        },
        onResult(text, result) {
          current.current = result;
          heldThroughFailure.current = false;
          const { listId, feed } = result;
          shown.current = { tab: askedFor.current, query: text, listId, items: feed.items, list: result };
          const next: FeedState = {
            phase: 'ready',
            listId: result.listId,
            query: text,
            // The paginator's own list, also later: an item released in it is released everywhere.
            items: result.feed.items,
            done: result.feed.done,
            more: 'idle',
          };
          // The first page the first render painted (Firefox): no render again before its frame.
          setState((shown) =>
            import.meta.env.FIREFOX &&
            shown.phase === 'ready' &&
            shown.items === next.items &&
            shown.listId === next.listId &&
            shown.done === next.done
              ? shown
              : next,
          );
          const owed = moreOwed.current;
          moreOwed.current = null;
          owed?.();
        },
        onError(_text, error) {
          const last = shown.current;
          const kind = (error as { kind?: unknown } | null)?.kind;
          if (last && last.tab === askedFor.current && PASSING.has(String(kind))) {
            heldThroughFailure.current = true;
            current.current = last.list;
            const feed = last.list?.feed;
            setState({
              phase: 'ready',
              listId: last.listId,
              query: last.query,
              items: feed?.items ?? last.items,
              done: feed?.done ?? true,
              more: 'idle',
              stale: { error, retrying: false },
            });
            return;
          }
          heldThroughFailure.current = false;
          current.current = null;
          setState({ phase: 'error', listId: ++lists.current, error });
        },
      }),
    [],
  );
  useEffect(() => () => controller.cancel(), [controller]);

  function loadMore() {
    const list = current.current;
    if (!list) moreOwed.current = loadMore;
    if (!list || list.feed.done || (state.phase === 'ready' && state.more === 'loading')) return;
    setState((previous) => (previous.phase === 'ready' ? { ...previous, more: 'loading' } : previous));
    list.feed.next().then(
      () => {
        if (current.current !== list) return;
        setState((previous) => ({
          phase: 'ready',
          listId: list.listId,
          query: previous.phase === 'ready' ? previous.query : '',
          items: list.feed.items,
          done: list.feed.done,
          more: 'idle',
        }));
      },
      () => {
        if (current.current !== list) return;
        setState((previous) => (previous.phase === 'ready' ? { ...previous, more: 'error' } : previous));
      },
    );
  }

  function releaseOutside(first: number, last: number, release: (item: Item, index: number) => Item) {
    const list = current.current;
    // Search and trending of GIFs and stickers: the ones a released item can be asked again by id.
    if (!list || (tabRef.current !== 'gifs' && tabRef.current !== 'stickers')) return;
    const items = list.feed.items;
    const far = items.flatMap((item, index) =>
      (index < first - KEEP_AROUND || index > last + KEEP_AROUND) && !isReleased(item) ? [index] : [],
    );
    if (far.length < RELEASE_BATCH) return;
    // In place, without a render: the copies are laid out and shown as the items were.
    for (const index of far) list.feed.replace(index, release(items[index] as Item, index));
  }

  return {
    // A new tab asks for its list after its first render (an effect): until it has, the list shown
    // is the previous tab's, which must not render in the new tab's form (GIFs as clip videos).
    state: askedFor.current === tab ? state : { phase: 'loading', listId: 0 },
    releaseOutside,
    input: (text) => controller.input(text),
    submit: (text) => {
      current.current = null;
      controller.submit(text);
    },
    loadMore,
  };
}
