import { useMemo, useState } from 'preact/hooks';
import type { Item } from '../client/index.ts';
import { t } from '../i18n/index.ts';
import { filterByName, type TabId } from './feeds/feeds.ts';
import type { Feed } from './feeds/use-feed.ts';
import type { TargetTab } from './pick/target-tab.ts';
import type { PickerHost } from './picker-host.ts';
import { emptyMessage } from './popup-captions.ts';
import { useDetail } from './preview/use-detail.ts';
import type { OneItem } from './preview/use-one-item.ts';
import { ResultList } from './results/ResultList.tsx';
import { createTileDrag } from './results/tile-drag.ts';
import { useSeen } from './results/use-seen.ts';
import { Categories, ClipsBlocked, Detail, OneItemScreen, Variations } from './screens.tsx';
import type { TabSettings } from './tab-settings.ts';
import { usePrefersMotion } from './use-prefers-motion.ts';

/** Which screen the tab's content is; `results` unless one of the others applies. */
export type ContentScreen = 'one' | 'clipsBlocked' | 'categories' | 'channel' | 'results';

interface Props {
  host: PickerHost | undefined;
  tab: TabId;
  view: TabSettings;
  text: string;
  feed: Feed;
  single: OneItem;
  screen: ContentScreen;
  /** No channel goes by the `@name` typed. */
  noChannel: boolean;
  sound: boolean;
  /** Grows at each ↓ from the search box: the grid takes the focus. */
  focusRequest: number;
  target: Promise<TargetTab | null> | null;
  pick(item: Item): unknown;
  say(message: string): void;
  onSearch(text: string): void;
  focusSearch(): void;
}

/**
 * The tab's content (ARIA's tabpanel): the screen it shows (one item, categories, a channel hint,
 * the results), with an emoji's variations or an item's detail over it.
 */
export function TabContent({ host, tab, view, text, feed, single, screen, target, pick, ...props }: Props) {
  const [variationsOf, setVariationsOf] = useState<Item | null>(null);
  const [detail, showDetail, closeDetail, hideDetail] = useDetail(props.say);
  // Only the toolbar popup's tiles go out: a browser takes no drop from the panel's frame onto its page.
  const drag = useMemo(() => (host ? undefined : createTileDrag(target)), [target, host]);
  const motion = usePrefersMotion();
  const onSeen = useSeen();
  const one = single.state;
  let body: preact.JSX.Element;
  if (one && screen === 'one')
    body = (
      <OneItemScreen
        state={one}
        motion={motion}
        onInsert={pick}
        onRun={single.run}
        forText={host?.translate !== undefined}
        hasResults={feed.state.phase === 'ready' && feed.state.items.length > 0}
        onBack={() => {
          single.close();
          props.focusSearch();
        }}
        onSeen={onSeen}
      />
    );
  else if (screen === 'clipsBlocked') body = <ClipsBlocked />;
  else if (screen === 'categories') body = <Categories motion={motion} onSearch={props.onSearch} />;
  else if (screen === 'channel')
    body = (
      <p class="empty">
        {text === '@'
          ? t('channelStart')
          : t(props.noChannel ? 'noChannelNamed' : (view.channelHint ?? 'channelHintGifs'), text)}
      </p>
    );
  else
    body = (
      <ResultList
        state={feed.state}
        loading={view.loading}
        columns={view.columns}
        clip={view.clips}
        sound={props.sound}
        motion={motion}
        filter={view.search === 'local' ? (items) => filterByName(items, text) : undefined}
        arranged={tab === 'favorites'}
        empty={emptyMessage(tab, view, text)}
        onRetry={() => feed.submit(view.search === 'service' ? text : '')}
        onMore={feed.loadMore}
        onPick={(item) =>
          tab === 'emoji' && (item.variation_count ?? 0) > 0 ? setVariationsOf(item) : pick(item)
        }
        onDetails={showDetail}
        onSeen={onSeen}
        onWindow={feed.releaseOutside}
        drag={drag}
        onEscape={props.focusSearch}
        focusRequest={props.focusRequest}
      />
    );

  return (
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
            pick(item);
          }}
          onClose={() => {
            setVariationsOf(null);
            props.focusSearch();
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
            pick(item);
          }}
          onClose={closeDetail}
        />
      )}
    </div>
  );
}
