/**
 * The words of a single-item answer (use-one-item.ts): the row under the box
 * (popup-captions.ts) and the empty state.
 */
import { t } from '../../i18n/index.ts';
import type { OneItemKind, OneItemMode } from './one-item-requests.ts';

/** What the single result is: for the row under the box and the empty state. */
export function describeOneItem(mode: OneItemMode, text: string, kind: OneItemKind = 'gifs'): string {
  const gif = kind === 'gifs';
  if (mode === 'link') return t('linkedItem');
  if (mode === 'upload') return t('yourUpload');
  if (mode === 'translate') return t(gif ? 'oneGifFor' : 'oneStickerFor', text);
  if (text.trim() === '') return t(gif ? 'randomGif' : 'randomSticker');
  return t(gif ? 'randomGifFor' : 'randomStickerFor', text);
}

/** The empty state of a single-item answer. */
export function describeNothing(mode: OneItemMode, text: string, kind: OneItemKind = 'gifs'): string {
  if (mode === 'link' || mode === 'upload') return t('nothingForLink');
  return t('nothingFound', describeOneItem(mode, text, kind));
}
