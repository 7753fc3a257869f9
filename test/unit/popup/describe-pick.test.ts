import { describe, expect, it } from 'vitest';
import { describePick, type PickResult } from '../../../src/popup/pick/pick-item.ts';

describe('what the popup says after a pick', () => {
  it.each<[string, PickResult, string]>([
    ['inserted', { status: 'inserted', technique: 'paste', placement: 'at-caret' }, 'Inserted'],
    [
      'inserted, not at the caret',
      { status: 'inserted', technique: 'paste', placement: 'elsewhere' },
      'Inserted',
    ],
    [
      'inserted twice',
      { status: 'inserted', technique: 'paste', placement: 'twice' },
      'Inserted twice — the page added a copy of its own',
    ],
    [
      'refused by the page',
      { status: 'copied', reason: 'not-verified' },
      "Copied — the page didn't accept the text; press Ctrl+V",
    ],
    [
      'a closed component',
      { status: 'copied', reason: 'closed-shadow-root' },
      "Copied — GifDrop can't reach this field; press Ctrl+V",
    ],
    ['no field', { status: 'copied', reason: 'no-field' }, 'Copied — press Ctrl+V'],
    ['no tab', { status: 'copied-link', reason: 'no-tab' }, 'Copied — press Ctrl+V'],
  ])('%s', (_name, result, message) => {
    expect(describePick(result)).toBe(message);
  });
});
