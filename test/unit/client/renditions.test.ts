import { describe, expect, it } from 'vitest';
import { chooseRendition, type RenditionRequest } from '../../../src/client/renditions.ts';
import type { Images, Rendition } from '../../../src/client/schemas/images.ts';

const M = 'https://media.test';

/** A rendition with every format the spec lists for animated renditions. */
function animated(name: string, width: number, height: number, bytes = width * 100): Rendition {
  return {
    url: `${M}/${name}.gif?cid=1`,
    width,
    height,
    size: bytes * 3,
    mp4: `${M}/${name}.mp4?cid=1`,
    mp4_size: bytes,
    webp: `${M}/${name}.webp?cid=1`,
    webp_size: bytes * 2,
  };
}
const still = (name: string, width: number, height: number): Rendition => ({
  url: `${M}/${name}.gif`,
  width,
  height,
});

/** The renditions of a 4:3 GIF, as the reference service sends them. */
const FULL: Images = {
  fixed_width_small: animated('fixed_width_small', 100, 75),
  fixed_width_small_still: still('fixed_width_small_still', 100, 75),
  fixed_height_small: animated('fixed_height_small', 134, 100),
  fixed_width: animated('fixed_width', 200, 150),
  fixed_width_still: still('fixed_width_still', 200, 150),
  fixed_width_downsampled: {
    url: `${M}/d.gif`,
    width: 200,
    height: 150,
    size: 25_000,
    webp: `${M}/d.webp`,
    webp_size: 15_000,
  },
  fixed_height: animated('fixed_height', 266, 200),
  fixed_height_still: still('fixed_height_still', 266, 200),
  downsized: { url: `${M}/downsized.gif`, width: 480, height: 360, size: 900_000 },
  original: animated('original', 480, 360),
  original_still: still('original_still', 480, 360),
  preview_gif: { url: `${M}/preview.gif`, width: 120, height: 90 },
  looping: { mp4: `${M}/looping.mp4` },
};

const without = (images: Images, ...names: string[]): Images =>
  Object.fromEntries(Object.entries(images).filter(([name]) => !names.includes(name)));
const only = (images: Images, ...names: string[]): Images =>
  Object.fromEntries(Object.entries(images).filter(([name]) => names.includes(name)));
const gifOnly = (images: Images): Images =>
  Object.fromEntries(
    Object.entries(images).map(([name, r]) => [name, { url: r?.url, width: r?.width, height: r?.height }]),
  );

type Row = [string, Images, RenditionRequest, { name: string; format: string; width?: number } | null];

