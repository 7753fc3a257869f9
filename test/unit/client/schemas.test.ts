import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { categorySchema } from '../../../src/client/schemas/category.ts';
import { channelSchema } from '../../../src/client/schemas/channel.ts';
import { clipSchema } from '../../../src/client/schemas/clip.ts';
import { emojiSchema } from '../../../src/client/schemas/emoji.ts';
import { gifSchema } from '../../../src/client/schemas/gif.ts';
import { imagesSchema } from '../../../src/client/schemas/images.ts';
import { metaSchema } from '../../../src/client/schemas/meta.ts';
import { paginationSchema } from '../../../src/client/schemas/pagination.ts';
import categories from './fixtures/categories.json' with { type: 'json' };
import channels from './fixtures/channels.json' with { type: 'json' };
import clips from './fixtures/clips.json' with { type: 'json' };
import emoji from './fixtures/emoji.json' with { type: 'json' };
import search from './fixtures/search-gifs.json' with { type: 'json' };

const parse = <TSchema extends v.GenericSchema>(schema: TSchema, value: unknown) => v.parse(schema, value);
const fails = (schema: v.GenericSchema, value: unknown) => !v.safeParse(schema, value).success;
const aGif = () => structuredClone(search.data[0]) as Record<string, unknown>;

describe('real bodies (captured from the reference service)', () => {
  it('reads a search page: sizes as numbers, flags as booleans, bitly links kept', () => {
    const gif = parse(gifSchema, search.data[0]);
    expect(gif.id).toBe(search.data[0]?.id);
    expect(gif.is_sticker).toBe(false);
    expect(gif.bitly_url).toMatch(/^https:\/\//);
    expect(gif.bitly_gif_url).toBe(gif.bitly_url);
    expect(gif.images.fixed_width?.width).toBe(200);
    expect(typeof gif.images.fixed_width?.size).toBe('number');
    expect(gif.images.original?.frames).toBeGreaterThan(1);
    expect(gif.analytics?.onload?.url).toMatch(/action_type=SEEN$/);
    // Media URLs keep their own query exactly.
    expect(gif.images.fixed_width?.url).toBe(search.data[0]?.images.fixed_width.url);
    expect(parse(paginationSchema, search.pagination)).toEqual(search.pagination);
    expect(parse(metaSchema, search.meta).response_id).toBe(search.meta.response_id);
  });

  it('reads emoji with cursor pagination and no total_count', () => {
    const item = parse(emojiSchema, emoji.data[0]);
    expect(item.type).toBe('emoji');
    expect(item.variation).toBe('default');
    expect(typeof item.variation_count).toBe('number');
    const pagination = parse(paginationSchema, emoji.pagination);
    expect(pagination.total_count).toBeUndefined();
    expect(pagination.next_cursor).toBe(1);
    expect(parse(paginationSchema, { count: 2, offset: 98, next_cursor: null }).next_cursor).toBeNull();
  });

  it('reads a channel with tags, ancestors and null fields', () => {
    const channel = parse(channelSchema, channels.data[0]);
    expect(typeof channel.id).toBe('number');
    expect(channel.tags.every((tag) => typeof tag.tag === 'string')).toBe(true);
    expect(channel.live_since_datetime).toBeUndefined();
    expect(Array.isArray(channel.ancestors)).toBe(true);
  });

  it('reads a clip with its video assets', () => {
    const clip = parse(clipSchema, clips.data[0]);
    expect(clip.type).toBe('video');
    expect(clip.video?.assets['360p']?.url).toMatch(/^https:\/\//);
    expect(typeof clip.duration).toBe('number');
  });

  it('reads a category with subcategories and a featured GIF', () => {
    const category = parse(categorySchema, categories.data[0]);
    expect(category.subcategories.length).toBeGreaterThan(0);
    expect(category.gif?.id).toEqual(expect.any(String));
  });
});

describe('numbers where strings were expected (real clients type `id` as string | number)', () => {
  it('reads a numeric id and a numeric title as their decimal text', () => {
    const gif = aGif();
    gif.id = 12;
    gif.title = 5;
    const out = parse(gifSchema, gif);
    expect(out.id).toBe('12');
    expect(out.title).toBe('5');
  });

  it('reads a title that is an object as absent, keeping the item', () => {
    const gif = aGif();
    gif.title = { text: 'x' };
    expect(parse(gifSchema, gif).title).toBeUndefined();
  });
});

describe('lenient where the real service varies', () => {
  it.each([
    [
      'a missing property',
      (gif: Record<string, unknown>) => delete gif.title,
      (out: v.InferOutput<typeof gifSchema>) => out.title,
      undefined,
    ],
    [
      'a null property',
      (gif: Record<string, unknown>) => (gif.user = null),
      (out: v.InferOutput<typeof gifSchema>) => out.user,
      undefined,
    ],
    [
      'null images',
      (gif: Record<string, unknown>) => (gif.images = null),
      (out: v.InferOutput<typeof gifSchema>) => out.images,
      {},
    ],
    [
      'missing images',
      (gif: Record<string, unknown>) => delete gif.images,
      (out: v.InferOutput<typeof gifSchema>) => out.images,
      {},
    ],
    [
      'images as an empty array',
      (gif: Record<string, unknown>) => (gif.images = []),
      (out: v.InferOutput<typeof gifSchema>) => out.images,
      {},
    ],
    [
      'is_sticker as true',
      (gif: Record<string, unknown>) => (gif.is_sticker = true),
      (out: v.InferOutput<typeof gifSchema>) => out.is_sticker,
      true,
    ],
    [
      'is_sticker as 1',
      (gif: Record<string, unknown>) => (gif.is_sticker = 1),
      (out: v.InferOutput<typeof gifSchema>) => out.is_sticker,
      true,
    ],
    [
      'is_sticker as "0"',
      (gif: Record<string, unknown>) => (gif.is_sticker = '0'),
      (out: v.InferOutput<typeof gifSchema>) => out.is_sticker,
      false,
    ],
    [
      'an unknown extra field',
      (gif: Record<string, unknown>) => (gif.shiny_new_thing = { a: 1 }),
      (out: v.InferOutput<typeof gifSchema>) => (out as Record<string, unknown>).shiny_new_thing,
      undefined,
    ],
    [
      'a short link that is not http(s)',
      (gif: Record<string, unknown>) => (gif.bitly_url = 'javascript:alert(1)'),
      (out: v.InferOutput<typeof gifSchema>) => out.bitly_url,
      undefined,
    ],
  ])('accepts %s', (_name, change, read, expected) => {
    const gif = aGif();
    change(gif);
    expect(read(parse(gifSchema, gif))).toEqual(expected);
  });

  it('reads sizes sent as numbers, decimal strings or empty strings', () => {
    const images = parse(imagesSchema, {
      fixed_width: { url: 'https://m.test/a.gif', width: 200, height: '150', size: '', mp4_size: '1234' },
    });
    expect(images.fixed_width).toEqual({
      url: 'https://m.test/a.gif',
      width: 200,
      height: 150,
      mp4_size: 1234,
    });
  });

  it('reads each rendition field as the lenient blocks do: nulls as absent, counts strict, other keys left out', () => {
    const images = parse(imagesSchema, {
      fixed_width: {
        url: 'https://m.test/a.gif',
        mp4: null,
        webp: 'https://m.test/a.webp',
        width: null,
        frames: '12.5',
        extra: 'x',
      },
      negative: { url: 'https://m.test/b.gif', size: -1 },
      flag: { url: 'https://m.test/c.gif', height: true },
      infinite: { url: 'https://m.test/d.gif', width: Number.POSITIVE_INFINITY },
      list: ['https://m.test/e.gif'],
      nothing: null,
    });
    expect(Object.keys(images)).toEqual(['fixed_width']);
    expect(images.fixed_width).toStrictEqual({
      url: 'https://m.test/a.gif',
      mp4: undefined,
      webp: 'https://m.test/a.webp',
      width: undefined,
      frames: 12.5,
    });
  });

  it('drops renditions whose media URL is not http(s), and broken ones, but keeps the rest', () => {
    const images = parse(imagesSchema, {
      fixed_width: { url: 'https://m.test/ok.gif', width: '200' },
      fixed_height: { url: 'javascript:alert(1)', width: '200' },
      fixed_height_small: { url: 'https://m.test/ok.gif', mp4: 'data:video/mp4;base64,AAAA' },
      fixed_width_small: { url: '/relative.gif' },
      original: { width: 'wide', url: 'https://m.test/o.gif' },
      looping: { mp4: 'HTTPS://M.TEST/LOOP.MP4' },
      preview: {},
      downsized: 'not an object',
    });
    expect(Object.keys(images).sort()).toEqual(['fixed_width', 'looping']);
  });

  it('reads is_low_contrast on stickers and channel ids sent as strings', () => {
    expect(parse(gifSchema, { ...aGif(), is_low_contrast: true }).is_low_contrast).toBe(true);
    expect(parse(channelSchema, { ...channels.data[0], id: '42' }).id).toBe(42);
  });
});

describe('strict where it matters', () => {
  it.each([
    ['no id', (gif: Record<string, unknown>) => delete gif.id],
    ['an empty id', (gif: Record<string, unknown>) => (gif.id = '')],
    ['images that is a string', (gif: Record<string, unknown>) => (gif.images = 'none')],
    ['a user that is a string', (gif: Record<string, unknown>) => (gif.user = 'bob')],
    ['is_sticker as 2', (gif: Record<string, unknown>) => (gif.is_sticker = 2)],
  ])('refuses a GIF with %s', (_name, change) => {
    const gif = aGif();
    change(gif);
    expect(fails(gifSchema, gif)).toBe(true);
  });

  it.each([
    ['not an object', 'gif'],
    ['null', null],
    ['an array', [aGif()]],
  ])('refuses a GIF that is %s', (_name, value) => {
    expect(fails(gifSchema, value)).toBe(true);
  });

  it('refuses a negative size or a channel without an id', () => {
    expect(v.parse(imagesSchema, { fixed_width: { url: 'https://m.test/a.gif', width: -1 } })).toEqual({});
    const { id: _id, ...channel } = channels.data[0] as Record<string, unknown>;
    expect(fails(channelSchema, channel)).toBe(true);
  });
});

describe('the clip video object as GIPHY publishes it', () => {
  it('keeps the manifests, the native file and the previews inside video; drops non-http ones', () => {
    const raw = structuredClone(clips.data[0]) as unknown as Record<string, Record<string, unknown>>;
    raw.video = {
      ...raw.video,
      hls_manifest_url: 'https://media.test/clip.m3u8',
      dash_manifest_url: 'javascript:alert(1)',
      native: 'https://media.test/clip.mp4',
      previews: { fixed_width: { url: 'https://media.test/p.gif', width: '200', height: '112' } },
    };
    const clip = parse(clipSchema, raw);
    expect(clip.video?.hls_manifest_url).toBe('https://media.test/clip.m3u8');
    expect(clip.video?.dash_manifest_url).toBeUndefined();
    expect(clip.video?.native).toBe('https://media.test/clip.mp4');
    expect(clip.video?.previews.fixed_width?.url).toBe('https://media.test/p.gif');
  });
});
