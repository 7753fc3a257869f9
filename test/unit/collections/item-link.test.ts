import { describe, expect, it } from 'vitest';
import { looksLikeItemLink, parseItemLink } from '../../../src/collections/item-link.ts';

describe('parseItemLink', () => {
  it.each([
    ['https://giphy.com/gifs/funny-cat-dancing-3o7TKSjRrfIPjeiVyM', '3o7TKSjRrfIPjeiVyM', 'gif'],
    ['https://giphy.com/gifs/3o7TKSjRrfIPjeiVyM', '3o7TKSjRrfIPjeiVyM', 'gif'],
    ['https://giphy.com/stickers/happy-Abc123xyz', 'Abc123xyz', 'gif'],
    ['https://giphy.com/clips/buzzfeed-hello-XyZ987abc', 'XyZ987abc', 'clip'],
    ['https://media.giphy.com/media/3o7TKSjRrfIPjeiVyM/giphy.gif', '3o7TKSjRrfIPjeiVyM', 'gif'],
    [
      'https://media3.giphy.com/media/v1.Y2lkPTc5MGI3NjEx/3o7TKSjRrfIPjeiVyM/200w.webp',
      '3o7TKSjRrfIPjeiVyM',
      'gif',
    ],
    ['https://i.giphy.com/3o7TKSjRrfIPjeiVyM.gif', '3o7TKSjRrfIPjeiVyM', 'gif'],
    ['https://giphy.com/embed/3o7TKSjRrfIPjeiVyM', '3o7TKSjRrfIPjeiVyM', 'gif'],
    ['  https://giphy.com/gifs/x-Abc123xyz  ', 'Abc123xyz', 'gif'],
  ])('%s names %s', (link, id, kind) => {
    expect(parseItemLink(link)).toEqual({ id, kind });
  });

  it.each([
    'https://example.com/gifs/x-Abc123',
    'https://giphy.com.evil.example/gifs/x-Abc123',
    'javascript:alert(1)//giphy.com/gifs/x-Abc123',
    'https://giphy.com/search/cats',
    'https://giphy.com/',
    'funny cats',
    'giphy.com/gifs/x-Abc123',
  ])('%s is not an item link', (text) => {
    expect(parseItemLink(text)).toBeNull();
  });
});

describe('looksLikeItemLink (the popup, on each input)', () => {
  it.each([
    ['https://giphy.com/gifs/x-Abc123xyz', false, true],
    ['https://media2.giphy.com/media/Abc123xyz/giphy.gif', false, true],
    ['https://giphy.com/search/cats', false, true],
    ['https://giphy.com/', false, false],
    ['https://example.com/gifs/x-Abc123xyz', false, false],
    ['3o7TKSjRrfIPjeiVyM', true, true],
    ['3o7TKSjRrfIPjeiVyM', false, false],
    ['happy birthday', true, false],
    ['dancing', true, false],
    ['12345678', true, false],
    ['cats-and-dogs-2024', true, false],
  ])('%s (pasted: %s) is looked up: %s', (text, pasted, expected) => {
    expect(looksLikeItemLink(text, pasted)).toBe(expected);
  });
});
