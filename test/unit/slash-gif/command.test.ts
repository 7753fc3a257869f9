import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX } from '../../../src/client/limits.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../src/popup/feeds/use-feed.ts';
import { COMMAND_DEBOUNCE_MS, COMMAND_WORDS_MAX, findGifCommand } from '../../../src/slash-gif/index.ts';

describe('findGifCommand: /gif, a space and words, ending at the caret', () => {
  it.each([
    ['at the start of the text', '/gif cats', { start: 0, text: '/gif cats', words: 'cats' }],
    ['alone, with its space', '/gif ', { start: 0, text: '/gif ', words: '' }],
    ['after a space', 'look /gif cats', { start: 5, text: '/gif cats', words: 'cats' }],
    [
      'at the start of a later line',
      'first line\n/gif cats',
      { start: 11, text: '/gif cats', words: 'cats' },
    ],
    [
      'words with spaces, as typed',
      'hi /gif  sleepy  dogs ',
      { start: 3, text: '/gif  sleepy  dogs ', words: ' sleepy  dogs ' },
    ],
    ['non-ASCII words', 'ok /gif café 猫 🐈', { start: 3, text: '/gif café 猫 🐈', words: 'café 猫 🐈' }],
    ['after a tab', 'a\t/gif x', { start: 2, text: '/gif x', words: 'x' }],
    // Editors type a no-break space for a trailing space: the words read it as a space.
    [
      'with an editor’s no-break spaces',
      'hi\u00a0/gif\u00a0cats\u00a0',
      { start: 3, text: '/gif\u00a0cats\u00a0', words: 'cats ' },
    ],
    ['the last of two', '/gif a /gif b', { start: 7, text: '/gif b', words: 'b' }],
  ])('%s', (_case, text, expected) => {
    expect(findGifCommand(text)).toEqual(expected);
  });

  it.each([
    ['inside a word', 'foo/gif cats'],
    ['in a path', 'see https://x.test/gif cats'],
    ['without its space', '/gif'],
    ['with more letters', '/gifs cats'],
    ['in capitals', '/GIF cats'],
    ['on an earlier line', '/gif cats\nand more'],
    ['with words over the search limit', `/gif ${'a'.repeat(51)}`],
    ['nothing typed', ''],
  ])('none %s', (_case, text) => {
    expect(findGifCommand(text)).toBeUndefined();
  });

  it('counts the words’ limit in code points, as the service does', () => {
    expect(findGifCommand(`/gif ${'🐈'.repeat(50)}`)?.words).toBe('🐈'.repeat(50));
    expect(findGifCommand(`/gif ${'🐈'.repeat(51)}`)).toBeUndefined();
  });

  it('waits as long as the popup’s search box and allows as many words as a search', () => {
    expect(COMMAND_DEBOUNCE_MS).toBe(SEARCH_DEBOUNCE_MS);
    expect(COMMAND_WORDS_MAX).toBe(SEARCH_TEXT_MAX);
  });
});
