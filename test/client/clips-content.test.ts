/** Contract: operations 16-19 (clips and content) against the reference service. */
import { describe, expect, it } from 'vitest';
import {
  getContent,
  getContents,
  searchClips,
  trendingClips,
  trendingGifs,
  trendingStickers,
} from '../../src/client/index.ts';
import { failureOf, namesOf, startReferenceService } from './support.ts';

const { service, makeClient, requestsOf, onlyQueryOf } = startReferenceService();

describe('clips search (operation 16)', () => {
  it('answers video items with assets', async () => {
    const page = await searchClips(makeClient().client, 'cat', { limit: 5 });
    expect(page.data.length).toBeGreaterThan(0);
    for (const clip of page.data) {
      expect(clip.type).toBe('video');
      expect(clip.video?.assets['360p']?.url).toMatch(/^http:\/\//);
      expect(clip.duration).toBeGreaterThan(0);
    }
  });

  it('sends q as typed and only country_code, lang and rating of the shared parameters', async () => {
    const { client } = makeClient({
      customerId: 'u1',
      rating: 'pg',
      lang: 'es',
      countryCode: 'US',
      region: 'US-CA',
      bundle: 'clips_grid_picker',
    });
    await searchClips(client, ' Cat  ');
    const query = onlyQueryOf('clips.search');
    expect(query.get('q')).toBe(' Cat  ');
    expect(namesOf(query).sort()).toEqual(['country_code', 'lang', 'q', 'rating']);
  });

  it('refuses 51 characters before sending', async () => {
    expect(await failureOf(searchClips(makeClient().client, 'x'.repeat(51)))).toMatchObject({
      kind: 'too-long',
      limit: 'search-text',
    });
    expect(requestsOf('clips.search')).toHaveLength(0);
  });

  it('fails with forbidden for an app that is not approved', async () => {
    const { client } = makeClient({ apiKey: service().keys.production });
    expect(await failureOf(searchClips(client, 'cat'))).toMatchObject({
      kind: 'forbidden',
      status: 403,
      attempts: 1,
    });
  });
});

describe('clips trending (operation 17)', () => {
  it('answers trending clips, rated pg at most by default', async () => {
    const page = await trendingClips(makeClient().client, { limit: 10 });
    expect(page.data.length).toBe(10);
    expect(page.data.every((clip) => ['y', 'g', 'pg'].includes(clip.rating ?? ''))).toBe(true);
  });

  it('answers past offset 499 with an empty page, without a request', async () => {
    const { client } = makeClient();
    await trendingClips(client, { offset: 499 });
    expect((await trendingClips(client, { offset: 500 })).data).toEqual([]);
    expect(requestsOf('clips.trending')).toHaveLength(1);
  });

  it('fails with forbidden on a beta key', async () => {
    const { client } = makeClient({ apiKey: service().keys.beta });
    expect(await failureOf(trendingClips(client))).toMatchObject({ kind: 'forbidden' });
  });
});

describe('content by id (operation 18)', () => {
  it('answers a GIF, a sticker or a clip', async () => {
    const { client } = makeClient();
    const [gif] = (await trendingGifs(client, { limit: 1 })).data;
    const [sticker] = (await trendingStickers(client, { limit: 1 })).data;
    const [clip] = (await trendingClips(client, { limit: 1 })).data;
    expect((await getContent(client, gif?.id ?? '')).type).toBe('gif');
    expect((await getContent(client, sticker?.id ?? '')).is_sticker).toBe(true);
    const video = await getContent(client, clip?.id ?? '');
    expect(video.type).toBe('video');
    expect(video.video?.assets['360p']).toBeDefined();
  });

  it('sends only the key', async () => {
    const { client } = makeClient({ customerId: 'u1', rating: 'g', countryCode: 'US' });
    await failureOf(getContent(client, 'nope'));
    expect([...onlyQueryOf('content.by_id').keys()]).toEqual(['api_key']);
  });

  it('fails with not-found for an unknown id and forbidden for a clip without approval', async () => {
    expect(await failureOf(getContent(makeClient().client, 'nope'))).toMatchObject({ kind: 'not-found' });
    const [clip] = (await trendingClips(makeClient().client, { limit: 1 })).data;
    const unapproved = makeClient({ apiKey: service().keys.production }).client;
    expect(await failureOf(getContent(unapproved, clip?.id ?? ''))).toMatchObject({ kind: 'forbidden' });
  });
});

describe('content by ids (operation 19)', () => {
  it('answers mixed content in the order asked, without unknown ids', async () => {
    const { client } = makeClient();
    const [gif] = (await trendingGifs(client, { limit: 1 })).data;
    const [clip] = (await trendingClips(client, { limit: 1 })).data;
    const items = await getContents(client, [clip?.id ?? '', 'nope', gif?.id ?? '']);
    expect(items.map((item) => [item.id, item.type])).toEqual([
      [clip?.id, 'video'],
      [gif?.id, 'gif'],
    ]);
  });

  it('splits more than 100 ids into batches', async () => {
    const { client } = makeClient();
    const ids = (await trendingGifs(client, { limit: 100 })).data
      .concat((await trendingGifs(client, { limit: 20, offset: 100 })).data)
      .map((gif) => gif.id);
    expect((await getContents(client, ids)).map((item) => item.id)).toEqual(ids);
    expect(requestsOf('content.by_ids')).toHaveLength(2);
    expect([...new URLSearchParams(requestsOf('content.by_ids')[0]?.rawQuery).keys()]).toEqual([
      'api_key',
      'ids',
    ]);
  });

  it('fails with forbidden when a clip is asked without approval', async () => {
    const [clip] = (await trendingClips(makeClient().client, { limit: 1 })).data;
    const unapproved = makeClient({ apiKey: service().keys.production }).client;
    expect(await failureOf(getContents(unapproved, [clip?.id ?? '']))).toMatchObject({ kind: 'forbidden' });
  });
});
