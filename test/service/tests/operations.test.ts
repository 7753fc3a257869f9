import { describe, expect, it } from 'vitest';
import { get, withReferenceService } from '../testing/api.ts';

const { service } = withReferenceService();
const call = (path: string, params: Record<string, string | number | undefined> = {}) =>
  get(service().baseUrl, path, { api_key: service().keys.approved, ...params });

describe('trending (operation 1)', () => {
  it.each(['gifs', 'stickers'])('lists trending %s in rank order with pagination', async (kind) => {
    const first = await call(`/v1/${kind}/trending`);
    expect(first.body.data).toHaveLength(25);
    expect(first.body.pagination).toMatchObject({ offset: 0, count: 25 });
    for (const item of first.body.data) {
      expect(item.is_sticker).toBe(kind === 'stickers' ? 1 : 0);
      expect(item.trending_datetime).not.toBe('0000-00-00 00:00:00');
    }
    const again = await call(`/v1/${kind}/trending`);
    expect(again.body.data.map((g: { id: string }) => g.id)).toEqual(
      first.body.data.map((g: { id: string }) => g.id),
    );
  });

  it('accepts offset 499 and refuses 500', async () => {
    const last = await call('/v1/gifs/trending', { offset: 499 });
    expect(last.status).toBe(200);
    expect(last.body.data.length).toBeGreaterThan(0);
    expect((await call('/v1/gifs/trending', { offset: 500 })).status).toBe(400);
    expect((await call('/v1/gifs/trending', { offset: -1 })).status).toBe(400);
  });
});

describe('translate and random (operations 3, 4)', () => {
  it('translates a phrase into one matching GIF, the same for the same phrase', async () => {
    const one = await call('/v1/gifs/translate', { s: 'happy panda' });
    expect(one.status).toBe(200);
    expect(Array.isArray(one.body.data)).toBe(false);
    expect(one.body.data.title.toLowerCase()).toMatch(/happy|panda/);
    const two = await call('/v1/gifs/translate', { s: 'happy panda' });
    expect(two.body.data.id).toBe(one.body.data.id);
    const sticker = await call('/v1/stickers/translate', { s: 'cat' });
    expect(sticker.body.data.is_sticker).toBe(1);
    const nothing = await call('/v1/gifs/translate', { s: 'zzqqxx' });
    expect(nothing.body.data.id).toEqual(expect.any(String));
    expect((await call('/v1/gifs/translate', {})).status).toBe(400);
  });

  it('translates @user to that user and #word to the hashtag word', async () => {
    expect((await call('/v1/gifs/translate', { s: '@rock&roll' })).body.data.username).toBe('rock&roll');
    expect((await call('/v1/gifs/translate', { s: '#tbt' })).body.data.id).toEqual(expect.any(String));
  });

  it('returns random items, filtered by tag and @username', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) seen.add((await call('/v1/gifs/random')).body.data.id);
    expect(seen.size).toBeGreaterThan(1);
    const tagged = await call('/v1/gifs/random', { tag: 'panda' });
    expect(`${tagged.body.data.title} ${tagged.body.data.slug}`.toLowerCase()).toMatch(/panda|パンダ/);
    expect((await call('/v1/gifs/random', { tag: '@rock&roll' })).body.data.username).toBe('rock&roll');
    expect((await call('/v1/stickers/random')).body.data.is_sticker).toBe(1);
    const g = await call('/v1/gifs/random', { rating: 'g' });
    expect(['y', 'g']).toContain(g.body.data.rating);
    expect((await call('/v1/gifs/random', { tag: 'zzqqxx' })).body.data).toEqual([]);
  });
});

describe('random id (operation 5)', () => {
  it('issues a random identifier', async () => {
    const answer = await call('/v1/randomid');
    expect(answer.body.data.random_id).toMatch(/^[0-9a-f]{32}$/);
    expect((await call('/v1/randomid')).body.data.random_id).not.toBe(answer.body.data.random_id);
  });
});

