/** Contract: operations 1-4 and their sticker twins against the reference service. */
import { describe, expect, it } from 'vitest';
import {
  chooseRendition,
  randomGif,
  randomSticker,
  searchGifs,
  searchStickers,
  translateGif,
  translateSticker,
  trendingGifs,
  trendingStickers,
} from '../../src/client/index.ts';
import { failureOf, startReferenceService } from './support.ts';

const { service, makeClient, requestsOf, onlyQueryOf } = startReferenceService();

describe('trending (operation 1)', () => {
  it('answers a page of GIFs with pagination and usable renditions', async () => {
    const page = await trendingGifs(makeClient().client);
    expect(page.data).toHaveLength(25);
    expect(page.pagination).toMatchObject({ offset: 0, count: 25, total_count: expect.any(Number) });
    for (const gif of page.data) {
      expect(gif.id).toEqual(expect.any(String));
      expect(gif.is_sticker).toBe(false);
      expect(chooseRendition(gif.images, { width: 100 })?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);
    }
  });

  it('sends limit and offset as given and follows them', async () => {
    const { client } = makeClient();
    const first = await trendingGifs(client, { limit: 5 });
    const second = await trendingGifs(client, { limit: 5, offset: 5 });
    expect(second.pagination).toMatchObject({ offset: 5, count: 5 });
    expect(second.data.map((gif) => gif.id)).not.toContain(first.data[0]?.id);
    const queries = requestsOf('gifs.trending').map((entry) => new URLSearchParams(entry.rawQuery));
    expect(queries[1]?.get('limit')).toBe('5');
    expect(queries[1]?.get('offset')).toBe('5');
  });

  it('asks for offset 499 and answers past it with an empty page, without a request', async () => {
    const { client } = makeClient();
    expect((await trendingGifs(client, { offset: 499, limit: 1 })).data).toHaveLength(1);
    expect(await trendingGifs(client, { offset: 500 })).toEqual({
      data: [],
      pagination: { offset: 500, count: 0 },
    });
    expect(requestsOf('gifs.trending')).toHaveLength(1);
  });

  it('lists stickers on the sticker twin, without low-contrast ones when asked', async () => {
    const { client } = makeClient({ removeLowContrast: true });
    const page = await trendingStickers(client, { limit: 100 });
    expect(page.data.every((item) => item.is_sticker === true)).toBe(true);
    expect(page.data.some((item) => item.is_low_contrast === true)).toBe(false);
    expect(onlyQueryOf('stickers.trending').get('remove_low_contrast')).toBe('true');
  });

  it('applies the rating and the bundle of the client', async () => {
    const page = await trendingGifs(makeClient({ rating: 'g', bundle: 'messaging_non_clips' }).client, {
      limit: 50,
    });
    expect(page.data.every((gif) => gif.rating === 'y' || gif.rating === 'g')).toBe(true);
    expect(page.data.some((gif) => 'looping' in gif.images)).toBe(false);
  });

  it('fails with unauthorized without a key or with an unknown one, without retrying', async () => {
    expect(await failureOf(trendingGifs(makeClient({ apiKey: undefined }).client))).toMatchObject({
      kind: 'unauthorized',
      status: 401,
      attempts: 1,
    });
    expect(await failureOf(trendingGifs(makeClient({ apiKey: 'nope' }).client))).toMatchObject({
      kind: 'unauthorized',
    });
    expect(requestsOf('gifs.trending')).toHaveLength(2);
  });

  it('fails with bad-request for a bundle the service does not know', async () => {
    expect(await failureOf(trendingGifs(makeClient({ bundle: 'huge' }).client))).toMatchObject({
      kind: 'bad-request',
      status: 400,
      attempts: 1,
    });
  });
});

