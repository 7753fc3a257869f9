import { useEffect, useRef, useState } from 'preact/hooks';
import { chooseRendition } from '../client/renditions.ts';
import { formatNumber, plural, t } from '../i18n/index.ts';
import { creatorOf, describeTile } from './describe-item.ts';
import { StarButton, useFavorites } from './favorites-context.tsx';
import { clipVideoUrl, formatDuration, type Item } from './feeds.ts';

export interface TileProps {
  item: Item;
  index: number;
  width: number;
  height: number;
  x: number;
  y: number;
  focused: boolean;
  clip: boolean;
  /** This clip plays with sound (the toggle is on and it is hovered or focused); else muted. */
  sound: boolean;
  motion: boolean;
  /** The list can be arranged (Favorites): the tile can be dragged, and says so. */
  arrangeable?: boolean | undefined;
  onPick(item: Item, index: number): void;
  /** Shift+Enter or the "i" button: the detail view. */
  onDetails(item: Item, index: number): void;
  onFocusTile(index: number): void;
  /** The media loaded and the whole tile is in view: register the view (spec 6, onload). */
  onSeen(item: Item): void;
  /** The pointer entered (index) or left (null) the tile. */
  onHover(index: number | null): void;
}

const isHttp = (url: string | undefined): url is string =>
  typeof url === 'string' && /^https?:\/\//i.test(url);

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
  const videoRef = useRef<HTMLVideoElement>(null);
  // Not state: an image arriving changes one class, not a render of the tile (issue 14).
  const loaded = useRef(false);
  const [visible, setVisible] = useState(false);
  const favorites = useFavorites();
  const label = item.alt_text || item.title || t('gif');
  const described = describeTile(item);
  const duration = clip && item.duration ? formatDuration(item.duration) : '';

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
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (visible && motion) void video.play().catch(() => undefined);
    else video.pause();
  }, [visible, motion]);

  let media = null;
  if (clip) {
    const src = clipVideoUrl(item);
    const still = chooseRendition(item.images ?? {}, { width, motion: false, formats: ['webp', 'gif'] });
    media = src ? (
      <video
        ref={videoRef}
        src={src}
        poster={isHttp(still?.url) ? still.url : undefined}
        muted={!props.sound}
        loop
        playsInline
        preload="metadata"
        onLoadedData={onMediaLoaded}
      />
    ) : null;
  } else {
    const chosen = chooseRendition(item.images ?? {}, {
      width,
      devicePixelRatio: globalThis.devicePixelRatio || 1,
      motion,
      saveData: (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true,
      formats: ['webp', 'gif'],
    });
    media = isHttp(chosen?.url) ? (
      <img
        // The first row is what the person waits for: its media goes first (not in Preact's types).
        {...(y === 0 && { fetchpriority: 'high' })}
        src={chosen.url}
        alt={label}
        decoding="async"
        onLoad={onMediaLoaded}
        draggable={false}
      />
    ) : null;
  }

  return (
    <>
      <button
        ref={ref}
        type="button"
        class={`tile${loaded.current ? ' loaded' : ''}`}
        data-tile={index}
        data-item-id={item.id}
        tabIndex={focused ? 0 : -1}
        style={{ transform: `translate(${x}px, ${y}px)`, width: `${width}px`, height: `${height}px` }}
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
        title={t(props.arrangeable ? 'tileTitleArrange' : 'tileTitle', described)}
        draggable={props.arrangeable}
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
        onFocus={() => props.onFocusTile(index)}
        onPointerEnter={() => props.onHover(index)}
        onPointerLeave={() => props.onHover(null)}
      >
        {media}
        {/* Videos have no alt: the label is the button's text (a visible duration stays part of it). */}
        {(clip || !media) && <span class="visually-hidden">{label}</span>}
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
        style={{ transform: `translate(${x + width - 26}px, ${y + 4}px)` }}
        onClick={() => props.onDetails(item, index)}
      >
        i
      </button>
      <StarButton item={item} class="tile-star" style={{ transform: `translate(${x + 4}px, ${y + 4}px)` }} />
    </>
  );
}
