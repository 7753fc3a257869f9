import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createViewTracker } from '../analytics/view-tracker.ts';
import { sendToBackground } from '../messaging/index.ts';
import { useTheme } from '../ui/index.ts';
import { ErrorState } from './ErrorState.tsx';
import { type Item, TABS, type TabId } from './feeds.ts';
import { Grid } from './Grid.tsx';
import { describePick, pickItem } from './pick-item.ts';
import { SearchBox } from './SearchBox.tsx';
import { SuggestionRow } from './SuggestionRow.tsx';
import { findTargetTab, type TargetTab } from './target-tab.ts';
import { useFeed } from './use-feed.ts';
import { useSuggestions } from './use-suggestions.ts';
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
  const motion = usePrefersMotion();
  const feed = useFeed(tab);
  const suggestions = useSuggestions(text, tab === 'gifs' || tab === 'stickers');
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
    } catch (error) {
      setNotice(`Could not insert it: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const { state } = feed;
  const listId = state.listId;
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
            feed.input(next);
          }}
          onSubmit={() => feed.submit(text)}
          onDown={() => setFocusRequest((count) => count + 1)}
        />
        <SuggestionRow
          suggestions={suggestions}
          onChoose={(chosen) => {
            setText(chosen);
            feed.submit(chosen);
          }}
        />
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
          {state.phase === 'loading' && <Placeholders />}
          {state.phase === 'error' && <ErrorState error={state.error} onRetry={() => feed.submit(text)} />}
          {state.phase === 'ready' && state.items.length === 0 && (
            <p class="empty">{text ? `No results for “${text}”` : 'Nothing here yet.'}</p>
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
              onMore={feed.loadMore}
              onPick={(item) => {
                if (tab === 'emoji' && (item.variation_count ?? 0) > 0) setVariationsOf(item);
                else void pick(item);
              }}
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
        </div>
      </main>
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
