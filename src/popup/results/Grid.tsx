import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Item } from '../../client/index.ts';
import { useFirstRowFirst } from '../../first-paint/use-first-row-first.ts';
import { isRtl, t } from '../../i18n/index.ts';
import { layoutMasonry, moveFocus, nearEnd, tilesInWindow } from '../../picker/index.ts';
import { naturalSize } from '../feeds/feeds.ts';
import { onIdle } from '../idle.ts';
import { DataSaving, isSlowConnection } from './data-saving.ts';
import { creatorOf } from './describe-item.ts';
import { ALT_ARROW_MOVES, ARROW_DIRECTIONS, ARROW_DIRECTIONS_RTL, tileIndexOf } from './grid-arrows.ts';
import { Tile } from './Tile.tsx';
import { tileRenditions } from './TileMedia.tsx';
import type { TileDrag } from './tile-drag.ts';
import { RELEASE_FROM } from './whole-item.ts';

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
  onWindow?:
    | ((first: number, last: number, release: (item: Item, index: number) => Item) => void)
    | undefined;
}

const GAP = 6;
/** Pixels above and below the viewport whose tiles stay mounted. */
const OVERSCAN = 300;
/** Longest wait for an idle moment before the second page is asked while the list is unscrolled. */
const MORE_AT_OPEN_MS = 500;

/**
 * The results: a masonry layout from each item's own size, virtualized (only the tiles near the
 * viewport are mounted, however far one scrolls), loading more near the end, moved through with
 * the arrow keys by where the tiles are on screen.
 */
/** The scroller's visible part; the same place again (the observer's first call) renders nothing. */
const placeOf =
  ({ scrollTop: top, clientHeight: height }: HTMLElement) =>
  (shown: { top: number; height: number }) =>
    shown.top === top && shown.height === height ? shown : { top, height };

