import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { mayUploadAddress } from '../../../src/upload/website-content.ts';

describe('mayUploadAddress', () => {
  afterEach(() => vi.restoreAllMocks());

  const answer = (result: boolean | Error) => {
    const asked: unknown[] = [];
    vi.spyOn(browser.permissions, 'request').mockImplementation(async (request) => {
      asked.push(request);
      if (result instanceof Error) throw result;
      return result;
    });
    return asked;
  };

  it('in Firefox, asks for the websiteContent data category and follows the answer', async () => {
    const asked = answer(true);
    expect(await mayUploadAddress(true)).toBe(true);
    expect(asked).toEqual([{ data_collection: ['websiteContent'] }]);
    answer(false);
    expect(await mayUploadAddress(true)).toBe(false);
  });

  it('an answer that cannot be had counts as no', async () => {
    answer(new Error('Unexpected property "data_collection"'));
    expect(await mayUploadAddress(true)).toBe(false);
  });

  it('in Chrome, which has no such consent, asks nothing', async () => {
    const asked = answer(new Error('not asked'));
    expect(await mayUploadAddress(false)).toBe(true);
    expect(asked).toEqual([]);
  });
});
