import { useContext } from 'preact/hooks';
import { isHttpUrl } from '../../client/http-url.ts';
import type { Item } from '../../client/index.ts';
import { chooseRendition } from '../../client/renditions.ts';
import { t } from '../../i18n/index.ts';
import { DataSaving } from '../results/data-saving.ts';
import { creatorOf, titleOf } from '../results/describe-item.ts';
import { avatarOf, sourceOf } from './item-links.ts';
// Styles of a screen loaded when first shown (lazy chunk), not on every open.
import './preview.css';

/** The URL of an item's large preview (motion unless reduced), only http(s). */
export function previewUrlOf(item: Item, motion: boolean, saveData = false): string | undefined {
  // Data saver halves the preview.
  const preview = chooseRendition(item.images ?? {}, {
    width: saveData ? 180 : 360,
    motion,
    saveData,
    formats: ['webp', 'gif'],
  });
  return isHttpUrl(preview?.url) ? preview.url : undefined;
}

/**
 * One item shown large: the media at its own aspect ratio (the box is sized before it loads, so
 * nothing moves), its title, creator with avatar, source and rating.
 */
export function ItemPreview(props: { item: Item; motion: boolean; headingId: string; onLoad?(): void }) {
  const { item } = props;
  const url = previewUrlOf(item, props.motion, useContext(DataSaving) === true);
  const title = titleOf(item);
  const creator = creatorOf(item);
  const avatar = avatarOf(item);
  const source = sourceOf(item);
  const size = item.images?.fixed_width ?? item.images?.original;
  const ratio = size?.width && size.height ? `${size.width} / ${size.height}` : '1 / 1';
  return (
    <>
      {url && (
        <div class="preview-media" style={{ aspectRatio: ratio }}>
          <img src={url} alt={title} onLoad={props.onLoad} />
        </div>
      )}
      <h2 id={props.headingId}>{item.title || title}</h2>
      {creator && (
        <p class="creator">
          {avatar && <img src={avatar} alt="" width={24} height={24} />}
          <span>{t('byCreator', creator)}</span>
        </p>
      )}
      {source && (
        <p class="source">
          {t('source')}{' '}
          <a href={source} target="_blank" rel="noopener noreferrer">
            {source}
          </a>
        </p>
      )}
      {item.rating && <p class="rating">{t('rated', item.rating.toUpperCase())}</p>}
    </>
  );
}
