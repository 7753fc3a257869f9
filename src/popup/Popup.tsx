import { useMemo, useRef, useState } from 'preact/hooks';
import type { Item } from '../client/index.ts';
import { isBareId } from '../collections/item-link.ts';
import { t } from '../i18n/index.ts';
import { useTheme } from '../ui/index.ts';
import { filterByName, type TabId } from './feeds/feeds.ts';
import { useFeed } from './feeds/use-feed.ts';
import { PopupFooter } from './footer/PopupFooter.tsx';
import { usePick } from './pick/use-pick.ts';
import type { PickerHost } from './picker-host.ts';
import { captionOf, emptyMessage } from './popup-captions.ts';
import { useDetail } from './preview/use-detail.ts';
import { useOneItem } from './preview/use-one-item.ts';
import { DataSaving } from './results/data-saving.ts';
import { ResultList } from './results/ResultList.tsx';
import { createTileDrag } from './results/tile-drag.ts';
import { useSeen } from './results/use-seen.ts';
import { Categories, ClipsBlocked, Detail, OneItemScreen, Variations } from './screens.tsx';
import { ActionRow } from './search/ActionRow.tsx';
import { SearchBox } from './search/SearchBox.tsx';
import { SuggestionRow } from './search/SuggestionRow.tsx';
import { EMPTY as NO_SUGGESTIONS, useRelatedTags, useSuggestions } from './search/use-suggestions.ts';
import { Tabs } from './Tabs.tsx';
import { tabSettingsOf } from './tab-settings.ts';
import { useClipsBlocked } from './use-clips-blocked.ts';
import { useOpenRequests } from './use-open-requests.ts';
import { usePickerNotices } from './use-picker-notices.ts';
import { usePrefersMotion } from './use-prefers-motion.ts';
import { useSearchText } from './use-search-text.ts';
import './popup.css';
import { useDataSaving } from './results/use-data-saving.ts';

/**
 * The picker: its tabs (tab-settings.ts), search as you type, the results, and the attribution
 * mark always in view (docs/interface.md §1.5).
 */