describe('search (operation 2)', () => {
  it('answers matching GIFs with total_count', async () => {
    const page = await searchGifs(makeClient().client, 'cat', { limit: 10 });
    expect(page.data).toHaveLength(10);
    expect(page.pagination.total_count).toBeGreaterThan(10);
    expect(page.data.every((gif) => gif.is_sticker === false)).toBe(true);
  });

  it('sends the text exactly as typed', async () => {
    const typed = '  Rock & Roll 100% +1 #tbt ÉCOLE 😂 ';
    await searchGifs(makeClient().client, typed);
    expect(onlyQueryOf('gifs.search').get('q')).toBe(typed);
  });

  it('refuses 51 characters before sending, and sends 50 emoji', async () => {
    const { client } = makeClient();
    expect(await failureOf(searchGifs(client, 'a'.repeat(51)))).toMatchObject({
      kind: 'too-long',
      limit: 'search-text',
      attempts: 0,
    });
    expect(requestsOf('gifs.search')).toHaveLength(0);
    await expect(searchGifs(client, '😂'.repeat(50))).resolves.toHaveProperty('data');
    expect(requestsOf('gifs.search')).toHaveLength(1);
  });

  it('sends channel ids comma-separated and refuses more than 5 before sending', async () => {
    const { client } = makeClient();
    const page = await searchGifs(client, 'a', { channelIds: [1, 2] });
    expect(onlyQueryOf('gifs.search').get('channel_ids')).toBe('1,2');
    expect(page.pagination.total_count).toBeGreaterThanOrEqual(0);
    expect(await failureOf(searchGifs(client, 'a', { channelIds: [1, 2, 3, 4, 5, 6] }))).toMatchObject({
      kind: 'bad-request',
      limit: 'channel-ids',
    });
    expect(requestsOf('gifs.search')).toHaveLength(1);
  });

  it('asks for offset 4999 and answers past it with an empty page, without a request', async () => {
    const { client } = makeClient();
    await searchGifs(client, 'a', { offset: 4999 });
    expect((await searchGifs(client, 'a', { offset: 5000 })).data).toEqual([]);
    expect(requestsOf('gifs.search')).toHaveLength(1);
  });

  it('passes the service refusal of limit 51 on a beta key through as bad-request', async () => {
    const { client } = makeClient({ apiKey: service().keys.beta });
    await expect(searchGifs(client, 'cat', { limit: 50 })).resolves.toHaveProperty('data');
    expect(await failureOf(searchGifs(client, 'cat', { limit: 51 }))).toMatchObject({
      kind: 'bad-request',
      status: 400,
    });
  });

  it('returns stickers from the sticker twin and from a GIF search that says "sticker"', async () => {
    const { client } = makeClient();
    const twin = await searchStickers(client, 'cat');
    expect(twin.data.every((item) => item.is_sticker === true)).toBe(true);
    const worded = await searchGifs(client, 'cat sticker');
    expect(worded.data.every((item) => item.is_sticker === true)).toBe(true);
  });

  it('searches a user with @username', async () => {
    const page = await searchGifs(makeClient().client, '@rock&roll');
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((gif) => gif.username === 'rock&roll')).toBe(true);
  });
});

describe('translate (operation 3)', () => {
  it('answers one GIF, the same for the same phrase', async () => {
    const { client } = makeClient();
    const one = await translateGif(client, 'happy panda');
    expect(one?.title?.toLowerCase()).toMatch(/happy|panda/);
    expect((await translateGif(client, 'happy panda'))?.id).toBe(one?.id);
  });

  it('sends @ and # phrases as typed', async () => {
    const { client } = makeClient();
    expect((await translateGif(client, '@rock&roll'))?.username).toBe('rock&roll');
    await translateGif(client, '#tbt');
    const sent = requestsOf('gifs.translate').map((entry) => new URLSearchParams(entry.rawQuery).get('s'));
    expect(sent).toEqual(['@rock&roll', '#tbt']);
  });

  it('answers a sticker on the sticker twin', async () => {
    expect((await translateSticker(makeClient().client, 'cat'))?.is_sticker).toBe(true);
  });

  it('fails with bad-request for an empty phrase', async () => {
    expect(await failureOf(translateGif(makeClient().client, ''))).toMatchObject({ kind: 'bad-request' });
  });
});

describe('random (operation 4)', () => {
  it('answers random GIFs', async () => {
    const { client } = makeClient();
    const ids = new Set<string | undefined>();
    for (let i = 0; i < 4; i++) ids.add((await randomGif(client))?.id);
    expect(ids.size).toBeGreaterThan(1);
  });

  it('filters by tag, sent as typed, and answers null when nothing matches', async () => {
    const { client } = makeClient();
    const tagged = await randomGif(client, { tag: 'panda' });
    expect(`${tagged?.title} ${tagged?.slug}`.toLowerCase()).toMatch(/panda|パンダ/);
    expect(await randomGif(client, { tag: 'zzqqxx' })).toBeNull();
    const sent = requestsOf('gifs.random').map((entry) => new URLSearchParams(entry.rawQuery).get('tag'));
    expect(sent).toEqual(['panda', 'zzqqxx']);
  });

  it('answers a sticker on the sticker twin, within the rating', async () => {
    const sticker = await randomSticker(makeClient({ rating: 'g' }).client);
    expect(sticker?.is_sticker).toBe(true);
    expect(['y', 'g']).toContain(sticker?.rating);
  });

  it('fails with bad-request for a region that is not ISO 3166-2', async () => {
    const { client } = makeClient({ countryCode: 'US', region: 'California' });
    expect(await failureOf(randomGif(client))).toMatchObject({ kind: 'bad-request', attempts: 1 });
  });
});
