import { describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../../src/client/index.ts';
import { describeGone, ratingAllows, revalidate } from '../../../src/collections/revalidate.ts';

type Send = Parameters<typeof revalidate>[2];

const item = (id: string, rating = 'g', type = 'gif') => ({ id, rating, type });

describe('revalidate', () => {
  it('asks GIFs by ids for GIFs, stickers and emoji, and keeps the stored order', async () => {
    const send = vi.fn(async () => [item('b'), item('a')]);
    const result = await revalidate(
      [
        { id: 'a', kind: 'gif' },
        { id: 'b', kind: 'sticker' },
        { id: 'c', kind: 'emoji' },
      ],
      'pg-13',
      send as unknown as Send,
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ type: 'getGifs', ids: ['a', 'b', 'c'] });
    expect(result.items.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect([...result.gone]).toEqual(['c']);
  });

  it('asks content by ids when clips are among them, and drops what the rating excludes', async () => {
    const send = vi.fn(async () => [item('a', 'r'), item('v', 'pg', 'video')]);
    const result = await revalidate(
      [
        { id: 'a', kind: 'gif' },
        { id: 'v', kind: 'clip' },
      ],
      'pg-13',
      send as unknown as Send,
    );
    expect(send).toHaveBeenCalledWith({ type: 'getContents', ids: ['a', 'v'] });
    expect(result.items.map((entry) => entry.id)).toEqual(['v']);
    expect([...result.gone]).toEqual(['a']);
  });

  it('keeps the clips when the key is not approved for them, and shows the rest', async () => {
    const send = vi.fn(async (request: { type: string }) => {
      if (request.type === 'getContents')
        throw new ServiceError('forbidden', 'content.by_ids: 403', { operation: 'content.by_ids' });
      return [item('a')];
    });
    const result = await revalidate(
      [
        { id: 'a', kind: 'gif' },
        { id: 'v', kind: 'clip' },
      ],
      'g',
      send as unknown as Send,
    );
    expect(result.items.map((entry) => entry.id)).toEqual(['a']);
    expect(result.gone.size).toBe(0);
    expect(result.hiddenClips).toBe(1);
  });

  it('loses nothing when the service fails', async () => {
    const send = vi.fn(async () => {
      throw new ServiceError('synthetic', 'gifs.by_ids: synthetic response', { operation: 'gifs.by_ids' });
    });
    await expect(revalidate([{ id: 'a', kind: 'gif' }], 'g', send as unknown as Send)).rejects.toThrow(
      'synthetic',
    );
  });

  it.each([
    ['y', 'g', true],
    ['g', 'g', true],
    ['pg', 'g', false],
    ['R', 'pg-13', false],
    [undefined, 'g', true],
  ] as const)('an item rated %s under the setting %s shows: %s', (rating, maximum, shows) => {
    expect(ratingAllows(rating, maximum)).toBe(shows);
  });

  it('says the count in words', () => {
    expect(describeGone(0)).toBeNull();
    expect(describeGone(1)).toBe('1 item is no longer available');
    expect(describeGone(2)).toBe('2 items are no longer available');
  });
});
