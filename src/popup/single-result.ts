/**
 * The single-item answers: "One GIF for my phrase" (translate) and "Surprise me" (random, with
 * the text as tag, or fully random with an empty box). The service may find nothing: `null`.
 */
import { sendToBackground } from '../messaging/index.ts';
import type { Item } from './feeds.ts';

export type SingleMode = 'translate' | 'random';

type Send = typeof sendToBackground;

/** Asks the background for one GIF; rejects translate of an empty text (the service would 400). */
export async function fetchSingle(
  mode: SingleMode,
  text: string,
  send: Send = sendToBackground,
): Promise<Item | null> {
  if (mode === 'translate') {
    if (text.trim() === '') throw new Error('Type a phrase first');
    return send({ type: 'translate', kind: 'gifs', s: text });
  }
  return send({ type: 'random', kind: 'gifs', tag: text.trim() === '' ? undefined : text });
}

/** What the result list is called: for the empty state and the back button. */
export function describeSingle(mode: SingleMode, text: string): string {
  if (mode === 'translate') return `One GIF for “${text}”`;
  return text.trim() === '' ? 'A random GIF' : `A random GIF for “${text}”`;
}
