import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createViewTracker } from '../analytics/view-tracker.ts';
import { sendToBackground } from '../messaging/index.ts';
import { useTheme } from '../ui/index.ts';
import { Categories } from './Categories.tsx';
import { Detail } from './Detail.tsx';
import { ErrorState } from './ErrorState.tsx';
import { type Item, TABS, type TabId } from './feeds.ts';
import { Grid } from './Grid.tsx';
import { describePick, pickItem } from './pick-item.ts';
import { SearchBox } from './SearchBox.tsx';
import { SuggestionRow } from './SuggestionRow.tsx';
import { describeSingle } from './single-result.ts';
import { findTargetTab, type TargetTab } from './target-tab.ts';
import { useFeed } from './use-feed.ts';
import { useSingle } from './use-single.ts';
import { useRelatedTags, useSuggestions } from './use-suggestions.ts';
import { Variations } from './Variations.tsx';
import './popup.css';

const COLUMNS: Record<TabId, number> = { gifs: 3, stickers: 3, clips: 2, emoji: 4 };

function usePrefersMotion(): boolean {
  const query = useMemo(() => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)'), []);
  const [motion, setMotion] = useState(!query?.matches);
  useEffect(() => {
    if (!query) return;
    const update = () => setMotion(!query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [query]);
  return motion;
}

/**
 * The picker: tabs for GIFs, stickers, clips and emoji, search as you type, the results grid,
 * and the attribution mark always in view (spec 1, rule 5).
 */
export function Popup() {
  useTheme();
  const [tab, setTab] = useState<TabId>('gifs');
  const [text, setText] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const [notice, setNotice] = useState('');
  const [sound, setSound] = useState(false);
  const [variationsOf, setVariationsOf] = useState<Item | null>(null);
  const [detail, setDetail] = useState<{ item: Item; index: number } | null>(null);
  const [browsing, setBrowsing] = useState(false);
  const single = useSingle();
  const motion = usePrefersMotion();
  const feed = useFeed(tab);
  const suggestions = useSuggestions(text, tab === 'gifs' || tab === 'stickers');
  const related = useRelatedTags(
    feed.state.phase === 'ready' ? feed.state.query : '',
    tab === 'gifs' || tab === 'stickers',
  );
  const search = useRef<HTMLInputElement>(null);
  const target = useRef<Promise<TargetTab | null>>(null);
  target.current ??= findTargetTab().catch(() => null);
  const views = useMemo(
    () => createViewTracker((event) => sendToBackground({ type: 'trackEvent', ...event })),
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a tab change (and the first render) loads at once; typing has its own path.
  useEffect(() => feed.submit(text), [tab]);

  async function pick(item: Item) {
    const clickedAt = Date.now();
    setNotice('Inserting…');
    try {
      const result = await pickItem(item, await target.current, clickedAt);
      setNotice(describePick(result));
      // The editor inserted after all (late): say so, the send is registered then.
      if (result.status === 'copied') void result.late?.then((late) => late && setNotice(describePick(late)));
    } catch (error) {
      setNotice(`Could not insert it: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  function searchNow(next: string) {
    setText(next);
    setBrowsing(false);
    single.close();
    feed.submit(next);
  }

  function closeDetail() {
    const index = detail?.index;
    setDetail(null);
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`#results .tile[data-tile="${index}"]`)?.focus(),
    );
  }

  const { state: listState } = feed;
  const one = single.state;
  // The single-item answer replaces the list while it shows; it is a list like any other.
  const state: typeof listState = !one
    ? listState
    : one.phase === 'ready'
      ? {
          phase: 'ready',
          listId: -one.listId,
          query: '',
          items: one.item ? [one.item] : [],
          done: true,
          more: 'idle',
        }
      : one.phase === 'error'
        ? { phase: 'error', listId: -one.listId, error: one.error }
        : { phase: 'loading', listId: -one.listId };
  const listId = state.listId;
  const showCategories = browsing && tab === 'gifs' && text === '' && !one;
  const tabs = TABS.map(({ id, label }) => (
    <button
      key={id}
      type="button"
      role="tab"
      id={`tab-${id}`}
      aria-selected={tab === id}
      aria-controls="results"
      tabIndex={tab === id ? 0 : -1}
      onClick={() => setTab(id)}
      onKeyDown={(event) => {
        const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
        if (!step) return;
        const index = (TABS.findIndex((entry) => entry.id === tab) + step + TABS.length) % TABS.length;
        const next = TABS[index]?.id ?? 'gifs';
        setTab(next);
        document.getElementById(`tab-${next}`)?.focus();
      }}
    >
      {label}
    </button>
  ));

  return (
    <div class="popup">
      <header>
        <h1 class="visually-hidden">GifDrop</h1>
        <SearchBox
          inputRef={search}
          text={text}
          placeholder={tab === 'emoji' ? 'Emoji' : `Search ${TABS.find((entry) => entry.id === tab)?.label}`}
          onText={(next) => {
            setText(next);
            single.close();
            feed.input(next);
          }}
          onSubmit={() => searchNow(text)}
          onDown={() => setFocusRequest((count) => count + 1)}
        />
        <SuggestionRow suggestions={suggestions} onChoose={searchNow} />
        {(tab === 'gifs' || tab === 'stickers') && (
          <div class="one-gif">
            <button
              type="button"
              class="chip"
              disabled={text.trim() === ''}
              onClick={() => single.run('translate', text)}
            >
              One GIF for my phrase
            </button>
            <button type="button" class="chip" onClick={() => single.run('random', text)}>
              Surprise me
            </button>
            {tab === 'gifs' && text === '' && !one && (
              <button
                type="button"
                class="chip"
                aria-pressed={browsing}
                onClick={() => setBrowsing(!browsing)}
              >
                Categories
              </button>
            )}
          </div>
        )}
        <div role="tablist" aria-label="Kind" class="tabs">
          {tabs}
        </div>
      </header>
      <main>
        <div
          id="results"
          role="tabpanel"
          class="panel"
          aria-labelledby={`tab-${tab}`}
          aria-busy={state.phase === 'loading'}
        >
          {tab === 'clips' && state.phase === 'ready' && (
            <button type="button" class="sound" aria-pressed={sound} onClick={() => setSound(!sound)}>
              {sound ? 'Sound on' : 'Sound off'}
            </button>
          )}
          {variationsOf && tab === 'emoji' && (
            <Variations
              emoji={variationsOf}
              onPick={(item) => {
                setVariationsOf(null);
                void pick(item);
              }}
              onClose={() => {
                setVariationsOf(null);
                search.current?.focus();
              }}
            />
          )}
          {one && (
            <button type="button" class="chip back" onClick={() => single.close()}>
              Back to results
            </button>
          )}
          {showCategories && <Categories motion={motion} onSearch={searchNow} />}
          {detail && (
            <Detail
              item={detail.item}
              motion={motion}
              onInsert={(item) => {
                setDetail(null);
                void pick(item);
              }}
              onClose={closeDetail}
            />
          )}
          {showCategories ? null : (
            <>
              {state.phase === 'loading' && <Placeholders />}
              {state.phase === 'error' && (
                <ErrorState
                  error={state.error}
                  onRetry={() => (one ? single.run(one.mode, one.text) : feed.submit(text))}
                />
              )}
              {state.phase === 'ready' && state.items.length === 0 && (
                <p class="empty">
                  {one
                    ? `Nothing found: ${describeSingle(one.mode, one.text)}`
                    : text
                      ? `No results for “${text}”`
                      : 'Nothing here yet.'}
                </p>
              )}
              {state.phase === 'ready' && state.items.length > 0 && (
                <Grid
                  key={listId}
                  items={state.items}
                  columns={COLUMNS[tab]}
                  clip={tab === 'clips'}
                  sound={sound}
                  motion={motion}
                  busy={state.done || state.more !== 'idle'}
                  onMore={one ? () => undefined : feed.loadMore}
                  onPick={(item) => {
                    if (tab === 'emoji' && (item.variation_count ?? 0) > 0) setVariationsOf(item);
                    else void pick(item);
                  }}
                  onDetails={(item, index) => setDetail({ item, index })}
                  onSeen={(item) => void views.registerView(String(listId), item).catch(() => undefined)}
                  onEscape={() => search.current?.focus()}
                  focusRequest={focusRequest}
                />
              )}
              {state.phase === 'ready' && state.more === 'error' && (
                <button type="button" class="more-retry" onClick={feed.loadMore}>
                  Could not load more. Retry
                </button>
              )}
            </>
          )}
        </div>
      </main>
      <SuggestionRow suggestions={related} onChoose={searchNow} />
      <footer>
        <p class="notice" role="status">
          {notice}
        </p>
        <p class="attribution">Powered by GIPHY</p>
      </footer>
    </div>
  );
}

const PLACEHOLDERS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

function Placeholders() {
  return (
    <>
      <p class="visually-hidden">Loading…</p>
      <div class="placeholders" aria-hidden="true">
        {PLACEHOLDERS.map((index) => (
          <div key={index} class="placeholder" />
        ))}
      </div>
    </>
  );
}
