/**
 * The single-item answers: "One GIF for my phrase" (translate) and "Surprise me" (random, with
 * the text as tag, or fully random with an empty box), on the Stickers tab their sticker twins.
 * The service may find nothing: `null`.
 */
import { sendToBackground } from '../messaging/index.ts';
import type { Item } from './feeds.ts';

export type SingleMode = 'translate' | 'random';
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
  if (mode === 'translate') {
    if (text.trim() === '') throw new Error('Type a phrase first');
    return send({ type: 'translate', kind, s: text });
  }
  return send({ type: 'random', kind, tag: text.trim() === '' ? undefined : text });
}

/** What the single result is: for its heading and the empty state. */
export function describeSingle(mode: SingleMode, text: string, kind: SingleKind = 'gifs'): string {
  const noun = NOUN[kind];
  if (mode === 'translate') return `One ${noun} for “${text}”`;
  return text.trim() === '' ? `A random ${noun}` : `A random ${noun} for “${text}”`;
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
