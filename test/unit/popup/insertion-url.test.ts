import { describe, expect, it } from 'vitest';
import type { Item } from '../../../src/client/item.ts';
import { insertionUrl } from '../../../src/popup/pick/pick-item.ts';

const gif = (name: string, size?: number) => ({
  url: `https://media.example.test/${name}.gif`,
  ...(size === undefined ? {} : { size: String(size) }),
});
const item = (images: Record<string, unknown>) =>
  ({ id: 'x', url: 'https://giphy.example.test/gifs/x', images }) as unknown as Item;

describe('the rendition inserted', () => {
  it('is the chosen one when the item has it (downsized_medium by default)', () => {
    const images = { downsized_medium: gif('downsized_medium'), original: gif('original') };
    expect(insertionUrl(item(images), 'downsized_medium')).toBe(images.downsized_medium.url);
    expect(insertionUrl(item(images), 'original')).toBe(images.original.url);
  });

  it('without it, is the largest GIF under 5 MB whose size is known', () => {
    const images = {
      original: gif('original', 9_000_000),
      downsized_large: gif('downsized_large', 4_500_000),
      downsized: gif('downsized', 1_900_000),
      fixed_width: gif('fixed_width', 700_000),
    };
    expect(insertionUrl(item(images), 'downsized_medium')).toBe(images.downsized_large.url);
  });

  it('without sizes, prefers the medium renditions to the original, then the page', () => {
    expect(
      insertionUrl(item({ original: gif('original'), downsized: gif('downsized') }), 'downsized_medium'),
    ).toBe('https://media.example.test/downsized.gif');
    expect(insertionUrl(item({ original: gif('original') }), 'downsized_medium')).toBe(
      'https://media.example.test/original.gif',
    );
    expect(insertionUrl(item({}), 'downsized_medium')).toBe('https://giphy.example.test/gifs/x');
  });
});
