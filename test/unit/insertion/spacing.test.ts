import { describe, expect, it } from 'vitest';
import { padText } from '../../../src/insertion/index.ts';

describe('padText', () => {
  it.each<[string, string, string, string]>([
    ['between two words', 'o', 'w', ' URL '],
    ['after a space, before a word', ' ', 'w', 'URL '],
    ['at the end of the text', 'd', '', ' URL'],
    ['at the start of the text', '', 'H', 'URL '],
    ['alone', '', '', 'URL'],
    ['between a tab and a line break', '\t', '\n', 'URL'],
    ['beside a non-breaking space (whitespace too)', '\u00A0', '.', 'URL '],
  ])('%s', (_name, before, after, expected) => {
    expect(padText('URL', { before, after })).toBe(expected);
  });
});
