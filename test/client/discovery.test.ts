/** Contract: operations 5, 11-15 against the reference service. */
import { describe, expect, it } from 'vitest';
import {
  completeTag,
  getRandomId,
  listCategories,
  listRelatedTags,
  listTrendingSearches,
  searchChannels,
} from '../../src/client/index.ts';
import { failureOf, startReferenceService } from './support.ts';

const { makeClient, requestsOf, onlyQueryOf } = startReferenceService();

describe('random id (operation 5)', () => {
  it('answers a fresh identifier each time', async () => {
    const { client } = makeClient();
    const one = await getRandomId(client);
    expect(one).toMatch(/^[0-9a-f]{32}$/);
    expect(await getRandomId(client)).not.toBe(one);
  });

  it('sends only the key', async () => {
    await getRandomId(makeClient({ customerId: 'u1', rating: 'g' }).client);
    expect([...onlyQueryOf('randomid').keys()]).toEqual(['api_key']);
  });

  it('fails with unauthorized without a key', async () => {
    expect(await failureOf(getRandomId(makeClient({ apiKey: undefined }).client))).toMatchObject({
      kind: 'unauthorized',
    });
  });
});

describe('categories (operation 11)', () => {
  it('answers categories with subcategories and a featured GIF', async () => {
    const categories = await listCategories(makeClient().client);
    expect(categories.length).toBeGreaterThan(5);
    for (const category of categories) {
      expect(category.name).toEqual(expect.any(String));
      expect(category.subcategories.every((sub) => typeof sub.name === 'string')).toBe(true);
    }
    expect(categories.some((category) => category.gif?.images.original)).toBe(true);
  });

  it('sends customer_id and nothing else shared', async () => {
    await listCategories(makeClient({ customerId: 'u1', rating: 'g', lang: 'es' }).client);
    expect(Object.fromEntries(onlyQueryOf('categories'))).toMatchObject({ customer_id: 'u1' });
    expect([...onlyQueryOf('categories').keys()].sort()).toEqual(['api_key', 'customer_id']);
  });

  it('fails with unauthorized for an unknown key', async () => {
    expect(await failureOf(listCategories(makeClient({ apiKey: 'x' }).client))).toMatchObject({
      kind: 'unauthorized',
    });
  });
});

describe('tag completions (operation 12)', () => {
  it('answers terms that complete the tag, 5 by default', async () => {
    const page = await completeTag(makeClient().client, 'ca');
    expect(page.data.length).toBeLessThanOrEqual(5);
    expect(page.data.every((term) => term.name.toLowerCase().startsWith('ca'))).toBe(true);
  });

  it('sends q, limit and offset as given', async () => {
    await completeTag(makeClient().client, 'Ca', { limit: 2, offset: 1 });
    expect(Object.fromEntries(onlyQueryOf('tags.completions'))).toMatchObject({
      q: 'Ca',
      limit: '2',
      offset: '1',
    });
  });

  it('answers past offset 4999 with an empty page, without a request', async () => {
    expect((await completeTag(makeClient().client, 'ca', { offset: 5000 })).data).toEqual([]);
    expect(requestsOf('tags.completions')).toHaveLength(0);
  });
});

describe('channel search (operation 13)', () => {
  it('answers public channels with their tags and user', async () => {
    const page = await searchChannels(makeClient().client, 'a', { limit: 10 });
    expect(page.data.length).toBeGreaterThan(0);
    for (const channel of page.data) {
      expect(channel.id).toEqual(expect.any(Number));
      expect(channel.is_private).toBe(false);
      expect(channel.url).toMatch(/^\//);
    }
  });

  it('refuses a limit over 50 before sending', async () => {
    const { client } = makeClient();
    await searchChannels(client, 'a', { limit: 50 });
    expect(await failureOf(searchChannels(client, 'a', { limit: 51 }))).toMatchObject({
      kind: 'bad-request',
      limit: 'page-size',
    });
    expect(requestsOf('channels.search')).toHaveLength(1);
  });

  it('sends the term as typed', async () => {
    await searchChannels(makeClient().client, 'O\'Neil "The');
    expect(onlyQueryOf('channels.search').get('q')).toBe('O\'Neil "The');
  });
});

describe('related tags (operation 14)', () => {
  it('answers terms related to the tag', async () => {
    const terms = await listRelatedTags(makeClient().client, 'cat');
    expect(terms.length).toBeGreaterThan(0);
    expect(terms.every((term) => typeof term.name === 'string' && term.name !== 'cat')).toBe(true);
  });

  it('sends the term as one encoded path segment', async () => {
    await listRelatedTags(makeClient().client, 'rock & roll/2');
    expect(requestsOf('tags.related')[0]?.path).toBe('/v1/tags/related/rock%20%26%20roll%2F2');
  });

  it('refuses an empty term before sending', async () => {
    expect(await failureOf(listRelatedTags(makeClient().client, ''))).toMatchObject({
      limit: 'path-segment',
    });
    expect(requestsOf('tags.related')).toHaveLength(0);
  });
});

describe('trending searches (operation 15)', () => {
  it('answers plain strings', async () => {
    const terms = await listTrendingSearches(makeClient().client);
    expect(terms.length).toBeGreaterThan(5);
    expect(terms.every((term) => typeof term === 'string')).toBe(true);
  });

  it('sends customer_id when the client has one', async () => {
    await listTrendingSearches(makeClient({ customerId: 'u 1' }).client);
    expect(onlyQueryOf('trending.searches').get('customer_id')).toBe('u 1');
  });

  it('fails with unauthorized without a key', async () => {
    expect(await failureOf(listTrendingSearches(makeClient({ apiKey: undefined }).client))).toMatchObject({
      kind: 'unauthorized',
    });
  });
});
