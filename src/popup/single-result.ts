/**
 * The single-item answers: "One GIF for my phrase" (translate) and "Surprise me" (random, with
 * the text as tag, or fully random with an empty box). The service may find nothing: `null`.
 */
import { looksLikeItemLink } from '../collections/item-link.ts';
import { isItemId } from '../collections/item-ref.ts';
import { sendToBackground } from '../messaging/index.ts';
import type { Item } from './feeds.ts';

export type SingleMode = 'translate' | 'random' | 'link';

type Send = typeof sendToBackground;

/** Asks the background for one GIF; rejects translate of an empty text (the service would 400). */
export async function fetchSingle(
  mode: SingleMode,
  text: string,
  send: Send = sendToBackground,
): Promise<Item | null> {
  if (mode === 'link') return send({ type: 'lookupItem', text });
  if (mode === 'translate') {
    if (text.trim() === '') throw new Error('Type a phrase first');
    return send({ type: 'translate', kind: 'gifs', s: text });
  }
  return send({ type: 'random', kind: 'gifs', tag: text.trim() === '' ? undefined : text });
}

/** Whether the box holds a link or id to show as one item (a bare id only when pasted). */
export function isItemLinkText(text: string, pasted: boolean): boolean {
  return looksLikeItemLink(text, pasted);
}

/** The empty state of a single-item answer. */
export function describeNothing(mode: SingleMode, text: string): string {
  if (mode === 'link')
    return 'Nothing to show for that link: GIPHY removed the item, its rating is above your setting, or the link names no GIF.';
  return `Nothing found: ${describeSingle(mode, text)}`;
}

/** What the result list is called: for the empty state and the back button. */
export function describeSingle(mode: SingleMode, text: string): string {
  if (mode === 'link') return 'The linked item';
  if (mode === 'translate') return `One GIF for “${text}”`;
  return text.trim() === '' ? 'A random GIF' : `A random GIF for “${text}”`;
}

/** `?item=<id>`: the item the popup opens on (the upload page's Insert). */
export function itemFromQuery(search: string): string | null {
  const id = new URLSearchParams(search).get('item');
  return id && isItemId(id) ? id : null;
}
