import { describe, expect, it } from 'vitest';
import { channelSuggestions, mergeTags } from '../../../../src/popup/search/suggestion-sources.ts';
import { channelQuery } from '../../../../src/popup/search/use-suggestions.ts';

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

describe('channelSuggestions', () => {
  it('lists each user once, with the display name, the username and only an http(s) avatar', () => {
    const user = {
      username: 'sam',
      display_name: 'Sam Smith',
      avatar_url: 'https://media.example/sam.gif',
      is_verified: true,
    };
    expect(
      channelSuggestions([
        { slug: 'sam', user },
        { slug: 'sam-kids', user },
        {
          slug: 'bo',
          display_name: 'Bo',
          user: { username: 'bo', avatar_url: 'javascript:alert(1)', is_verified: true },
        },
      ]),
    ).toEqual([
      { label: 'Sam Smith', text: '@sam', detail: '@sam', avatar: 'https://media.example/sam.gif' },
      { label: 'Bo', text: '@bo', detail: '@bo', avatar: undefined },
    ]);
  });

  it('offers only channels a search can show: a verified, public user’s (docs/interface.md §4.3)', () => {
    expect(
      channelSuggestions([
        { slug: 'babyfans75', user: { username: 'babyfans75', is_verified: false } },
        { slug: 'nouser', display_name: 'No user' },
        { slug: 'hidden', is_private: true, user: { username: 'hidden', is_verified: true } },
        { slug: 'nba', user: { username: 'nba', display_name: 'NBA', is_verified: true } },
      ]).map((chip) => chip.text),
    ).toEqual(['@nba']);
  });
});
