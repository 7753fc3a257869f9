import { describe, expect, it, vi } from 'vitest';
import { createFeed } from '../../../../src/popup/feeds/feeds.ts';

const EMPTY_PAGE = {
  data: [],
  pagination: { total_count: 0, count: 0, offset: 0 },
  meta: { status: 200, msg: 'OK', response_id: 'r' },
};

describe('createFeed', () => {
  it.each(['gifs', 'stickers', 'clips'] as const)(
    '%s: a box of spaces alone stays trending, and sends no search',
    async (tab) => {
      const send = vi.fn(async (_request: { type: string }) => EMPTY_PAGE);
      await createFeed(tab, '   ', send as never).next();
      expect(send.mock.calls.map(([request]) => request.type)).toEqual([
        tab === 'clips' ? 'trendingClips' : 'trending',
      ]);
    },
  );

  it('a text with words is searched exactly as typed, spaces kept', async () => {
    const send = vi.fn(async (_request: { type: string }) => EMPTY_PAGE);
    await createFeed('gifs', ' cat  ', send as never).next();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ type: 'search', q: ' cat  ' }));
  });
});
