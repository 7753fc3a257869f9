/**
 * The `/gif` command typed in a text field: `/gif`, a space, and the words to
 * search for, at the start of a line or after a space, ending at the caret. Pure text in, so the
 * content script, the page's panel host and the tests share one reading.
 */

/** How long typing must pause before the panel opens: the popup's search debounce (use-feed.ts). */
export const COMMAND_DEBOUNCE_MS = 250;

/** The words may be as long as a search text (docs/interface.md §8: 50 code points); longer is prose, not a command. */
export const COMMAND_WORDS_MAX = 50;

/** A command found before the caret: where it starts in the text, all of it, and its words. */
export interface GifCommand {
  /** Offset (UTF-16) in the text given where `/gif` starts. */
  start: number;
  /** The command as typed, `/gif cats` (what a pick replaces). */
  text: string;
  /** The words after `/gif `, exactly as typed (a no-break space an editor put in reads as a space). */
  words: string;
}

// `/gif` and one space, at the start of the line or after white space (editors type U+00A0 for a
// trailing space).
const HEAD = /(?<=^|[\s\u00a0])\/gif[ \u00a0]/gu;

/**
 * Finds the `/gif` command that ends at the caret, given the text before the caret (the whole line
 * or more; only its last line counts, and its last command). Undefined when there is none: `/gif`
 * inside a word, `/gif` with no space yet, words over 50 code points.
 */
export function findGifCommand(textBeforeCaret: string): GifCommand | undefined {
  const line = textBeforeCaret.slice(
    Math.max(textBeforeCaret.lastIndexOf('\n'), textBeforeCaret.lastIndexOf('\r')) + 1,
  );
  let at = -1;
  for (const match of line.matchAll(HEAD)) at = match.index;
  if (at < 0) return undefined;
  const text = line.slice(at);
  const words = text.slice(5).replace(/\u00a0/g, ' ');
  if (Array.from(words).length > COMMAND_WORDS_MAX) return undefined;
  return { start: textBeforeCaret.length - text.length, text, words };
}

/** Whether `text` could be a command (the background and the panel host check what they are given). */
export function isGifCommandText(text: string): boolean {
  return findGifCommand(text)?.start === 0;
}
