import type { Item } from '../../client/index.ts';
import { t } from '../../i18n/index.ts';
import { useFavorites } from '../favorites/favorites-context.tsx';
import type { FeedState } from '../feeds/use-feed.ts';
import { Progress } from '../Progress.tsx';
import { ErrorState, RefreshFailed } from '../screen-parts.tsx';
import { Grid, type GridProps } from './Grid.tsx';

export interface ResultListProps
  extends Pick<
    GridProps,
    | 'columns'
    | 'clip'
    | 'sound'
    | 'motion'
    | 'onPick'
    | 'onDetails'
    | 'onEscape'
    | 'focusRequest'
    | 'onWindow'
    | 'drag'
  > {
  state: FeedState;
  /** The progress line: "Loading GIFs…". */
  loading: string;
  /** Shown instead of the items: the list is filtered locally (emoji by name). */
  filter?: ((items: readonly Item[]) => readonly Item[]) | undefined;
  /** The Favorites tab: in the person's order, each movable. Read here, not by the popup, so that
   * the stars' arrival re-renders the list alone. */
  arranged?: boolean;
  /** The empty state's words. */
  empty: string;
  onRetry(): void;
  onMore(): void;
  onSeen(item: Item, listId: number): void;
}

/** A list in one of its phases: waiting, failed, empty, or the grid with what loads after it. */
export function ResultList(props: ResultListProps) {
  const { state } = props;
  const favorites = useFavorites();
  const filter = props.arranged ? favorites.arrange : props.filter;
  if (state.phase === 'loading') return <Progress what={props.loading} onRetry={props.onRetry} />;
  if (state.phase === 'error') return <ErrorState error={state.error} onRetry={props.onRetry} />;
  const items = filter ? filter(state.items) : state.items;
  const { listId } = state;
  return (
    <>
      {items.length === 0 && (state.done || !filter) ? (
        <p class="empty">{props.empty}</p>
      ) : (
        <Grid
          key={listId}
          items={items}
          columns={props.columns}
          clip={props.clip}
          sound={props.sound}
          motion={props.motion}
          busy={state.done || state.more !== 'idle'}
          onMore={props.onMore}
          onPick={props.onPick}
          onDetails={props.onDetails}
          onSeen={(item) => props.onSeen(item, listId)}
          onEscape={props.onEscape}
          focusRequest={props.focusRequest}
          onMoveTo={props.arranged ? favorites.moveTo : undefined}
          drag={props.drag}
          // Released items are the feed's own places: not in a list filtered here.
          onWindow={filter ? undefined : props.onWindow}
        />
      )}
      {state.more === 'loading' && (
        <div class="more-loading" role="progressbar" aria-label={t('loadingMore')} />
      )}
      {state.stale && (
        <RefreshFailed error={state.stale.error} retrying={state.stale.retrying} onRetry={props.onRetry} />
      )}
      {state.more === 'error' && (
        <button type="button" class="button more-retry" onClick={props.onMore}>
          {t('loadMoreFailed')}
        </button>
      )}
    </>
  );
}
