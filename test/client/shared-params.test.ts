/**
 * Contract: the shared parameters of docs/interface.md §4.1 go exactly to the operations whose parameter
 * lists (docs/interface.md §4.2) include them, from the one client configuration.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/client/index.ts';
import { namesOf, startReferenceService } from './support.ts';

const { makeClient, requestsOf } = startReferenceService();

const PAGE = { limit: 1, offset: 1 };
const ids: { gif: string; emoji: string } = { gif: '', emoji: '' };

type Row = [operation: string, call: (client: api.Client) => Promise<unknown>, expected: string[]];

const ROWS: Row[] = [
  [
    'gifs.trending',
    (c) => api.trendingGifs(c, PAGE),
    ['limit', 'offset', 'rating', 'customer_id', 'bundle', 'country_code', 'region', 'remove_low_contrast'],
  ],
  [
    'stickers.trending',
    (c) => api.trendingStickers(c, PAGE),
    ['limit', 'offset', 'rating', 'customer_id', 'bundle', 'country_code', 'region', 'remove_low_contrast'],
  ],
  [
    'gifs.search',
    (c) => api.searchGifs(c, 'cat', { ...PAGE, channelIds: [1] }),
    [
      'q',
      'limit',
      'offset',
      'channel_ids',
      'rating',
      'lang',
      'customer_id',
      'bundle',
      'country_code',
      'region',
      'remove_low_contrast',
    ],
  ],
  [
    'stickers.search',
    (c) => api.searchStickers(c, 'cat', PAGE),
    [
      'q',
      'limit',
      'offset',
      'rating',
      'lang',
      'customer_id',
      'bundle',
      'country_code',
      'region',
      'remove_low_contrast',
    ],
  ],
  [
    'gifs.translate',
    (c) => api.translateGif(c, 'cat'),
    ['s', 'rating', 'customer_id', 'country_code', 'region'],
  ],
  [
    'stickers.translate',
    (c) => api.translateSticker(c, 'cat'),
    ['s', 'rating', 'customer_id', 'country_code', 'region'],
  ],
  [
    'gifs.random',
    (c) => api.randomGif(c, { tag: 'cat' }),
    ['tag', 'rating', 'customer_id', 'country_code', 'region'],
  ],
  ['stickers.random', (c) => api.randomSticker(c), ['rating', 'customer_id', 'country_code', 'region']],
  ['randomid', (c) => api.getRandomId(c), []],
  ['emoji', (c) => api.listEmoji(c, PAGE), ['limit', 'offset', 'customer_id']],
  ['emoji.variations', (c) => api.listEmojiVariations(c, ids.emoji), ['customer_id']],
  ['gifs.by_id', (c) => api.getGif(c, ids.gif), ['customer_id', 'rating', 'country_code', 'region']],
  [
    'gifs.by_ids',
    (c) => api.getGifs(c, [ids.gif]),
    ['ids', 'customer_id', 'rating', 'country_code', 'region'],
  ],
  ['categories', (c) => api.listCategories(c), ['customer_id']],
  ['tags.completions', (c) => api.completeTag(c, 'ca', PAGE), ['q', 'limit', 'offset', 'customer_id']],
  ['channels.search', (c) => api.searchChannels(c, 'a', PAGE), ['q', 'limit', 'offset', 'customer_id']],
  ['tags.related', (c) => api.listRelatedTags(c, 'cat'), ['customer_id']],
  ['trending.searches', (c) => api.listTrendingSearches(c), ['customer_id']],
  [
    'clips.search',
    (c) => api.searchClips(c, 'cat', PAGE),
    ['q', 'limit', 'offset', 'country_code', 'lang', 'rating'],
  ],
  ['clips.trending', (c) => api.trendingClips(c, PAGE), ['limit', 'offset', 'country_code', 'rating']],
  ['content.by_id', (c) => api.getContent(c, ids.gif), []],
  ['content.by_ids', (c) => api.getContents(c, [ids.gif]), ['ids']],
];

describe('shared parameters per operation (docs/interface.md §4.2)', () => {
  it.each(ROWS)('%s sends exactly what it lists', async (operation, call, expected) => {
    const plain = makeClient().client;
    ids.gif = (await api.trendingGifs(plain, { limit: 1, offset: 3 })).data[0]?.id ?? '';
    ids.emoji = (await api.listEmoji(plain, { limit: 1 })).data[0]?.id ?? '';
    const { client } = makeClient({
      customerId: 'user-1',
      rating: 'r',
      lang: 'es',
      bundle: 'messaging_non_clips',
      removeLowContrast: true,
      countryCode: 'US',
      region: 'US-CA',
    });
    await call(client);
    const [entry] = requestsOf(operation).slice(-1);
    expect(entry?.status).toBe(200);
    const query = new URLSearchParams(entry?.rawQuery);
    expect(query.get('api_key')).toBe(makeClient().client.config.apiKey);
    expect(namesOf(query).sort()).toEqual([...expected].sort());
    const values: Record<string, string> = {
      customer_id: 'user-1',
      rating: 'r',
      lang: 'es',
      bundle: 'messaging_non_clips',
      remove_low_contrast: 'true',
      country_code: 'US',
      region: 'US-CA',
    };
    for (const [name, value] of Object.entries(values))
      if (query.has(name)) expect(query.get(name)).toBe(value);
  });

  it('sends none of them when the client has none', async () => {
    await api.searchGifs(makeClient().client, 'cat');
    expect(namesOf(new URLSearchParams(requestsOf('gifs.search')[0]?.rawQuery))).toEqual(['q']);
  });
});
