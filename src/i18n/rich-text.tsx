import type { ComponentChildren } from 'preact';
import { type MessageKey, t } from './index.ts';

// Private-use characters: they never occur in a message, so they mark where a part goes.
const MARK = /\uE000(\d)\uE001/;

/**
 * A message with elements inside it (a link, `<kbd>`, `<strong>`): its placeholders are filled with
 * the given parts wherever the language puts them, the words around them stay text (never HTML).
 */
export function richText(key: MessageKey, ...parts: ComponentChildren[]): ComponentChildren[] {
  const pieces = t(key, ...parts.map((_, index) => `\uE000${index}\uE001`)).split(MARK);
  // split() with a group alternates text and captured index: text, index, text, …
  return pieces.map((piece, index) => (index % 2 === 0 ? piece : parts[Number(piece)]));
}
