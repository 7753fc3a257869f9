import { useLayoutEffect, useRef } from 'preact/hooks';
import type { Item } from '../../client/index.ts';
import { t } from '../../i18n/index.ts';
import { clipPageUrl } from '../../insertion/index.ts';
import { StarButton } from '../favorites/favorites-context.tsx';
import { CopyLink } from './CopyLink.tsx';
import { ItemPreview } from './ItemPreview.tsx';

/**
 * One item in detail: a larger preview, title, creator, source and rating, with Insert (the same
 * pick as the tile) and Copy link. Escape or Close returns to the tile it was opened from. It
 * covers the results only: the attribution mark in the footer stays in view.
 */
export function Detail(props: { item: Item; motion: boolean; onInsert(item: Item): void; onClose(): void }) {
  const { item } = props;
  const first = useRef<HTMLButtonElement>(null);
  // Before the first paint: a key pressed as the dialog appears is the dialog's.
  useLayoutEffect(() => first.current?.focus(), []);
  return (
    <div
      class="detail"
      role="dialog"
      aria-modal="true"
      aria-labelledby="detail-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          props.onClose();
        }
      }}
    >
      <ItemPreview item={item} motion={props.motion} headingId="detail-title" />
      {/* What a clip becomes: its renditions are silent GIFs, so its page goes in instead. */}
      {clipPageUrl(item) && (
        <p class="clip-note" id="detail-clip-note">
          {t('clipInsertsLink')}
        </p>
      )}
      <div class="preview-actions">
        <button
          ref={first}
          type="button"
          class="button primary"
          aria-describedby={clipPageUrl(item) ? 'detail-clip-note' : undefined}
          onClick={() => props.onInsert(item)}
        >
          {t('insert')}
        </button>
        <CopyLink item={item} motion={props.motion} gif />
        <StarButton item={item} class="button detail-star" tabbable />
        <button type="button" class="button" onClick={props.onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