export function Grid(props: GridProps) {
  const { items, columns } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [viewport, setViewport] = useState({ top: 0, height: 0 });
  const [focused, setFocusedState] = useState(0);
  const [active, setActiveState] = useState(false);
  // As of now, not of the last render: an effect run late must not pull the focus back from the
  // box, nor from the tile the person has just focused to the one focused before.
  const activeNow = useRef(false);
  const focusedNow = useRef(0);
  const setActive = (on: boolean) => {
    activeNow.current = on;
    setActiveState(on);
  };
  const setFocused = (index: number) => {
    focusedNow.current = index;
    setFocusedState(index);
  };
  // The one clip that may play with sound: the one under the pointer, else the one with the focus.
  const [hovered, setHovered] = useState<number | null>(null);
  const [hasFocus, setHasFocus] = useState(false);
  const audible = hovered ?? (hasFocus ? focused : null);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => {
      // The content box: clientWidth includes the padding (and excludes a classic scrollbar).
      const style = getComputedStyle(element);
      setWidth(
        Math.max(
          0,
          element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
        ),
      );
      setViewport(placeOf(element));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The list grows in place (use-feed.ts): its length says when.
  // biome-ignore lint/correctness/useExhaustiveDependencies: items.length changes while items stays the same array.
  const layout = useMemo(
    () =>
      layoutMasonry(
        items.map((item) => ({ id: item.id, ...naturalSize(item) })),
        { containerWidth: width, columns, gap: GAP, minTileHeight: 48, maxTileHeight: 320 },
      ),
    [items, items.length, width, columns],
  );
  // Nothing before the first measure: tiles one pixel wide would set every image's source twice.
  const { settled, onLoadCapture, onErrorCapture } = useFirstRowFirst();
  const mounted =
    width > 0 ? tilesInWindow(layout.tiles, viewport.top, viewport.height, settled ? OVERSCAN : 0) : [];

  // Far from the window, an item needs only what its tile shows (memory after a long scroll).
  const saving = useContext(DataSaving) === true;
  // In index order (layout.tiles is).
  const first = mounted[0]?.index ?? -1;
  const last = mounted.at(-1)?.index ?? -1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a moved window can leave items far behind.
  useEffect(() => {
    if (!props.onWindow || first < 0 || items.length < RELEASE_FROM) return;
    // Tiles share the column's width.
    const tileWidth = mounted[0]?.width ?? 0;
    void import('./released-copy.ts').then(({ releaseItem }) => {
      props.onWindow?.(first, last, (item) => {
        const shown = tileRenditions(item, tileWidth, saving, isSlowConnection());
        return releaseItem(item, shown, creatorOf(item));
      });
      // Nothing reads a long list's media timings; the browser would keep 250 (90 kB in Firefox).
      performance.clearResourceTimings();
    });
  }, [first, last]);

  // Load more when the end is near, also when a short first page does not fill the viewport. While
  // the list is not scrolled and the viewport is full, the next page waits for the first row and
  // then an idle moment: the first screen's media and render go first (in Firefox the answer's
  // reading in the background would take the thread the first row's images are shown on).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new layout or scroll position can bring the end nearer.
  useEffect(() => {
    if (!(width > 0 && !props.busy && nearEnd(layout.height, viewport.top, viewport.height, OVERSCAN * 2)))
      return;
    if (viewport.top > 0 || layout.height < viewport.height) {
      props.onMore();
      return;
    }
    if (settled) return onIdle(() => props.onMore(), MORE_AT_OPEN_MS);
  }, [layout.height, viewport, props.busy, width, settled]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a shorter list may leave the focus past its end.
  useEffect(() => {
    if (focused >= items.length) setFocused(0);
  }, [items.length]);

  const reveal = useCallback(
    (index: number) => {
      const tile = layout.tiles[index];
      const element = scroller.current;
      if (!tile || !element) return;
      if (tile.y < element.scrollTop) element.scrollTop = tile.y;
      else if (tile.y + tile.height > element.scrollTop + element.clientHeight)
        element.scrollTop = tile.y + tile.height - element.clientHeight;
    },
    [layout],
  );

  // A request made before this grid existed (for another tab's or query's grid) is spent already.
  const spentRequest = useRef(props.focusRequest);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each request from the search box only.
  useEffect(() => {
    if (props.focusRequest === spentRequest.current || items.length === 0) return;
    spentRequest.current = props.focusRequest;
    const first = mounted.find((tile) => tile.y + tile.height > viewport.top)?.index ?? 0;
    setActive(true);
    setFocused(first);
    reveal(first);
  }, [props.focusRequest]);

  // The DOM focus follows the roving index once its tile is mounted (after a scroll, a render later).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a scroll may mount the focused tile.
  useEffect(() => {
    if (!active || !activeNow.current) return;
    const tile = scroller.current?.querySelector<HTMLElement>(`[data-tile="${focusedNow.current}"]`);
    if (tile && document.activeElement !== tile) tile.focus({ preventScroll: true });
  }, [active, focused, viewport.top]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      setActive(false);
      props.onEscape();
      return;
    }
    const direction = (isRtl() ? ARROW_DIRECTIONS_RTL : ARROW_DIRECTIONS)[event.key];
    if (!direction) return;
    event.preventDefault();
    // The tile the key was pressed on: the state may lag behind fast key repeats.
    const from = Number((event.target as HTMLElement).dataset?.tile ?? focused);
    if (event.altKey && props.onMoveTo) {
      // Right to left, the list runs leftwards: Alt+Left moves a favorite later.
      const across = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
      const to = from + (ALT_ARROW_MOVES[event.key] ?? 0) * (across && isRtl() ? -1 : 1);
      moveTo(from, to);
      return;
    }
    const next = moveFocus(layout.tiles, Number.isInteger(from) ? from : focused, direction);
    setActive(true);
    setFocused(next);
    reveal(next);
  }

  function moveTo(from: number, to: number) {
    const item = items[from];
    const target = items[to];
    if (!item || !target || from === to || !props.onMoveTo) return;
    props.onMoveTo(item, target);
    // The moved tile keeps its element (keyed by id) and the focus; the roving index follows it.
    setActive(true);
    setFocused(to);
    reveal(to);
  }
  const dragged = useRef<number | null>(null);
  // The tile being dragged looks it (popup.css), the browser's drag image aside.
  const [dragging, setDragging] = useState<number | null>(null);
  // A tile's drag data is got ready once the first tiles are in, at an idle moment (tile-drag.ts),
  // and each tile says when its drag can start.
  const drag = props.drag;
  const [, setDragReadiness] = useState(0);
  useEffect(() => drag?.subscribe(() => setDragReadiness((count) => count + 1)), [drag]);
  useEffect(() => {
    if (drag && settled) return onIdle(() => drag.warm(), MORE_AT_OPEN_MS);
  }, [drag, settled]);
  // A drop anywhere in the picker (a tile, the search box) is not one onto the page: it inserts
  // nothing here, and registers no send.
  const droppedInside = useRef(false);
  useEffect(() => {
    const onDrop = (event: DragEvent) => {
      if (dragged.current === null) return;
      droppedInside.current = true;
      event.preventDefault();
    };
    document.addEventListener('drop', onDrop, { capture: true });
    return () => document.removeEventListener('drop', onDrop, { capture: true });
  }, []);

  const onSeen = props.onSeen;
  return (
    <div ref={scroller} class="grid-scroller" onScroll={(event) => setViewport(placeOf(event.currentTarget))}>
      <section
        aria-label={t('results')}
        class="grid"
        style={{ height: `${layout.height}px` }}
        data-grid-active={active ? '' : undefined}
        onKeyDown={onKeyDown}
        onPointerEnter={() => drag?.warm()}
        onDragStart={(event) => {
          const index = tileIndexOf(event.target);
          const item = items[index];
          const transfer = event.dataTransfer;
          if (!item || !transfer) return;
          const out = props.drag?.start(item, transfer) === true;
          // Nothing to carry out: only a Favorites tile moves, within the list.
          if (!out && !props.onMoveTo) {
            event.preventDefault();
            return;
          }
          if (!out) transfer.setData('text/plain', '');
          dragged.current = index;
          droppedInside.current = false;
          setDragging(index);
        }}
        onDragOver={(event) => {
          if (dragged.current !== null && props.onMoveTo && Number.isInteger(tileIndexOf(event.target)))
            event.preventDefault();
        }}
        onDrop={(event) => {
          event.preventDefault();
          if (dragged.current !== null) moveTo(dragged.current, tileIndexOf(event.target));
        }}
        onDragEnd={(event) => {
          // The page's drop took it when the effect is not `none` (Escape, or a place that refused it).
          const landed = !droppedInside.current && (event.dataTransfer?.dropEffect ?? 'none') !== 'none';
          dragged.current = null;
          setDragging(null);
          props.drag?.end(landed);
        }}
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
              arrangeable={Boolean(props.onMoveTo)}
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
              onFocusTile={(index) => {
                if (!activeNow.current) setActive(true);
                if (index !== focusedNow.current) setFocused(index);
              }}
              onSeen={onSeen}
              onHover={(index) => setHovered(index)}
            />
          );
        })}
      </section>
    </div>
  );
}
