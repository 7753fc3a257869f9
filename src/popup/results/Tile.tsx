import { useEffect, useRef, useState } from 'preact/hooks';
import type { Item } from '../../client/index.ts';
import { formatNumber, isRtl, plural, t } from '../../i18n/index.ts';
import { StarButton, useFavorites } from '../favorites/favorites-context.tsx';
import { formatDuration } from '../feeds/feeds.ts';
import { creatorOf, describeTile } from './describe-item.ts';
import { TileMedia } from './TileMedia.tsx';

export interface TileProps {
  item: Item;
  index: number;
  width: number;
  height: number;
  x: number;
  y: number;
  focused: boolean;
  clip: boolean | undefined;
  /** This clip plays with sound (the toggle is on and it is hovered or focused); else muted. */
  sound: boolean;
  motion: boolean;
  /** The first row's media is on its way: this tile asks for its own once it is in (use-first-row-first.ts). */
  held?: boolean | undefined;
  /** The list can be arranged (Favorites): the tile can be dragged, and says so. */
  arrangeable?: boolean | undefined;
  /** The tile can be dragged onto the page: its drag data is made ready as the pointer comes. */
  onPrepareDrag?: ((item: Item) => void) | undefined;
  /** A drag of this tile onto the page can start now (`data-drag-ready`). */
  dragReady?: boolean | undefined;
  /** This tile is being dragged. */
  dragging?: boolean | undefined;
  onPick(item: Item, index: number): void;
  /** Shift+Enter or the "i" button: the detail view. */
  onDetails(item: Item, index: number): void;
  onFocusTile(index: number): void;
  /** The media loaded and the whole tile is in view: register the view (docs/interface.md §6, onload). */
  onSeen(item: Item): void;
  /** The pointer entered (index) or left (null) the tile. */
  onHover(index: number | null): void;
}

/** Calls `onVisible(true|false)` as the element becomes wholly visible or not (threshold 1). */
function useFullyVisible(ref: { current: Element | null }, onChange: (visible: boolean) => void) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) onChange(entry.intersectionRatio >= 0.99);
      },
      { threshold: [0, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onChange]);
}

/** One result: a button holding the media at its final size (no layout shift). */
export function Tile(props: TileProps) {
  const { item, index, width, height, x, y, focused, clip, motion } = props;
  const ref = useRef<HTMLButtonElement>(null);
  // Pointed at or focused: under data saver, the still plays only then.
  const [live, setLive] = useState(false);
  // Not state: an image arriving changes one class, not a render of the tile.
  const loaded = useRef(false);
  const [visible, setVisible] = useState(false);
  const favorites = useFavorites();
  const label = item.alt_text || item.title || t('gif');
  const described = describeTile(item);
  const duration = clip && item.duration ? formatDuration(item.duration) : '';
  // Offsets from the inline start: right to left they run leftwards from the right edge (popup.css).
  const at = (left: number, top: number) => `translate(${isRtl() ? -left : left}px, ${top}px)`;

  useFullyVisible(ref, setVisible);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per sighting; the callback is recreated each render.
  useEffect(() => {
    if (loaded.current && visible) props.onSeen(item);
  }, [visible, item]);
  const onMediaLoaded = () => {
    loaded.current = true;
    ref.current?.classList.add('loaded');
    if (visible) props.onSeen(item);
  };

  const media = (
    <TileMedia
      item={item}
      width={width}
      clip={clip}
      motion={motion}
      sound={props.sound}
      visible={visible}
      live={live}
      first={y === 0}
      held={props.held}
      label={label}
      onLoad={onMediaLoaded}
    />
  );

  return (
    <>
      <button
        ref={ref}
        type="button"
        class={`tile${loaded.current ? ' loaded' : ''}`}
        data-tile={index}
        data-item-id={item.id}
        data-drag-ready={props.dragReady ? '' : undefined}
        data-dragging={props.dragging ? '' : undefined}
        tabIndex={focused ? 0 : -1}
        style={{ transform: at(x, y), width: `${width}px`, height: `${height}px` }}
        // The creator is part of the name wherever known (attribution); else the media's own alt.
        // Visible badges (a duration, "+5" variations) stay part of the name.
        aria-label={
          creatorOf(item)
            ? [
                described,
                duration,
                item.variation_count ? plural('variationCount', item.variation_count) : '',
              ]
                .filter(Boolean)
                .join(', ')
            : undefined
        }
        aria-keyshortcuts={props.arrangeable ? 'Shift+Enter F Alt+ArrowLeft Alt+ArrowRight' : 'Shift+Enter F'}
        title={t(
          props.onPrepareDrag
            ? props.arrangeable
              ? 'tileTitleArrange'
              : 'tileTitle'
            : props.arrangeable
              ? 'tileTitleArrangeNoDrag'
              : 'tileTitleNoDrag',
          described,
        )}
        draggable={props.arrangeable || Boolean(props.onPrepareDrag)}
        onClick={() => props.onPick(item, index)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.shiftKey) {
            event.preventDefault();
            props.onDetails(item, index);
          } else if (event.key.toLowerCase() === 'f' && !event.ctrlKey && !event.metaKey && !event.altKey) {
            event.preventDefault();
            favorites.toggle(item);
          }
        }}
        onFocus={() => {
          setLive(true);
          props.onFocusTile(index);
        }}
        onBlur={() => setLive(false)}
        onPointerDown={() => props.onPrepareDrag?.(item)}
        onPointerEnter={() => {
          props.onPrepareDrag?.(item);
          setLive(true);
          props.onHover(index);
        }}
        onPointerLeave={() => {
          setLive(false);
          props.onHover(null);
        }}
      >
        {media}
        {duration ? <span class="badge duration">{duration}</span> : null}
        {item.variation_count ? (
          <span class="badge variations" title={t('hasVariations')}>
            +{formatNumber(item.variation_count)}
          </span>
        ) : null}
      </button>
      <button
        type="button"
        class="tile-info"
        tabIndex={-1}
        aria-label={t('detailsOf', described)}
        style={{ transform: at(x + width - 26, y + 4) }}
        onClick={() => props.onDetails(item, index)}
      >
        i
      </button>
      <StarButton item={item} class="tile-star" style={{ transform: at(x + 4, y + 4) }} />
    </>
  );
}
