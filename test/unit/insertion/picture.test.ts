// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  choosePicture,
  isPicture,
  MESSAGE_PICTURE_MAX_BYTES,
  type Picture,
  pictureHtml,
} from '../../../src/insertion/picture.ts';

const MEDIA = 'https://media.example.test/media/abc';
const rendition = (name: string, size: number, width = 200, height = 150) => ({
  url: `${MEDIA}/${name}.gif?cid=1&ct=g`,
  webp: `${MEDIA}/${name}.webp`,
  width,
  height,
  size,
});
const images = {
  original: rendition('giphy', 9_000_000, 480, 360),
  downsized: rendition('giphy-downsized', 1_500_000, 320, 240),
  downsized_medium: rendition('giphy-downsized-medium', 4_000_000, 400, 300),
  downsized_large: rendition('giphy-downsized-large', 7_000_000, 480, 360),
  fixed_width: rendition('200w', 600_000),
};
const gif = { images, alt_text: 'A cat dancing', title: 'cat GIF' };

describe('choosePicture', () => {
  it('takes the downsized GIF (not WebP or MP4), its size and alt text', () => {
    expect(choosePicture(gif, { full: false, saveData: false })).toEqual({
      src: `${MEDIA}/giphy-downsized.gif?cid=1&ct=g`,
      alt: 'A cat dancing',
      width: 320,
      height: 240,
    });
  });

  it('never takes a message picture over 2 MB', () => {
    const big = {
      images: { ...images, downsized: rendition('giphy-downsized', MESSAGE_PICTURE_MAX_BYTES + 1) },
    };
    expect(choosePicture(big, { full: false, saveData: false })).toBeUndefined();
  });

  it('takes the original at full size, and the 200 px GIF with the data saver', () => {
    expect(choosePicture(gif, { full: true, saveData: false })?.src).toBe(`${MEDIA}/giphy.gif?cid=1&ct=g`);
    expect(choosePicture(gif, { full: false, saveData: true })?.src).toBe(`${MEDIA}/200w.gif?cid=1&ct=g`);
  });

  it('uses the title when there is no alt text, on one line', () => {
    expect(choosePicture({ images, title: 'cat\nGIF\u2028 x' }, { full: false, saveData: false })?.alt).toBe(
      'cat GIF x',
    );
  });

  it('refuses renditions that are not http(s) GIFs', () => {
    for (const url of ['javascript:alert(1)//x.gif', 'data:image/gif;base64,R0lG', `${MEDIA}/giphy.webp`]) {
      const item = { images: { downsized: { url, width: 1, height: 1, size: 1 } } };
      expect(choosePicture(item, { full: false, saveData: false }), url).toBeUndefined();
    }
  });

  it("links a clip's picture to the clip's page", () => {
    const clip = { ...gif, type: 'video', url: 'https://giphy.example.test/clips/cat-abc' };
    expect(choosePicture(clip, { full: false, saveData: false })?.href).toBe(
      'https://giphy.example.test/clips/cat-abc',
    );
  });
});

describe('pictureHtml', () => {
  it('escapes remote strings into attribute values, never markup', () => {
    const picture: Picture = {
      src: `${MEDIA}/x.gif?a=1&b="><script>`,
      alt: '"><img src=x onerror=alert(1)>',
      href: 'https://giphy.example.test/clips/a"b',
    };
    const html = pictureHtml(document, picture);
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    expect(parsed.querySelectorAll('img')).toHaveLength(1);
    expect(parsed.querySelector('script')).toBeNull();
    expect(parsed.querySelector('img')?.getAttribute('alt')).toBe(picture.alt);
    expect(parsed.querySelector('img')?.getAttribute('src')).toBe(picture.src);
    expect(parsed.querySelector('a')?.getAttribute('href')).toBe(picture.href);
  });
});

describe('isPicture', () => {
  it('accepts a picture from choosePicture and refuses anything else', () => {
    const picture = choosePicture(gif, { full: false, saveData: false });
    expect(isPicture(picture)).toBe(true);
    expect(isPicture({ ...picture, src: 'javascript:alert(1)' })).toBe(false);
    expect(isPicture({ ...picture, src: `${MEDIA}/x.mp4` })).toBe(false);
    expect(isPicture({ ...picture, width: 1.5 })).toBe(false);
    expect(isPicture({ ...picture, alt: 'a\nb' })).toBe(false);
    expect(isPicture({ ...picture, href: 'javascript:alert(1)' })).toBe(false);
    expect(isPicture(null)).toBe(false);
  });
});
