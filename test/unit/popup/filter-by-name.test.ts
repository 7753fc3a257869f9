import { describe, expect, it } from 'vitest';
import type { Item } from '../../../src/client/item.ts';
import { filterByName } from '../../../src/popup/feeds/feeds.ts';

const emoji = (id: string, title: string, alt = '', slug = ''): Item =>
  ({ id, title, alt_text: alt, slug }) as Item;

describe('filterByName', () => {
  const items = [
    emoji('1', 'Waving Hand', 'a hand waving'),
    emoji('2', 'Unicorn', 'unicorn emoji', 'unicorn-face'),
    emoji('3', 'Red Heart'),
  ];
  it.each([
    ['', ['1', '2', '3']],
    ['  ', ['1', '2', '3']],
    ['WAV', ['1']],
    ['face', ['2']],
    ['red heart', ['3']],
    ['heart red', ['3']],
    ['heart blue', []],
  ])('%j keeps %j', (text, ids) => {
    expect(filterByName(items, text).map((item) => item.id)).toEqual(ids);
  });
});
