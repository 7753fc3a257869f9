/**
 * The one-item requests: "One GIF for my phrase" (translate) and "Surprise me" (random, with
 * the text as tag, or fully random with an empty box), on the Stickers tab their sticker twins;
 * and a pasted GIPHY link or id (`link`: that item by id). The service may find nothing: `null`.
 */

import type { Item } from '../../client/index.ts';
import { isItemId } from '../../collections/item-ref.ts';
import { t } from '../../i18n/index.ts';
import { sendToBackground } from '../../messaging/index.ts';

/** `upload`: the person's own new upload, by id (the upload page's Insert); else as `link`. */
export type OneItemMode = 'translate' | 'random' | 'link' | 'upload';
export type OneItemKind = 'gifs' | 'stickers';

type Send = typeof sendToBackground;

/** Asks the background for one item; rejects translate of an empty text (the service would 400). */
export async function fetchOneItem(
  mode: OneItemMode,
  text: string,
  kind: OneItemKind = 'gifs',
  send: Send = sendToBackground,
): Promise<Item | null> {
  if (mode === 'link' || mode === 'upload') return send({ type: 'lookupItem', text });
  if (mode === 'translate') {
    if (text.trim() === '') throw new Error(t('typePhraseFirst'));
    return send({ type: 'translate', kind, s: text });
  }
  return send({ type: 'random', kind, tag: text.trim() === '' ? undefined : text });
}

/** The buttons' names and what they do, for the tab's kind. */
export function oneItemLabels(kind: OneItemKind): { translate: string; random: string; randomHint: string } {
  const gif = kind === 'gifs';
  return {
    translate: t(gif ? 'oneGifForPhrase' : 'oneStickerForPhrase'),
    random: t('surpriseMe'),
    randomHint: t(gif ? 'randomGifHint' : 'randomStickerHint'),
  };
}

/** `?item=<id>`: the item the popup opens on (the upload page's Insert). */
export function itemFromQuery(search: string): { id: string; mode: 'link' | 'upload' } | null {
  const params = new URLSearchParams(search);
  const id = params.get('item');
  return id && isItemId(id) ? { id, mode: params.get('from') === 'upload' ? 'upload' : 'link' } : null;
}
