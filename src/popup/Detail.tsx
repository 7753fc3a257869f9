import { useEffect, useRef, useState } from 'preact/hooks';
import { chooseRendition } from '../client/renditions.ts';
import { avatarOf, creatorOf, linkOf, sourceOf, titleOf } from './describe-item.ts';
import { StarButton } from './favorites-context.tsx';
import type { Item } from './feeds.ts';

/**
 * One item in detail: a larger preview, title, creator, source and rating, with Insert (the same
 * pick as the tile) and Copy link. Escape or Close returns to the tile it was opened from.
 */
export function Detail(props: { item: Item; motion: boolean; onInsert(item: Item): void; onClose(): void }) {
  const { item } = props;
  const [copied, setCopied] = useState('');
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const preview = chooseRendition(item.images ?? {}, {
    width: 360,
    motion: props.motion,
    formats: ['webp', 'gif'],
  });
  const previewUrl = preview && /^https?:\/\//i.test(preview.url) ? preview.url : undefined;
  const title = titleOf(item);
  const creator = creatorOf(item);
  const avatar = avatarOf(item);
  const source = sourceOf(item);
  const link = linkOf(item, previewUrl);
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
      {previewUrl && <img class="detail-media" src={previewUrl} alt={title} />}
      <h2 id="detail-title">{item.title || title}</h2>
      {creator && (
        <p class="creator">
          {avatar && <img src={avatar} alt="" width={24} height={24} />}
          <span>by {creator}</span>
        </p>
      )}
      {source && (
        <p class="source">
          Source:{' '}
          <a href={source} target="_blank" rel="noopener noreferrer">
            {source}
          </a>
        </p>
      )}
      {item.rating && <p class="rating">Rated {item.rating.toUpperCase()}</p>}
      <div class="detail-actions">
        <button ref={first} type="button" onClick={() => props.onInsert(item)}>
          Insert
        </button>
        <button
          type="button"
          disabled={!link}
          onClick={() => {
            if (!link) return;
            navigator.clipboard.writeText(link).then(
              () => setCopied('Copied'),
              () => setCopied('Could not copy the link'),
            );
          }}
        >
          Copy link
        </button>
        <StarButton item={item} class="detail-star" tabbable />
        <button type="button" onClick={props.onClose}>
          Close
        </button>
      </div>
      <p class="detail-status" role="status">
        {copied}
      </p>
    </div>
  );
}
