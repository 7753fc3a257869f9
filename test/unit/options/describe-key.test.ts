import { describe, expect, it } from 'vitest';
import { describeKey, languageOptions } from '../../../src/options/index.ts';

const check = { checkedAt: 0 };

describe('describeKey', () => {
  it.each([
    [{ source: 'none' }, 'No key set. Emoji work without one; GIFs, stickers and clips need one.'],
    [{ source: 'user' }, 'Your key is set. Not checked yet.'],
    [
      { source: 'build', check: { ...check, clips: 'approved', tier: 'production' } },
      "This build's development key is in use. It works: clips approved.",
    ],
    [
      { source: 'user', check: { ...check, clips: 'not-approved', tier: 'production' } },
      'Your key is set. It works: clips not approved (403 on clips).',
    ],
    [
      { source: 'user', check: { ...check, clips: 'not-approved', tier: 'beta' } },
      'Your key is set. It works: beta key: at most 50 results per search; clips not approved (403 on clips).',
    ],
    [
      { source: 'user', check: { ...check, clips: 'unknown', tier: 'rate-limited' } },
      'Your key is set. It is valid, but it has used up its requests for now. Beta keys get about 100 requests an hour, so it can be used again within the hour.',
    ],
  ] as const)('describes %j', (status, text) => {
    expect(describeKey(status)).toBe(text);
  });
});

describe('describeKey of a production build', () => {
  it('calls the build key the publisher’s, which the person’s own key replaces', () => {
    expect(describeKey({ source: 'build' }, 'publisher')).toBe(
      'GifDrop’s own key is in use (set yours to use your own limits). Not checked yet.',
    );
    expect(describeKey({ source: 'user' }, 'publisher')).toBe('Your key is set. Not checked yet.');
  });
});

describe('languageOptions', () => {
  it('offers the current language even when it is not in the list', () => {
    expect(languageOptions('eo')[0]).toEqual(['eo', 'eo']);
    expect(languageOptions('en').filter(([code]) => code === 'en')).toHaveLength(1);
  });
});
