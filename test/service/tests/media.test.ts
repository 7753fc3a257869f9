import { describe, expect, it } from 'vitest';
import { probeGif, probeMp4, probeWebp } from '../media/probe.ts';
import { get, withReferenceService } from '../testing/api.ts';

const { service } = withReferenceService();

async function fetchBytes(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

type Rendition = Record<string, string>;

/** Checks that every number of a rendition matches the files served at its URLs. */
async function checkRendition(name: string, rendition: Rendition) {
  if (rendition.url && !/^https?:/.test(rendition.url)) {
    // Real bodies carry `480w_still` with a relative URL: nothing a client may load.
    expect(name).toBe('480w_still');
    return;
  }
  if (rendition.url?.includes('.webp')) {
    const { response, bytes } = await fetchBytes(rendition.url);
    expect(response.headers.get('content-type'), name).toBe('image/webp');
    expect(String(bytes.length), name).toBe(rendition.size);
    expect(String(probeWebp(bytes).width), name).toBe(rendition.width);
    return;
  }
  if (rendition.url) {
    const { response, bytes } = await fetchBytes(rendition.url);
    expect(response.headers.get('content-type'), name).toBe('image/gif');
    const probe = probeGif(bytes);
    expect(String(probe.width), name).toBe(rendition.width);
    expect(String(probe.height), name).toBe(rendition.height);
    if (rendition.size) expect(String(bytes.length), name).toBe(rendition.size);
    if (rendition.frames) expect(String(probe.frames), name).toBe(rendition.frames);
    if (name.endsWith('_still')) expect(probe.frames, name).toBe(1);
  }
  if (rendition.webp) {
    const { response, bytes } = await fetchBytes(rendition.webp);
    expect(response.headers.get('content-type'), name).toBe('image/webp');
    expect(String(bytes.length), name).toBe(rendition.webp_size);
    const probe = probeWebp(bytes);
    expect(String(probe.width), name).toBe(rendition.width);
    expect(String(probe.height), name).toBe(rendition.height);
  }
  if (rendition.mp4) {
    const { response, bytes } = await fetchBytes(rendition.mp4);
    expect(response.headers.get('content-type'), name).toBe('video/mp4');
    if (rendition.mp4_size) expect(String(bytes.length), name).toBe(rendition.mp4_size);
    if (rendition.width) {
      const probe = probeMp4(bytes);
      expect(String(probe.width), name).toBe(rendition.width);
      expect(String(probe.height), name).toBe(rendition.height);
    }
  }
}

describe('media', () => {
  it.each(['gifs', 'stickers'])(
    'serves every rendition of trending %s with the sizes the API reports',
    async (kind) => {
      const answer = await get(service().baseUrl, `/v1/${kind}/trending`, {
        api_key: service().keys.approved,
        limit: 3,
      });
      // All at once: hundreds of round trips one after another took 20 s on a loaded machine.
      await Promise.all(
        answer.body.data.flatMap((item: { images: Record<string, Rendition> }) =>
          Object.entries(item.images).map(([name, rendition]) => checkRendition(name, rendition)),
        ),
      );
    },
  );

  it('media URLs carry the real service parameters, and are served whatever they hold', async () => {
    const gif = (
      await get(service().baseUrl, '/v1/gifs/trending', { api_key: service().keys.approved, limit: 1 })
    ).body.data[0];
    const url = new URL(gif.images.fixed_width.url);
    for (const name of ['cid', 'ep', 'rid', 'ct']) expect(url.searchParams.get(name)).toBeTruthy();
    expect((await fetch(gif.images.fixed_width.url)).status).toBe(200);
  });

  it('serves clips as MP4 with sound, and answers Range requests', async () => {
    const clip = (
      await get(service().baseUrl, '/v1/clips/trending', { api_key: service().keys.approved, limit: 1 })
    ).body.data[0];
    const asset = clip.video.assets['360p'];
    const { bytes } = await fetchBytes(asset.url);
    const probe = probeMp4(bytes);
    expect(probe.hasAudio).toBe(true);
    expect(String(probe.width)).toBe(asset.width);
    const ranged = await fetch(asset.url, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
    const tail = await fetch(asset.url, { headers: { range: 'bytes=-10' } });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 10));
    const beyond = await fetch(asset.url, { headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.status).toBe(416);
    const captions = await fetch(clip.video.captions.en.vtt);
    expect(await captions.text()).toMatch(/^WEBVTT/);
  });

  it('serves avatars of users and 404 for unknown media', async () => {
    const answer = await get(service().baseUrl, '/v1/gifs/search', {
      api_key: service().keys.approved,
      q: '@rock&roll',
    });
    const { response, bytes } = await fetchBytes(answer.body.data[0].user.avatar_url);
    expect(response.status).toBe(200);
    expect(probeGif(bytes).frames).toBe(1);
    expect((await fetch(`${service().mediaUrl}/media/nope/200.gif`)).status).toBe(404);
  });

  it('some items lack some renditions or properties, as the real service sends', async () => {
    const answer = await get(service().baseUrl, '/v1/gifs/search', {
      api_key: service().keys.approved,
      q: 'happy',
      limit: 100,
    });
    const items = answer.body.data as { images: Record<string, unknown>; alt_text?: string }[];
    expect(items.some((item) => !('looping' in item.images))).toBe(true);
    expect(items.some((item) => !('alt_text' in item))).toBe(true);
  });
});