describe('by id and ids (operations 8, 9)', () => {
  it('fetches one GIF, 404 for an unknown id, and an empty answer above the asked rating', async () => {
    const some = (await call('/v1/gifs/search', { q: 'cat', limit: 50 })).body.data;
    const gif = some[0];
    const one = await call(`/v1/gifs/${gif.id}`);
    expect(one.body.data.id).toBe(gif.id);
    const missing = await call('/v1/gifs/doesnotexist123');
    expect(missing.status).toBe(404);
    expect(missing.body.meta.status).toBe(404);
    const rated = some.find((g: { rating: string }) => g.rating === 'r');
    const excluded = await call(`/v1/gifs/${rated.id}`, { rating: 'g' });
    expect(excluded.body.data).toEqual([]);
    expect(excluded.body.meta.status).toBeGreaterThanOrEqual(400);
    expect(excluded.body.meta.status).toBeLessThan(500);
    expect((await call(`/v1/gifs/${rated.id}`, { rating: 'r' })).body.data.id).toBe(rated.id);
  });

  it('fetches up to 100 ids in the order asked', async () => {
    const some = (await call('/v1/gifs/trending', { limit: 100 })).body.data.map((g: { id: string }) => g.id);
    const reversed = [...some].reverse();
    const answer = await call('/v1/gifs', { ids: reversed.join(',') });
    expect(answer.body.data.map((g: { id: string }) => g.id)).toEqual(reversed);
    expect(answer.body.pagination).toMatchObject({ count: 100 });
    expect((await call('/v1/gifs', { ids: [...some, 'x'].join(',') })).status).toBe(400);
    const partial = await call('/v1/gifs', { ids: `${some[0]},unknown1` });
    expect(partial.body.data.map((g: { id: string }) => g.id)).toEqual([some[0]]);
    expect((await call('/v1/gifs', {})).status).toBe(400);
  });
});

