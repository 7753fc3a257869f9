import { useState } from 'preact/hooks';
import type { Item } from '../../client/item.ts';
import { t } from '../../i18n/index.ts';
import { previewUrlOf } from './ItemPreview.tsx';
import { linkOf } from './item-links.ts';

/** "Copy link": the item's page (else its media) on the clipboard, saying whether it worked. */
export function CopyLink(props: { item: Item; motion: boolean }) {
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
      <span class="preview-status" role="status">
        {copied}
      </span>
    </>
  );
}
