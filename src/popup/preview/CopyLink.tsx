import { useState } from 'preact/hooks';
import type { Item } from '../../client/index.ts';
import { t } from '../../i18n/index.ts';
import { previewUrlOf } from './ItemPreview.tsx';
import { linkOf } from './item-links.ts';

/**
 * "Copy link": the item's page (else its media) on the clipboard, saying whether it worked. With
 * `gif`, "Copy GIF" beside it: the picture as text/html and the link as text/plain (copy-gif.ts),
 * so Ctrl+V gives the picture in a rich field and the link in a text field. One status line for both.
 */
export function CopyLink(props: { item: Item; motion: boolean; gif?: boolean }) {
  const [copied, setCopied] = useState('');
  const link = linkOf(props.item, previewUrlOf(props.item, props.motion));
  return (
    <>
      <button
        type="button"
        class="button"
        disabled={!link}
        onClick={() => {
          if (!link) return;
          navigator.clipboard.writeText(link).then(
            () => setCopied(t('linkCopied')),
            () => setCopied(t('linkCopyFailed')),
          );
        }}
      >
        {t('copyLink')}
      </button>
      {props.gif && (
        <button
          type="button"
          class="button"
          onClick={() => {
            // Loaded at the first copy: the grid's bundle carries none of the picture's code.
            import('./copy-gif.ts')
              .then(({ copyGif }) => copyGif(props.item))
              .then(
                (form) => setCopied(t(form === 'picture' ? 'gifCopied' : 'linkCopied')),
                () => setCopied(t('gifCopyFailed')),
              );
          }}
        >
          {t('copyGif')}
        </button>
      )}
      <span class="preview-status" role="status">
        {copied}
      </span>
    </>
  );
}
