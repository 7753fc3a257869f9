import { describe, expect, it } from 'vitest';
import { isSavingData } from '../../../src/settings/data-saver.ts';

describe('data saver', () => {
  it.each([
    ['on', undefined, true],
    ['off', { saveData: true, effectiveType: 'slow-2g' }, false],
    ['auto', { saveData: true, effectiveType: '4g' }, true],
    ['auto', { effectiveType: '2g' }, true],
    ['auto', { effectiveType: 'slow-2g' }, true],
    ['auto', { effectiveType: '3g' }, false],
    ['auto', undefined, false],
    // A malformed stored value is `auto`.
    [42, { effectiveType: '2g' }, true],
  ])('%s with %o: saving %s', (mode, connection, saving) => {
    expect(isSavingData(mode, connection)).toBe(saving);
  });
});
