import { describe, expect, it } from 'vitest';
import { channelQuery, mergeTags } from '../../../src/popup/use-suggestions.ts';

describe('suggestions', () => {
  it.each([
    ['@', null],
    ['@cats', 'cats'],
    ['@cats dance', null],
    ['cats', null],
  ])('channelQuery(%j)', (text, expected) => {
    expect(channelQuery(text)).toBe(expected);
  });

  it('merges tags once each, without the text itself, at most 8', () => {
    expect(mergeTags('cat', ['cat', 'cats', 'Cats'], ['kitten', '', 'cats'])).toEqual([
      { label: 'cats', text: 'cats' },
      { label: 'kitten', text: 'kitten' },
    ]);
    expect(
      mergeTags(
        '',
        Array.from({ length: 20 }, (_, index) => `t${index}`),
      ),
    ).toHaveLength(8);
  });
});
