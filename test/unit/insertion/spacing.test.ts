import { describe, expect, it } from 'vitest';
import { padText } from '../../../src/insertion/index.ts';

describe('padText', () => {
  it.each<[string, string, string, string]>([
    ['between two words', 'o', 'w', ' URL '],
    ['after a space, before a word', ' ', 'w', 'URL '],
    // At the end of the text or of a line a space follows, so the next word typed stays apart.
    ['at the end of the text', 'd', '', ' URL '],
    ['at the end of a line', 'd', '\n', ' URL '],
    ['at the start of the text', '', 'H', 'URL '],
    ['alone', '', '', 'URL '],
    ['between a tab and a line break', '\t', '\n', 'URL '],
    ['before a space', 'o', ' ', ' URL'],
    ['beside a non-breaking space (whitespace too)', '\u00A0', '.', 'URL '],
  ])('%s', (_name, before, after, expected) => {
    expect(padText('URL', { before, after })).toBe(expected);
  });
});

describe('padText where the field trims its value', () => {
  it('adds no space at the end of an email or URL input (the browser would strip it)', () => {
    expect(padText('URL', { before: 'd', after: '', trimsEnd: true })).toBe(' URL');
  });
});
