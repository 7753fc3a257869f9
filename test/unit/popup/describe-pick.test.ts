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
    [
      'inserted at the end of a field without a caret',
      { status: 'inserted', technique: 'append', placement: 'at-end' },
      'Inserted at the end of the field',
    ],
    [
      'an empty field too short for the link',
      { status: 'copied', reason: 'too-long', limit: { maxLength: 40, room: 40, length: 97 } },
      'This field takes at most 40 characters; the link is 97. Copied — press Ctrl+V in a longer field.',
    ],
    [
      'a field with too little room left',
      { status: 'copied', reason: 'too-long', limit: { maxLength: 1000, room: 12, length: 1097 } },
      'This field has room for 12 more characters; the link is 1,097. Copied — press Ctrl+V in a longer field.',
    ],
    [
      'cut by the page, put back',
      { status: 'copied', reason: 'partial' },
      'Copied — the page cut the link, so the field is back as it was; press Ctrl+V',
    ],
    [
      'changed by the page, not put back',
      { status: 'copied', reason: 'altered' },
      'Copied — the page changed the field but not to the whole link; check it, press Ctrl+V',
    ],
    [
      'taken out by the page after it landed',
      { status: 'copied', reason: 'reverted' },
      'Copied — the page removed the link; press Ctrl+V',
    ],
    ['no tab', { status: 'copied-link', reason: 'no-tab' }, 'Copied — press Ctrl+V'],
  ])('%s', (_name, result, message) => {
    expect(describePick(result)).toBe(message);
  });
});
