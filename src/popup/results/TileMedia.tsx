import { useContext, useEffect, useRef } from 'preact/hooks';
import { isHttpUrl } from '../../client/http-url.ts';
import type { Item } from '../../client/index.ts';
import { chooseRendition, type MediaFormat } from '../../client/renditions.ts';
import { clipVideoUrl } from '../feeds/feeds.ts';
import { DataSaving, isSlowConnection } from './data-saving.ts';
import type { Shown } from './released-copy.ts';

const IMAGE_FORMATS: readonly MediaFormat[] = ['webp', 'gif'];

export interface TileMediaProps {
  item: Item;
  width: number;
  clip: boolean | undefined;
  motion: boolean;
  /** This clip plays with sound. */
  sound: boolean;
  /** The whole tile is in view. */
  visible: boolean;
  /** The pointer is over the tile or it has the focus: under data saver, only then does it move. */
  live: boolean;
  /** In the first row: its media is fetched first. */
  first: boolean;
  /** Not yet: the first row's media goes first (use-first-row-first.ts). */
  held?: boolean | undefined;
  label: string;
  onLoad(): void;
}

/** The rendition a tile shows (also what a released copy keeps, released-copy.ts). */
export function chooseTileRendition(item: Item, motion: boolean, width: number, saving: boolean) {
  return chooseRendition(item.images ?? {}, {
    width,
    devicePixelRatio: globalThis.devicePixelRatio || 1,
    motion,
    saveData: saving || width === 1,
    formats: IMAGE_FORMATS,
  });
}

/**
 * The renditions a tile of `width` may show of `item`, moving or still, and its blurred still on
 * a slow connection (what released-copy.ts keeps).
 */
export function tileRenditions(item: Item, width: number, saving: boolean, slow: boolean): Shown[] {
  const shown = saving ? width / 2 : width;
  return [
    chooseTileRendition(item, true, shown, saving),
    chooseTileRendition(item, false, shown, saving),
    !saving && slow ? chooseTileRendition(item, false, 1, saving) : undefined,
  ];
}

/**
 * What a tile shows. Normally its animation; on a connection slower than 4G, over a blurred still
 * (the smallest there is, a few kilobytes) so the grid is never blank while the animations load. Under data saver: a still at half the
 * preview size that plays (the smallest animation) while pointed at or focused; a clip shows its
 * still until then.
 */
export function TileMedia(props: TileMediaProps) {
  const { item, clip, live, label, onLoad } = props;
  // Unknown for the first few milliseconds: nothing is fetched that the setting would not want.
  const setting = useContext(DataSaving);
  const saving = setting === true;
  const video = useRef<HTMLVideoElement>(null);
  const moving = props.motion && (!saving || live);
  useEffect(() => {
    if (!video.current) return;
    if (props.visible && moving) void video.current.play().catch(() => undefined);
    else video.current.pause();
  }, [props.visible, moving]);
  // Videos and missing media have no alt: the label is the button's text.
  const name = <span class="visually-hidden">{label}</span>;
  if (setting === null) return name;

  /** An http(s) rendition for `width` (a still unless `motion`); width 1: the smallest still. */
  const pick = (motion: boolean, width: number) => {
    const chosen = chooseTileRendition(item, motion, width, saving);
    return chosen && (motion || !chosen.animated) && isHttpUrl(chosen.url) ? chosen.url : undefined;
  };
  const width = saving ? props.width / 2 : props.width;
  // On a slow connection; hidden by the tile's `loaded` class once its own media is in (popup.css).
  const blurred = !saving && isSlowConnection() && pick(false, 1);
  const still = clip ? pick(false, width) : undefined;
  const src = clip ? (!saving || live) && clipVideoUrl(item) : !props.held && pick(moving, width);
  // The first row is what the person waits for: its media goes first (not in Preact's types).
  const priority = props.first && { fetchpriority: 'high' as const };
  return (
    <>
      {clip && name}
      {blurred && <img class="tile-placeholder" src={blurred} alt="" aria-hidden="true" draggable={false} />}
      {clip && src ? (
        <video
          ref={video}
          src={src}
          poster={still}
          muted={!props.sound}
          loop
          playsInline
          preload="metadata"
          onLoadedData={onLoad}
        />
      ) : clip ? (
        still && <img {...priority} src={still} alt="" onLoad={onLoad} draggable={false} />
      ) : src ? (
        <img {...priority} src={src} alt={label} decoding="async" onLoad={onLoad} draggable={false} />
      ) : (
        name
      )}
    </>
  );
}
