import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHandle, startService } from '../index.ts';
import { get, withReferenceService } from '../testing/api.ts';

const { service } = withReferenceService();
const approved = () => service().keys.approved;

describe('origins like the real service', () => {
  it('serves API, upload, media and analytics from four origins, each only its own', async () => {
    const { baseUrl, uploadUrl, mediaUrl, analyticsUrl } = service();
    expect(new Set([baseUrl, uploadUrl, mediaUrl, analyticsUrl]).size).toBe(4);
    const gif = (await get(baseUrl, '/v1/gifs/trending', { api_key: approved(), limit: 1 })).body.data[0];
    const media = new URL(gif.images.fixed_width.url);
    const pingback = new URL(gif.analytics.onload.url);
    expect(media.origin).toBe(mediaUrl);
    expect(pingback.origin).toBe(analyticsUrl);
    // Each origin answers only its own paths.
    expect((await fetch(`${baseUrl}${media.pathname}`)).status).toBe(404);
    expect((await fetch(`${mediaUrl}/v1/gifs/trending?api_key=${approved()}`)).status).toBe(404);
    expect((await fetch(`${analyticsUrl}${media.pathname}`)).status).toBe(404);
    expect((await fetch(media)).status).toBe(200);
    const logged = service().control.requests();
    expect(logged.find((entry) => entry.operation === 'media')?.server).toBe('media');
  });
});

describe('an analytics origin the extension is not granted', () => {
  let ungranted: ServiceHandle;
  beforeAll(async () => {
    ungranted = await startService({ analyticsOrigin: 'ungranted' });
  }, 120_000);
  afterAll(() => ungranted.close());

  it('names localhost, not 127.0.0.1, and sends no CORS headers', async () => {
    expect(new URL(ungranted.analyticsUrl).hostname).toBe('localhost');
    const gif = (
      await get(ungranted.baseUrl, '/v1/gifs/trending', { api_key: ungranted.keys.approved, limit: 1 })
    ).body.data[0];
    const url = new URL(gif.analytics.onclick.url);
    expect(url.origin).toBe(ungranted.analyticsUrl);
    url.searchParams.set('customer_id', 'someone');
    url.searchParams.set('ts', String(Date.now()));
    const answer = await fetch(url.href.replace('//localhost:', '//127.0.0.1:'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(ungranted.control.pingbacks()).toHaveLength(1);
  });
});

describe('bodies shaped like the real ones where the contract is silent', () => {
  it('an unknown key is refused by the gateway ({message}); a missing one by the API (meta)', async () => {
    const unknown = await get(service().baseUrl, '/v1/gifs/trending', { api_key: 'nope' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: 'Invalid authentication credentials' });
    const missing = await get(service().baseUrl, '/v1/gifs/trending');
    expect(missing.status).toBe(401);
    expect(missing.body.meta).toMatchObject({ status: 401, msg: 'No API key found in request.' });
  });

  it('emoji carry the Emoji channel user; variations are stickers without a count', async () => {
    const emoji = (await get(service().baseUrl, '/v2/emoji', { limit: 50 })).body.data;
    for (const item of emoji) {
      expect(item.type).toBe('emoji');
      expect(item.user.username).toBe('Emoji');
      expect(typeof item.variation_count).toBe('number');
    }
    const withVariations = emoji.find((item: { variation_count: number }) => item.variation_count > 0);
    const variations = (await get(service().baseUrl, `/v2/emoji/${withVariations.id}/variations`)).body.data;
    expect(variations.length).toBe(withVariations.variation_count);
    for (const variation of variations) {
      expect(variation.type).toBe('sticker');
      expect(variation.variation).toMatch(/^variation_\d+$/);
      expect(variation).not.toHaveProperty('variation_count');
    }
  });

  it('items carry renditions beyond the spec, a hash, and a relative 480w_still', async () => {
    const gif = (await get(service().baseUrl, '/v1/gifs/trending', { api_key: approved(), limit: 1 })).body
      .data[0];
    expect(Object.keys(gif.images)).toEqual(
      expect.arrayContaining(['original_mp4', 'preview_webp', '480w_still']),
    );
    expect(gif.images['480w_still'].url).toMatch(/^\/media\//);
    expect(gif.images.original.hash).toMatch(/^[0-9a-f]{8}$/);
    const bundled = (
      await get(service().baseUrl, '/v1/gifs/trending', {
        api_key: approved(),
        limit: 1,
        bundle: 'messaging_non_clips',
      })
    ).body.data[0];
    expect(bundled.images).not.toHaveProperty('original_mp4');
  });

  it('some channels have no featured GIF or banner, and some list several content types', async () => {
    const found = [];
    for (const q of ['a', 'e', 'o', 'i', 'u']) {
      found.push(
        ...(await get(service().baseUrl, '/v1/channels/search', { api_key: approved(), q, limit: 50 })).body
          .data,
      );
    }
    expect(found.some((channel) => channel.featured_gif === null)).toBe(true);
    expect(found.some((channel) => channel.banner_image === null)).toBe(true);
    expect(found.some((channel) => String(channel.content_type).includes(','))).toBe(true);
  });
});
