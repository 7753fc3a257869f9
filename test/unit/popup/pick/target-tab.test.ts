import { describe, expect, it } from 'vitest';
import { parseTargetQuery } from '../../../../src/popup/pick/target-tab.ts';

describe('parseTargetQuery', () => {
  it.each([
    ['', null],
    ['?tab=12', { tabId: 12, frameId: 0 }],
    ['?tab=12&frame=3', { tabId: 12, frameId: 3 }],
    ['?tab=12&frame=x', { tabId: 12, frameId: 0 }],
    ['?tab=-1', null],
    ['?tab=abc&frame=2', null],
  ])('%j', (search, expected) => {
    expect(parseTargetQuery(search)).toEqual(expected);
  });
});
