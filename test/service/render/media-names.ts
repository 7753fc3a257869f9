import type { MediaFormat, RenditionName } from '../media/types.ts';

/**
 * File names under `/media/<item id>/`, shaped like the real service's (`200.gif`, `200w_s.gif`,
 * `giphy.mp4`...). The same pool file is served under every item that uses it.
 */
const STEMS: Readonly<Record<RenditionName, string>> = {
  fixed_height: '200',
  fixed_height_still: '200_s',
  fixed_height_downsampled: '200_d',
  fixed_width: '200w',
  fixed_width_still: '200w_s',
  fixed_width_downsampled: '200w_d',
  fixed_height_small: '100',
  fixed_height_small_still: '100_s',
  fixed_width_small: '100w',
  fixed_width_small_still: '100w_s',
  downsized: 'giphy-downsized',
  downsized_still: 'giphy-downsized_s',
  downsized_large: 'giphy-downsized-large',
  downsized_medium: 'giphy-downsized-medium',
  downsized_small: 'giphy-downsized-small',
  original: 'giphy',
  original_still: 'giphy_s',
  looping: 'giphy-loop',
  preview: 'giphy-preview',
  preview_gif: 'giphy-preview',
};

export function mediaFileName(rendition: RenditionName, format: MediaFormat): string {
  return `${STEMS[rendition]}.${format}`;
}

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
  srt: 'application/x-subrip; charset=utf-8',
};