export function Popup({ host }: { host?: PickerHost | undefined } = {}) {
  useTheme();
  const [tab, setTab] = useState<TabId>('gifs');
  const view = tabSettingsOf(tab);
  const [focusRequest, setFocusRequest] = useState(0);
  const [sound, setSound] = useState(false);
  const [variationsOf, setVariationsOf] = useState<Item | null>(null);
  const single = useOneItem();
  const { notice, pick, busy, say, target, offer, allowFrame } = usePick(host);
  const [detail, showDetail, closeDetail, hideDetail] = useDetail(say);
  // Only the toolbar popup's tiles go out: a browser takes no drop from the panel's frame onto its page.
  const drag = useMemo(() => (host ? undefined : createTileDrag(target)), [target, host]);
  const motion = usePrefersMotion();
  const feed = useFeed(tab, !!host?.text);
  const saving = useDataSaving();
  const searchesService = view.search === 'service';
  const [clipsBlocked, clipsRefused] = useClipsBlocked(view, feed.state);
  const [text, setText, browsing, setBrowsing, choosingChannel, searchNow, onText] = useSearchText(
    host,
    view,
    setTab,
    feed,
    single,
    clipsBlocked,
  );
  const suggestions = useSuggestions(
    text,
    view.suggestions,
    (asked) => feed.state.phase === 'error' || (feed.state.phase === 'ready' && feed.state.query === asked),
  );
  const related = useRelatedTags(feed.state.phase === 'ready' ? feed.state.query : '', view.suggestions);
  const search = useRef<HTMLInputElement>(null);
  const onSeen = useSeen();
  useOpenRequests(host, single.run);
  usePickerNotices(host, target, say);

  const one = single.state;
  const showCategories = browsing && view.categories && text === '' && !one;
  let body: preact.JSX.Element;
  if (one)
    body = (
      <OneItemScreen
        state={one}
        motion={motion}
        onInsert={(item) => void pick(item)}
        onRun={single.run}
        forText={host?.translate !== undefined}
        hasResults={feed.state.phase === 'ready' && feed.state.items.length > 0}
        onBack={() => {
          single.close();
          search.current?.focus();
        }}
        onSeen={onSeen}
      />
    );
  else if (clipsBlocked) body = <ClipsBlocked />;
  else if (showCategories) body = <Categories motion={motion} onSearch={searchNow} />;
  else if (choosingChannel)
    body = (
      <p class="empty">
        {text === '@'
          ? t('channelStart')
          : t(suggestions.none ? 'noChannelNamed' : (view.channelHint ?? 'channelHintGifs'), text)}
      </p>
    );
  else
    body = (
      <ResultList
        state={feed.state}
        loading={view.loading}
        columns={view.columns}
        clip={view.clips}
        sound={sound}
        motion={motion}
        filter={view.search === 'local' ? (items) => filterByName(items, text) : undefined}
        arranged={tab === 'favorites'}
        empty={emptyMessage(tab, view, text)}
        onRetry={() => feed.submit(searchesService ? text : '')}
        onMore={feed.loadMore}
        onPick={(item) => {
          if (tab === 'emoji' && (item.variation_count ?? 0) > 0) setVariationsOf(item);
          else void pick(item);
        }}
        onDetails={showDetail}
        onSeen={onSeen}
        onWindow={feed.releaseOutside}
        drag={drag}
        onEscape={() => search.current?.focus()}
        focusRequest={focusRequest}
      />
    );

  return (
    <DataSaving.Provider value={saving}>
      <div class="popup">
        <header>
          <h1 class="visually-hidden">GifDrop</h1>
          <SearchBox
            inputRef={search}
            text={text}
            label={searchesService ? t('searchGiphy') : view.placeholder}
            placeholder={view.placeholder}
            onText={onText}
            onSubmit={() => searchNow(text)}
            onDown={() => setFocusRequest((count) => count + 1)}
            onLink={(link) => {
              setText(link);
              // A bare word of an id's shape may be a word: searched when there is no such GIF.
              single.run('link', 'gifs', link, isBareId(link) ? () => searchNow(link.trim()) : undefined);
            }}
          />
          {/* With one item shown, the row says what it is ("One GIF for “…”"), not chips. */}
          <SuggestionRow
            suggestions={view.suggestions && !one ? suggestions : NO_SUGGESTIONS}
            reserve
            caption={captionOf(view, feed.state, {
              single: one,
              channel: choosingChannel,
              categories: showCategories,
            })}
            onChoose={searchNow}
          />
          <ActionRow
            view={view}
            text={text}
            browsing={showCategories}
            sound={sound}
            noClips={clipsBlocked}
            onTranslate={() => view.single && single.run('translate', view.single, text)}
            onRandom={() => view.single && single.run('random', view.single, text)}
            onBrowse={setBrowsing}
            onSound={setSound}
          />
          <Tabs current={tab} onChange={setTab} dimmed={clipsRefused ? 'clips' : undefined} />
        </header>
        <main>
          <div
            id="results"
            role="tabpanel"
            class="panel"
            aria-labelledby={`tab-${tab}`}
            aria-busy={feed.state.phase === 'loading'}
          >
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
            {body}
            {detail && (
              <Detail
                item={detail.item}
                motion={motion}
                onInsert={(item) => {
                  hideDetail();
                  void pick(item);
                }}
                onClose={closeDetail}
              />
            )}
          </div>
        </main>
        {!one && !showCategories && <SuggestionRow suggestions={related} onChoose={searchNow} />}
        <PopupFooter notice={notice} final={!busy} offer={offer} onAllowFrame={allowFrame} target={target} />
      </div>
    </DataSaving.Provider>
  );
}
