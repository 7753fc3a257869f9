import { describe, expect, it } from 'vitest';
import { REQUEST_PREFERENCE_NAMES } from '../../../../src/first-paint/popup-head/index.ts';
import { hideLowContrastItem, languageItem, ratingItem } from '../../../../src/settings/preferences.ts';

describe('the popup head script', () => {
  it('reads the request preferences under the keys their storage items use', () => {
    // The head script names them itself (it loads no storage layer): the two lists must agree.
    expect(REQUEST_PREFERENCE_NAMES.map((key) => `sync:${key}`)).toEqual([
      ratingItem.key,
      languageItem.key,
      hideLowContrastItem.key,
    ]);
  });
});
