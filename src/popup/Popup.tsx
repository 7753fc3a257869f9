import { useRef, useState } from 'preact/hooks';
import { isBareId } from '../collections/item-link.ts';
import { t } from '../i18n/index.ts';
import { useTheme } from '../ui/index.ts';
import type { TabId } from './feeds/feeds.ts';
import { useFeed } from './feeds/use-feed.ts';
import { PopupFooter } from './footer/PopupFooter.tsx';
import { usePick } from './pick/use-pick.ts';
import type { PickerHost } from './picker-host.ts';
import { captionOf } from './popup-captions.ts';
import { useOneItem } from './preview/use-one-item.ts';
import { DataSaving } from './results/data-saving.ts';
import { ActionRow } from './search/ActionRow.tsx';
import { SearchBox } from './search/SearchBox.tsx';
import { SuggestionRow } from './search/SuggestionRow.tsx';
import { EMPTY as NO_SUGGESTIONS, useRelatedTags, useSuggestions } from './search/use-suggestions.ts';
import { type ContentScreen, TabContent } from './TabContent.tsx';
import { Tabs } from './Tabs.tsx';
import { tabSettingsOf } from './tab-settings.ts';
import { useClipsBlocked } from './use-clips-blocked.ts';
import { useOpenRequests } from './use-open-requests.ts';
import { usePickerNotices } from './use-picker-notices.ts';
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
  const single = useOneItem();
  const { notice, pick, busy, say, target, offer, allowFrame } = usePick(host);
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
  useOpenRequests(host, single.run);
  usePickerNotices(host, target, say);

  const one = single.state;
  const showCategories = browsing && view.categories && text === '' && !one;
  const screen: ContentScreen = one
    ? 'one'
    : clipsBlocked
      ? 'clipsBlocked'
      : showCategories
        ? 'categories'
        : choosingChannel
          ? 'channel'
          : 'results';
  const focusSearch = () => search.current?.focus();

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
          <TabContent
            host={host}
            tab={tab}
            view={view}
            text={text}
            feed={feed}
            single={single}
            screen={screen}
            noChannel={!!suggestions.none}
            sound={sound}
            focusRequest={focusRequest}
            target={target}
            pick={pick}
            say={say}
            onSearch={searchNow}
            focusSearch={focusSearch}
          />
        </main>
        {!one && !showCategories && <SuggestionRow suggestions={related} onChoose={searchNow} />}
        <PopupFooter notice={notice} final={!busy} offer={offer} onAllowFrame={allowFrame} target={target} />
      </div>
    </DataSaving.Provider>
  );
}
