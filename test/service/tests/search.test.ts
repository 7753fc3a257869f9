import { describe, expect, it } from 'vitest';
import { MOODS } from '../catalogue/vocabulary.ts';
import { get, withReferenceService } from '../testing/api.ts';

const { service } = withReferenceService();
const search = (params: Record<string, string | number | undefined>, path = '/v1/gifs/search') =>
  get(service().baseUrl, path, { api_key: service().keys.approved, ...params });

describe('search (operation 2)', () => {
  it('finds items by title, tag or username, case-insensitively, with pagination', async () => {
    const lower = await search({ q: 'cat' });
    const upper = await search({ q: 'CAT' });
    expect(lower.status).toBe(200);
    expect(lower.body.meta).toMatchObject({ status: 200, msg: 'OK' });
    expect(lower.body.meta.response_id).toMatch(/^[0-9a-f]{40}$/);
    expect(lower.body.data).toHaveLength(25);
    expect(lower.body.pagination).toMatchObject({ count: 25, offset: 0 });
    expect(lower.body.pagination.total_count).toBeGreaterThan(100);
    expect(upper.body.data.map((g: { id: string }) => g.id)).toEqual(
      lower.body.data.map((g: { id: string }) => g.id),
    );
    for (const gif of lower.body.data) {
      const text = `${gif.title} ${gif.slug} ${gif.username}`.toLowerCase();
      expect(text).toMatch(/cat/);
    }
  });

  it('ranks items matching every word first and keeps a stable order', async () => {
    const first = await search({ q: 'happy panda', limit: 50 });
    const again = await search({ q: 'happy panda', limit: 50 });
    expect(again.body.data.map((g: { id: string }) => g.id)).toEqual(
      first.body.data.map((g: { id: string }) => g.id),
    );
    const top = first.body.data[0];
    expect(top.title.toLowerCase()).toContain('happy');
    expect(top.title.toLowerCase()).toContain('panda');
  });

  it('pages through results without overlap and honours limit and offset', async () => {
    const one = await search({ q: 'dog', limit: 10, offset: 0 });
    const two = await search({ q: 'dog', limit: 10, offset: 10 });
    expect(two.body.pagination).toMatchObject({ count: 10, offset: 10 });
    const ids = new Set([...one.body.data, ...two.body.data].map((g: { id: string }) => g.id));
    expect(ids.size).toBe(20);
  });

  it('treats the rating parameter as a maximum', async () => {
    const order = ['y', 'g', 'pg', 'pg-13', 'r'];
    const answer = await search({ q: 'happy', rating: 'pg', limit: 50 });
    expect(answer.body.data.length).toBe(50);
    for (const gif of answer.body.data) expect(order.indexOf(gif.rating)).toBeLessThanOrEqual(2);
    const unrated = await search({ q: 'happy', limit: 50 });
    expect(unrated.body.data.some((g: { rating: string }) => g.rating === 'r' || g.rating === 'pg-13')).toBe(
      true,
    );
  });

  it('turns @username into a search of that public, verified user', async () => {
    const answer = await search({ q: '@rock&roll', limit: 50 });
    expect(answer.body.data.length).toBeGreaterThan(0);
    for (const gif of answer.body.data) expect(gif.username).toBe('rock&roll');
    const narrowed = await search({ q: 'happy @rock&roll' });
    for (const gif of narrowed.body.data) expect(gif.username).toBe('rock&roll');
    const unknown = await search({ q: '@nobody_at_all' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toEqual([]);
  });

  it('does not search users that are not public and verified', async () => {
    // Find a user that is attached to items but not verified, through an unfiltered search.
    const many = await search({ q: 'happy', limit: 100 });
    const verified = new Set<string>();
    const unverified = many.body.data.find(
      (g: { user?: { is_verified: boolean; username: string } }) => g.user && !g.user.is_verified,
    );
    expect(unverified).toBeDefined();
    verified.add(unverified.user.username);
    const answer = await search({ q: `@${unverified.user.username}` });
    expect(answer.body.data).toEqual([]);
  });

  it('switches to stickers when the text has a sticker word', async () => {
    for (const word of ['sticker', 'stickers', 'transparent']) {
      const answer = await search({ q: `cat ${word}` });
      expect(answer.body.data.length).toBeGreaterThan(0);
      for (const item of answer.body.data) expect(item.is_sticker).toBe(1);
    }
    const gifs = await search({ q: 'cat' });
    for (const item of gifs.body.data) expect(item.is_sticker).toBe(0);
  });

  it('sticker search returns stickers and can remove low-contrast ones', async () => {
    const all = await search({ q: 'happy', limit: 100 }, '/v1/stickers/search');
    expect(all.body.data.every((s: { is_sticker: number }) => s.is_sticker === 1)).toBe(true);
    expect(all.body.data.some((s: { is_low_contrast: boolean }) => s.is_low_contrast)).toBe(true);
    const clean = await search(
      { q: 'happy', limit: 100, remove_low_contrast: 'true' },
      '/v1/stickers/search',
    );
    expect(clean.body.data.length).toBeGreaterThan(0);
    expect(clean.body.data.some((s: { is_low_contrast: boolean }) => s.is_low_contrast)).toBe(false);
  });

  it('restricts to channel_ids, at most 5 integers', async () => {
    const channels = await get(service().baseUrl, '/v1/channels/search', {
      api_key: service().keys.approved,
      q: 'picks',
    });
    const channel = channels.body.data[0];
    const answer = await search({ q: 'happy', channel_ids: String(channel.id), limit: 50 });
    expect(answer.status).toBe(200);
    const everywhere = await search({ q: 'happy', limit: 50 });
    expect(answer.body.pagination.total_count).toBeLessThan(everywhere.body.pagination.total_count);
    expect((await search({ q: 'x', channel_ids: '1,2,3,4,5' })).status).toBe(200);
    expect((await search({ q: 'x', channel_ids: '1,2,3,4,5,6' })).status).toBe(400);
    expect((await search({ q: 'x', channel_ids: '1,a' })).status).toBe(400);
  });

  it('prefers the requested language', async () => {
    // `panda` is the same word in en, es, fr and de: the language decides the order.
    for (const lang of ['es', 'de'] as const) {
      const answer = await search({ q: 'panda', lang, limit: 5 });
      const moods = MOODS.map((mood) => mood[lang].toLowerCase());
      for (const gif of answer.body.data) {
        expect(
          moods.some((mood) => gif.title.toLowerCase().startsWith(mood)),
          gif.title,
        ).toBe(true);
      }
    }
    expect((await search({ q: 'panda', lang: 'japanese' })).status).toBe(400);
  });

  it('matches hard characters: emoji, CJK, & + # and HTML, decoded exactly once', async () => {
    for (const q of [
      'rock & roll',
      'c++',
      '#tbt',
      '😂',
      'にゃんこ',
      '<img src=x onerror=alert(1)>',
      '100%',
    ]) {
      const answer = await search({ q });
      expect(answer.status, q).toBe(200);
      expect(answer.body.data.length, q).toBeGreaterThan(0);
    }
    const logged = service()
      .control.requests()
      .filter((r) => r.operation === 'gifs.search');
    expect(new URLSearchParams(logged[1]?.rawQuery).get('q')).toBe('c++');
    expect(logged[1]?.rawQuery).toContain('q=c%2B%2B');
  });

  it('answers 414 past 50 characters, counted as code points', async () => {
    expect((await search({ q: 'a'.repeat(50) })).status).toBe(200);
    const long = await search({ q: 'a'.repeat(51) });
    expect(long.status).toBe(414);
    expect(long.body.meta.status).toBe(414);
    // 50 emoji are 100 UTF-16 units but 50 code points.
    expect((await search({ q: '😂'.repeat(50) })).status).toBe(200);
    expect((await search({ q: '😂'.repeat(51) })).status).toBe(414);
  });

  it('answers 400 for a missing q, a bad limit or an offset past 4999', async () => {
    expect((await search({})).status).toBe(400);
    expect((await search({ q: 'cat', offset: 4999 })).status).toBe(200);
    const past = await search({ q: 'cat', offset: 5000 });
    expect(past.status).toBe(400);
    expect(past.body.meta).toMatchObject({ status: 400 });
    expect((await search({ q: 'cat', limit: 'ten' })).status).toBe(400);
    expect((await search({ q: 'cat', rating: 'nc-17' })).status).toBe(400);
    expect((await search({ q: 'cat', country_code: 'USA' })).status).toBe(400);
    expect((await search({ q: 'cat', country_code: 'US', region: 'US-CA' })).status).toBe(200);
  });

  it('limits beta keys to 50 results a page', async () => {
    const beta = (limit: number) =>
      get(service().baseUrl, '/v1/gifs/search', { api_key: service().keys.beta, q: 'cat', limit });
    expect((await beta(50)).body.data).toHaveLength(50);
    expect((await beta(51)).status).toBe(400);
    expect((await search({ q: 'cat', limit: 100 })).body.data).toHaveLength(100);
  });

  it('narrows renditions to the named bundle', async () => {
    const full = await search({ q: 'cat', limit: 1 });
    const bundled = await search({ q: 'cat', limit: 1, bundle: 'messaging_non_clips' });
    const low = await search({ q: 'cat', limit: 1, bundle: 'low_bandwidth' });
    expect(Object.keys(full.body.data[0].images).length).toBeGreaterThan(15);
    expect(Object.keys(bundled.body.data[0].images)).toContain('fixed_width');
    expect(Object.keys(bundled.body.data[0].images)).not.toContain('looping');
    expect(Object.keys(low.body.data[0].images)).not.toContain('original');
    expect((await search({ q: 'cat', bundle: 'everything' })).status).toBe(400);
  });
});
