import { describe, expect, it } from 'vitest';
import { clampSearchText, describeSearchLength } from '../../../../src/popup/search/search-text.ts';

describe('the search box limit (code points, not UTF-16 units)', () => {
  it.each([
    ['', ''],
    ['cats', 'cats'],
    ['a'.repeat(51), 'a'.repeat(50)],
    ['😀'.repeat(50), '😀'.repeat(50)],
    ['😀'.repeat(51), '😀'.repeat(50)],
    [`${'a'.repeat(49)}😀😀`, `${'a'.repeat(49)}😀`],
  ])('clamps %j', (text, expected) => {
    expect(clampSearchText(text)).toBe(expected);
  });

  it.each([
    ['a'.repeat(39), null],
    ['a'.repeat(40), '40/50'],
    ['😀'.repeat(42), '42/50'],
    ['a'.repeat(50), '50/50'],
  ])('counts %j', (text, expected) => {
    expect(describeSearchLength(text)).toBe(expected);
  });
});