describe('chooseRendition', () => {
  it.each<Row>([
    [
      'a 100 px cell at 1x takes the 100 px rendition, as WebP',
      FULL,
      { width: 100 },
      { name: 'fixed_width_small', format: 'webp', width: 100 },
    ],
    [
      'a 100 px cell at 2x needs 200 px',
      FULL,
      { width: 100, devicePixelRatio: 2 },
      { name: 'fixed_width', format: 'webp', width: 200 },
    ],
    [
      'a 120 px cell at 1x takes the smallest wide enough (134)',
      FULL,
      { width: 120 },
      { name: 'fixed_height_small', format: 'webp', width: 134 },
    ],
    [
      'a 150 px cell at 1.5x needs 225 px',
      FULL,
      { width: 150, devicePixelRatio: 1.5 },
      { name: 'fixed_height', format: 'webp', width: 266 },
    ],
    [
      'a 300 px cell at 2x takes the widest (original) when nothing is wide enough',
      FULL,
      { width: 300, devicePixelRatio: 2 },
      { name: 'original', format: 'webp', width: 480 },
    ],
    [
      'the caller may prefer MP4',
      FULL,
      { width: 100, formats: ['mp4', 'webp', 'gif'] },
      { name: 'fixed_width_small', format: 'mp4', width: 100 },
    ],
    [
      'a caller that shows only GIF gets GIF',
      FULL,
      { width: 100, formats: ['gif'] },
      { name: 'fixed_width_small', format: 'gif', width: 100 },
    ],
    [
      'no WebP and no MP4: GIF',
      gifOnly(FULL),
      { width: 100 },
      { name: 'fixed_width_small', format: 'gif', width: 100 },
    ],
    [
      'reduced motion takes a still',
      FULL,
      { width: 100, motion: false },
      { name: 'fixed_width_small_still', format: 'gif', width: 100 },
    ],
    [
      'reduced motion at 2x takes the 200 px still',
      FULL,
      { width: 100, devicePixelRatio: 2, motion: false },
      { name: 'fixed_width_still', format: 'gif', width: 200 },
    ],
    [
      'reduced motion with no stills falls back to an animated rendition',
      without(FULL, 'fixed_width_small_still', 'fixed_width_still', 'fixed_height_still', 'original_still'),
      { width: 100, motion: false },
      { name: 'fixed_width_small', format: 'webp', width: 100 },
    ],
    [
      'save-data ignores the pixel ratio',
      FULL,
      { width: 100, devicePixelRatio: 3, saveData: true },
      { name: 'fixed_width_small', format: 'mp4', width: 100 },
    ],
    [
      'save-data takes the fewest bytes among those wide enough, downsampled included',
      FULL,
      { width: 150, saveData: true },
      { name: 'fixed_width_downsampled', format: 'webp', width: 200 },
    ],
    [
      'the 6-frame rendition is not used without save-data',
      only(FULL, 'fixed_width_downsampled', 'fixed_width'),
      { width: 200 },
      { name: 'fixed_width', format: 'webp', width: 200 },
    ],
    [
      'missing small renditions: the next wide enough',
      without(FULL, 'fixed_width_small', 'fixed_height_small'),
      { width: 100 },
      { name: 'fixed_width', format: 'webp', width: 200 },
    ],
    [
      'only partial renditions left: the preview',
      only(FULL, 'preview_gif', 'looping', 'fixed_width_still'),
      { width: 100 },
      { name: 'preview_gif', format: 'gif', width: 120 },
    ],
    [
      'only a still left, motion wanted: the still',
      only(FULL, 'fixed_width_still'),
      { width: 100 },
      { name: 'fixed_width_still', format: 'gif', width: 200 },
    ],
    [
      'no widths anywhere: original first',
      { fixed_width: { webp: `${M}/fw.webp` }, original: { webp: `${M}/o.webp` } },
      { width: 100 },
      { name: 'original', format: 'webp' },
    ],
    [
      'no widths and no original: whatever there is',
      { looping: { mp4: `${M}/l.mp4` } },
      { width: 100 },
      { name: 'looping', format: 'mp4' },
    ],
    [
      'an unknown rendition name is used when nothing known is there',
      { hd: { mp4: `${M}/hd.mp4`, width: 720 } },
      { width: 100 },
      { name: 'hd', format: 'mp4', width: 720 },
    ],
    ['nothing in an accepted format', only(FULL, 'looping'), { width: 100, formats: ['gif'] }, null],
    ['no renditions at all', {}, { width: 100 }, null],
  ])('%s', (_name, images, request, expected) => {
    const chosen = chooseRendition(images, request);
    if (expected === null) {
      expect(chosen).toBeNull();
      return;
    }
    expect(chosen).toMatchObject(expected);
    // The URL is one the service sent, unchanged.
    const rendition = images[chosen?.name ?? ''];
    const member = { webp: 'webp', mp4: 'mp4', gif: 'url' }[chosen?.format ?? 'gif'] as keyof Rendition;
    expect(chosen?.url).toBe(rendition?.[member]);
  });

  it('reports dimensions, bytes and whether the choice moves', () => {
    expect(chooseRendition(FULL, { width: 100 })).toEqual({
      name: 'fixed_width_small',
      format: 'webp',
      url: `${M}/fixed_width_small.webp?cid=1`,
      width: 100,
      height: 75,
      bytes: 20_000,
      animated: true,
    });
    expect(chooseRendition(FULL, { width: 100, motion: false })?.animated).toBe(false);
    expect(chooseRendition(only(FULL, 'original'), { width: 100, motion: false })?.animated).toBe(true);
  });
});
