/**
 * The single-item answers: "One GIF for my phrase" (translate) and "Surprise me" (random, with
 * the text as tag, or fully random with an empty box), on the Stickers tab their sticker twins;
 * and a pasted GIPHY link or id (`link`: that item by id). The service may find nothing: `null`.
 */
import { looksLikeItemLink } from '../collections/item-link.ts';
import { isItemId } from '../collections/item-ref.ts';
import { sendToBackground } from '../messaging/index.ts';
import type { Item } from './feeds.ts';

export type SingleMode = 'translate' | 'random' | 'link';
export type SingleKind = 'gifs' | 'stickers';

type Send = typeof sendToBackground;

const NOUN: Record<SingleKind, string> = { gifs: 'GIF', stickers: 'sticker' };

/** Asks the background for one item; rejects translate of an empty text (the service would 400). */
export async function fetchSingle(
  mode: SingleMode,
  text: string,
  kind: SingleKind = 'gifs',
  send: Send = sendToBackground,
): Promise<Item | null> {
  if (mode === 'link') return send({ type: 'lookupItem', text });
  if (mode === 'translate') {
    if (text.trim() === '') throw new Error('Type a phrase first');
    return send({ type: 'translate', kind, s: text });
  }
  return send({ type: 'random', kind, tag: text.trim() === '' ? undefined : text });
}

/** What the single result is: for its heading and the empty state. */
export function describeSingle(mode: SingleMode, text: string, kind: SingleKind = 'gifs'): string {
  if (mode === 'link') return 'The linked item';
  const noun = NOUN[kind];
  if (mode === 'translate') return `One ${noun} for “${text}”`;
  return text.trim() === '' ? `A random ${noun}` : `A random ${noun} for “${text}”`;
}

/** The empty state of a single-item answer. */
export function describeNothing(mode: SingleMode, text: string, kind: SingleKind = 'gifs'): string {
  if (mode === 'link')
    return 'Nothing to show for that link: GIPHY removed the item, its rating is above your setting, or the link names no GIF.';
  return `Nothing found: ${describeSingle(mode, text, kind)}`;
}

/** The buttons' names and what they do, for the tab's kind. */
export function singleLabels(kind: SingleKind): { translate: string; random: string; randomHint: string } {
  const noun = NOUN[kind];
  return {
    translate: `One ${noun} for my phrase`,
    random: 'Surprise me',
    randomHint: `A random ${noun}, on the typed text’s theme if any`,
  };
}

/** Whether the box holds a link or id to show as one item (a bare id only when pasted). */
export function isItemLinkText(text: string, pasted: boolean): boolean {
  return looksLikeItemLink(text, pasted);
}

/** `?item=<id>`: the item the popup opens on (the upload page's Insert). */
export function itemFromQuery(search: string): string | null {
  const id = new URLSearchParams(search).get('item');
  return id && isItemId(id) ? id : null;
}
