import { useState } from 'preact/hooks';
import type { Item } from '../../client/index.ts';
import { useFirstRowFirst } from '../../first-paint/use-first-row-first.ts';
import { t } from '../../i18n/index.ts';
import { gridKeyboard } from './grid-keyboard.ts';
import { mountedTiles } from './mounted-tiles.ts';
import { Tile } from './Tile.tsx';
import type { TileDrag } from './tile-drag.ts';
import { useFocusRequest } from './use-focus-request.ts';
import { useLoadMore } from './use-load-more.ts';
import { useMasonry } from './use-masonry.ts';
import { type OnWindow, useReleaseFar } from './use-release-far.ts';
import { useRovingFocus } from './use-roving-focus.ts';
import { useTileDrag } from './use-tile-drag.ts';
import { useViewport } from './use-viewport.ts';

export interface GridProps {
  items: readonly Item[];
  columns: number;
  clip: boolean | undefined;
  sound: boolean;
  motion: boolean;
  /** True while a page is loading or none is left: no further `onMore`. */
  busy: boolean;
  onMore(): void;
  onPick(item: Item, index: number): void;
  onDetails(item: Item, index: number): void;
  onSeen(item: Item): void;
  /** Escape: back to the search box. */
  onEscape(): void;
  /** Set from outside (Arrow Down in the box) to move focus into the grid. */
  focusRequest: number;
  /**
   * The person may arrange the list (Favorites): Alt+arrow keys move the focused tile one place
   * earlier or later, and a tile dragged onto another takes its place.
   */
  onMoveTo?: ((item: Item, target: Item) => void) | undefined;
  /** A tile can be dragged out onto the page (tile-drag.ts). */
  drag?: TileDrag | undefined;
  /**
   * The tiles mounted now run from `first` to `last`: the list may swap items far from them for
   * `release(item, index)`, a copy with only what the tile shows (released-copy.ts).
   */
  onWindow?: OnWindow | undefined;
}

/**
 * The results: a masonry layout from each item's own size, virtualized (only the tiles near the
 * viewport are mounted, however far one scrolls), loading more near the end, moved through with
 * the arrow keys by where the tiles are on screen.
 */
export function Grid(props: GridProps) {
  const { items, onMoveTo, drag } = props;
  const [scroller, width, viewport, onScroll] = useViewport();
  const layout = useMasonry(items, width, props.columns);
  const { settled, painted, onLoadCapture, onErrorCapture } = useFirstRowFirst();
  const mounted = mountedTiles(layout.tiles, width, viewport, settled, painted);
  useReleaseFar(mounted, items.length, props.onWindow);
  useLoadMore(layout.height, viewport, width, props.busy, settled, props.onMore);
  const [focused, active, setActive, focusTile, onFocusTile] = useRovingFocus(
    layout.tiles,
    scroller,
    viewport.top,
    items.length,
  );
  useFocusRequest(props.focusRequest, items.length, mounted, viewport.top, focusTile, active);
  const [moveTo, onKeyDown] = gridKeyboard(
    items,
    layout.tiles,
    focused,
    focusTile,
    setActive,
    props.onEscape,
    onMoveTo,
  );
  const [dragging, handlers] = useTileDrag(drag, settled, items, onMoveTo && moveTo);
  // The one clip that may play with sound: the one under the pointer, else the one with the focus.
  const [hovered, setHovered] = useState<number | null>(null);
  const [hasFocus, setHasFocus] = useState(false);
  const audible = hovered ?? (hasFocus ? focused : null);

  return (
    <div ref={scroller} class="grid-scroller" onScroll={onScroll}>
      <section
        aria-label={t('results')}
        class="grid"
        style={{ height: `${layout.height}px` }}
        data-grid-active={active ? '' : undefined}
        onKeyDown={onKeyDown}
        {...handlers}
        onLoadCapture={onLoadCapture}
        onErrorCapture={onErrorCapture}
        onFocusIn={() => setHasFocus(true)}
        onFocusOut={(event) => {
          const next = event.relatedTarget as Node | null;
          if (next && event.currentTarget.contains(next)) return;
          setHasFocus(false);
          // Given to another control (the box, a tab): a scroll no longer pulls it back to a tile.
          // Lost to nowhere (the focused tile scrolled out and unmounted), it comes back as it mounts.
          if (next) setActive(false);
        }}
      >
        {mounted.map((tile) => {
          const item = items[tile.index] as Item;
          return (
            <Tile
              key={tile.id}
              item={item}
              index={tile.index}
              width={tile.width}
              height={tile.height}
              x={tile.x}
              y={tile.y}
              focused={tile.index === focused}
              arrangeable={Boolean(onMoveTo)}
              onPrepareDrag={drag?.prepare}
              dragReady={drag?.ready(item) === true}
              dragging={tile.index === dragging}
              clip={props.clip}
              sound={props.sound && tile.index === audible}
              motion={props.motion}
              // Images only: a clip's first row is in when its videos have data, which no load event says.
              held={!settled && !props.clip && tile.y !== 0}
              onPick={props.onPick}
              onDetails={props.onDetails}
              onFocusTile={onFocusTile}
              onSeen={props.onSeen}
              onHover={setHovered}
            />
          );
        })}
      </section>
    </div>
  );
}
