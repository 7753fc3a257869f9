import { useLayoutEffect, useRef } from 'preact/hooks';
import type { Item } from '../../client/index.ts';
import { t } from '../../i18n/index.ts';
import { CopyLink } from './CopyLink.tsx';
import { ItemPreview } from './ItemPreview.tsx';

export interface OneItemPreviewProps {
  item: Item;
  motion: boolean;
  onInsert(item: Item): void;
  /** "Another one": random again. */
  onAgain(): void;
  /** Whether "Another one" shows (random answers; "GIF for this text"). */
  another: boolean;
  onBack(): void;
  backLabel?: string | undefined;
  /** The media loaded: register the view (docs/interface.md §6). */
  onSeen(item: Item): void;
}

/**
 * The answer of "One GIF for my phrase" or "Surprise me": the item shown large with what can be
 * done with it (insert, another one, copy the link, back to the results). What it is ("One GIF
 * for “…”") is said once, in the row under the box (Popup.tsx).
 */
export function OneItemPreview(props: OneItemPreviewProps) {
  const { item } = props;
  const insert = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new item (Another one) takes the focus.
  useLayoutEffect(() => insert.current?.focus(), [item.id]);
  return (
    <section
      class="single"
      data-item-id={item.id}
      aria-labelledby="single-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          props.onBack();
        }
      }}
    >
      <ItemPreview
        item={item}
        motion={props.motion}
        headingId="single-title"
        onLoad={() => props.onSeen(item)}
      />
      <div class="preview-actions">
        <button ref={insert} type="button" class="button primary" onClick={() => props.onInsert(item)}>
          {t('insert')}
        </button>
        {props.another && (
          <button type="button" class="button" onClick={props.onAgain}>
            {t('anotherOne')}
          </button>
        )}
        <CopyLink item={item} motion={props.motion} />
        <button type="button" class="button" onClick={props.onBack}>
          {props.backLabel ?? t('backToResults')}
        </button>
      </div>
    </section>
  );
}