describe('emoji (operations 6, 7)', () => {
  it('sends 25 emoji by default', async () => {
    const answer = await get(service().baseUrl, '/v2/emoji');
    expect(answer.body.data).toHaveLength(25);
    expect(answer.body.pagination.next_cursor).toBe(25);
  });

  it('lists emoji without a key, paginated by cursor without total_count', async () => {
    const answer = await get(service().baseUrl, '/v2/emoji', { limit: 50 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(50);
    expect(answer.body.pagination).toEqual({ count: 50, offset: 0, next_cursor: 50 });
    for (const emoji of answer.body.data) {
      expect(emoji.type).toBe('emoji');
      expect(emoji.variation).toBe('default');
      expect(typeof emoji.variation_count).toBe('number');
    }
    const last = await get(service().baseUrl, '/v2/emoji', { limit: 50, offset: 50 });
    expect(last.body.pagination.next_cursor).toBeNull();
    expect((await get(service().baseUrl, '/v2/emoji', { api_key: 'wrong' })).status).toBe(401);
  });

  it('lists the variations of an emoji that has them and none for one that has not', async () => {
    const all = (await get(service().baseUrl, '/v2/emoji', { limit: 100 })).body.data;
    const withVariations = all.find((e: { variation_count: number }) => e.variation_count === 5);
    const without = all.find((e: { variation_count: number }) => e.variation_count === 0);
    const variations = await get(service().baseUrl, `/v2/emoji/${withVariations.id}/variations`);
    expect(variations.body.data).toHaveLength(5);
    expect(variations.body.data.map((v: { variation: string }) => v.variation)).toEqual([
      'variation_01',
      'variation_02',
      'variation_03',
      'variation_04',
      'variation_05',
    ]);
    expect(variations.body.pagination).toBeUndefined();
    expect((await get(service().baseUrl, `/v2/emoji/${without.id}/variations`)).body.data).toEqual([]);
    expect((await get(service().baseUrl, '/v2/emoji/nope/variations')).status).toBe(404);
  });
});

describe('discovery (operations 11-15)', () => {
  it('lists 20 categories with subcategories and a featured GIF', async () => {
    const answer = await call('/v1/gifs/categories');
    expect(answer.body.data).toHaveLength(20);
    for (const category of answer.body.data) {
      expect(category.name_encoded).toMatch(/^[a-z0-9-]+$/);
      expect(category.subcategories.length).toBeGreaterThan(0);
      expect(category.gif.images.fixed_width.url).toMatch(/^http/);
    }
  });

  it('completes tags by prefix, 5 by default', async () => {
    const answer = await call('/v1/gifs/search/tags', { q: 'c' });
    expect(answer.body.data).toHaveLength(5);
    for (const term of answer.body.data) expect(term.name.toLowerCase().startsWith('c')).toBe(true);
    expect(answer.body.pagination.total_count).toBeGreaterThan(5);
    expect((await call('/v1/gifs/search/tags', { q: 'c', limit: 2, offset: 1 })).body.data).toEqual(
      answer.body.data.slice(1, 3),
    );
  });

  it('lists tags related to a term, given in the path', async () => {
    const answer = await call('/v1/tags/related/cat');
    expect(answer.body.data.length).toBeGreaterThan(0);
    expect(answer.body.data.map((t: { name: string }) => t.name)).not.toContain('cat');
    const hard = await call(`/v1/tags/related/${encodeURIComponent('rock & roll')}`);
    expect(hard.status).toBe(200);
    expect(hard.body.data.length).toBeGreaterThan(0);
  });

  it('lists trending searches as plain strings', async () => {
    const answer = await call('/v1/trending/searches');
    expect(answer.body.data.length).toBeGreaterThan(5);
    for (const term of answer.body.data) expect(typeof term).toBe('string');
  });

  it('searches channels, never listing private ones, at most 50 a page', async () => {
    const answer = await call('/v1/channels/search', { q: 'picks', limit: 50 });
    expect(answer.body.data.length).toBeGreaterThan(0);
    for (const channel of answer.body.data) {
      expect(channel.is_private).toBe(false);
      expect(['community', 'editorial']).toContain(channel.type);
      expect(channel.url).toBe(`/${channel.slug}`);
    }
    expect((await call('/v1/channels/search', { q: 'picks', limit: 51 })).status).toBe(400);
    const byDefault = await call('/v1/channels/search', { q: 'channel' });
    expect(byDefault.body.data).toHaveLength(25);
    expect(byDefault.body.pagination.total_count).toBeGreaterThan(25);
  });
});

describe('clips and content (operations 16-19)', () => {
  it('searches and lists trending clips with video assets for an approved key', async () => {
    const found = await call('/v1/clips/search', { q: 'happy' });
    expect(found.body.data.length).toBeGreaterThan(0);
    const clip = found.body.data[0];
    expect(clip.type).toBe('video');
    expect(clip.video.assets['360p'].url).toMatch(/^http/);
    expect(clip.duration).toBeGreaterThan(0);
    const trending = await call('/v1/clips/trending');
    expect(trending.body.data.length).toBe(25);
    // Clips trending defaults to rating pg.
    for (const item of trending.body.data) expect(['y', 'g', 'pg']).toContain(item.rating);
    expect((await call('/v1/clips/search', { q: 'a'.repeat(51) })).status).toBe(414);
  });

  it('refuses clips to keys of apps that are not approved', async () => {
    for (const kind of ['beta', 'production'] as const) {
      const key = service().keys[kind];
      expect((await get(service().baseUrl, '/v1/clips/search', { api_key: key, q: 'cat' })).status).toBe(403);
      expect((await get(service().baseUrl, '/v1/clips/trending', { api_key: key })).status).toBe(403);
    }
  });

  it('fetches any content by id and ids', async () => {
    const gif = (await call('/v1/gifs/trending', { limit: 1 })).body.data[0];
    const clip = (await call('/v1/clips/trending', { limit: 1 })).body.data[0];
    const sticker = (await call('/v1/stickers/trending', { limit: 1 })).body.data[0];
    expect((await call(`/v1/content/${clip.id}`)).body.data.type).toBe('video');
    const many = await call('/v1/content', { ids: `${gif.id},${clip.id},${sticker.id}` });
    expect(many.body.data.map((c: { id: string }) => c.id)).toEqual([gif.id, clip.id, sticker.id]);
    expect((await call('/v1/content/nope')).status).toBe(404);
    const beta = await get(service().baseUrl, `/v1/content/${clip.id}`, { api_key: service().keys.beta });
    expect(beta.status).toBe(403);
  });
});
