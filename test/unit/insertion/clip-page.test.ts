import { describe, expect, it } from 'vitest';
import { clipPageUrl } from '../../../src/insertion/index.ts';

describe('clipPageUrl', () => {
  const PAGE = 'https://giphy.com/clips/theoffice-AFhlgdxqzAtFMIgpBA';

  it("a clip (type video): the answer's page", () => {
    expect(clipPageUrl({ type: 'video', url: PAGE, bitly_url: 'https://gph.is/x' })).toBe(PAGE);
  });

  it('a clip without a page: its short link', () => {
    expect(clipPageUrl({ type: 'video', bitly_url: 'https://gph.is/x' })).toBe('https://gph.is/x');
  });

  it('a clip whose links are not http(s): none (its GIF goes in)', () => {
    expect(clipPageUrl({ type: 'video', url: 'javascript:alert(1)' })).toBeUndefined();
  });

  it.each([{ type: 'gif' }, { type: 'gif', is_sticker: true }, { type: 'emoji' }, {}])(
    'not a clip (%o): none',
    (kind) => {
      expect(clipPageUrl({ ...kind, url: 'https://giphy.com/gifs/x-abc' })).toBeUndefined();
    },
  );
});
