import { useContext, useEffect, useRef } from 'preact/hooks';
import { chooseRendition, type MediaFormat } from '../client/renditions.ts';
import { DataSaving } from './data-saving.ts';
import { clipVideoUrl, type Item } from './feeds.ts';

const IMAGE_FORMATS: readonly MediaFormat[] = ['webp', 'gif'];

const isHttp = (url: string | undefined): url is string =>
  typeof url === 'string' && /^https?:\/\//i.test(url);

export interface TileMediaProps {
  item: Item;
  width: number;
  clip: boolean;
  motion: boolean;
  /** This clip plays with sound. */
  sound: boolean;
  /** The whole tile is in view. */
  visible: boolean;
  /** The pointer is over the tile or it has the focus: under data saver, only then does it move. */
  live: boolean;
  /** The media has loaded (the blurred placeholder goes). */
  loaded: boolean;
  /** In the first row: its media is fetched first. */
  first: boolean;
  label: string;
  onLoad(): void;
}

/**
 * What a tile shows. Normally its animation, over a blurred still (the smallest there is, a few
 * kilobytes) so a slow connection never leaves a blank grid. Under data saver: a still at half the
 * preview size that plays (the smallest animation) while pointed at or focused; a clip shows its
 * still until then.
 */
export function TileMedia(props: TileMediaProps) {
  const { item, clip, live } = props;
  // Unknown for the first few milliseconds: nothing is fetched that the setting would not want.
  const setting = useContext(DataSaving);
  const saving = setting === true;
  const video = useRef<HTMLVideoElement>(null);
  const images = item.images ?? {};
  const moving = props.motion && (!saving || live);
  const width = saving ? props.width / 2 : props.width;
  useEffect(() => {
    if (!video.current) return;
    if (props.visible && moving) void video.current.play().catch(() => undefined);
    else video.current.pause();
  }, [props.visible, moving]);

  const still = chooseRendition(images, { width, motion: false, saveData: saving, formats: IMAGE_FORMATS });
  const stillUrl = isHttp(still?.url) ? still.url : undefined;
  // The smallest still, blurred, while the tile's own media is on its way.
  const blurred = saving
    ? undefined
    : chooseRendition(images, { width: 1, motion: false, saveData: true, formats: IMAGE_FORMATS });
  const placeholder =
    !props.loaded && blurred && !blurred.animated && isHttp(blurred.url) ? (
      <img class="tile-placeholder" src={blurred.url} alt="" aria-hidden="true" draggable={false} />
    ) : null;
  // The first row is what the person waits for: its media goes first (not in Preact's types).
  const priority = props.first && { fetchpriority: 'high' as const };
  // Videos and missing media have no alt: the label is the button's text.
  const name = <span class="visually-hidden">{props.label}</span>;
  if (setting === null) return name;

  if (clip) {
    const src = clipVideoUrl(item);
    if (!src) return name;
    if (saving && !live)
      return (
        <>
          {stillUrl && <img {...priority} src={stillUrl} alt="" onLoad={props.onLoad} draggable={false} />}
          {name}
        </>
      );
    return (
      <>
        {name}
        {placeholder}
        <video
          ref={video}
          src={src}
          poster={stillUrl}
          muted={!props.sound}
          loop
          playsInline
          preload="metadata"
          onLoadedData={props.onLoad}
        />
      </>
    );
  }
  const chosen = chooseRendition(images, {
    width,
    devicePixelRatio: globalThis.devicePixelRatio || 1,
    motion: moving,
    saveData: saving,
    formats: IMAGE_FORMATS,
  });
  if (!isHttp(chosen?.url)) return name;
  return (
    <>
      {placeholder}
      <img
        {...priority}
        src={chosen.url}
        alt={props.label}
        decoding="async"
        onLoad={props.onLoad}
        draggable={false}
      />
    </>
  );
}
