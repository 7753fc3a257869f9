import { describe, expect, it } from 'vitest';
import { checkInsertion, type InsertionCheck } from '../../../src/insertion/verify.ts';

const before = { text: 'Hello world', start: 6, end: 6 };

describe('checkInsertion', () => {
  it.each<[string, string, InsertionCheck]>([
    ['exactly at the caret', 'Hello URLworld', 'at-caret'],
    [
      'at the caret, with zero-width fillers and a non-breaking space',
      'Hello\u00A0\uFEFFURL\u2060world',
      'at-caret',
    ],
    ['at the start instead', 'URLHello world', 'elsewhere'],
    ['not at all', 'Hello world', 'unchanged'],
    ['only partly (an editor that cut it)', 'Hello URworld', 'other-change'],
    ['twice', 'Hello URLURLworld', 'twice'],
    ['once more, elsewhere, with the rest intact', 'Hello worldURL', 'elsewhere'],
  ])('%s', (_name, now, expected) => {
    expect(checkInsertion(before, now, 'URL')).toBe(expected);
  });

  it.each<[string, string, InsertionCheck]>([
    ['put in at one place, the rest intact', '1Hello URL world', 'at-caret'],
    ['put in at the start', 'URL 1Hello world', 'at-caret'],
    ['put in and something else changed', '1Hello URL worlds', 'elsewhere'],
    ['only in part', '1Hello UR world', 'other-change'],
    ['not at all', '1Hello world', 'unchanged'],
  ])('without a known caret (an editor region): %s', (_name, now, expected) => {
    expect(checkInsertion({ text: '1Hello world' }, now, 'URL ')).toBe(expected);
  });

  it('replaces a selection', () => {
    expect(checkInsertion({ text: 'Hello world', start: 6, end: 11 }, 'Hello URL', 'URL')).toBe('at-caret');
  });
});
