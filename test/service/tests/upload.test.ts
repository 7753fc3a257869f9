import { describe, expect, it } from 'vitest';
import { get, withReferenceService } from '../testing/api.ts';

const { service } = withReferenceService();

async function mediaOfOneGif() {
  const answer = await get(service().baseUrl, '/v1/gifs/trending', {
    api_key: service().keys.approved,
    limit: 1,
  });
  const images = answer.body.data[0].images;
  const bytes = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());
  return {
    animatedUrl: images.fixed_width_small.url as string,
    animated: await bytes(images.fixed_width_small.url),
    still: await bytes(images.fixed_width_small_still.url),
    mp4: await bytes(images.fixed_width_small.mp4),
  };
}

function upload(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array<ArrayBuffer>; name: string },
  key = service().keys.approved,
) {
  const form = new FormData();
  form.set('api_key', key);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('file', new Blob([file.bytes]), file.name);
  return fetch(`${service().uploadUrl}/v1/gifs`, { method: 'POST', body: form });
}

describe('upload (operation 10)', () => {
  it('takes an animated GIF as multipart, answers its id, and search finds it by its tags', async () => {
    const { animated } = await mediaOfOneGif();
    const response = await upload(
      { tags: 'zebracorn,uploadtest', source_post_url: 'https://example.org/p/1' },
      { bytes: animated, name: 'a.gif' },
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.meta.status).toBe(200);
    const id = body.data.id as string;
    const found = await get(service().baseUrl, '/v1/gifs/search', {
      api_key: service().keys.approved,
      q: 'zebracorn',
    });
    expect(found.body.data.map((g: { id: string }) => g.id)).toContain(id);
    const one = await get(service().baseUrl, `/v1/gifs/${id}`, { api_key: service().keys.approved });
    const original = one.body.data.images.original;
    const served = new Uint8Array(await (await fetch(original.url)).arrayBuffer());
    expect(served).toEqual(animated);
    expect(original.size).toBe(String(animated.length));
    expect(service().control.uploads()[0]).toMatchObject({
      id,
      via: 'file',
      contentType: 'image/gif',
      tags: ['zebracorn', 'uploadtest'],
    });
  });

  it('takes a video file', async () => {
    const { mp4 } = await mediaOfOneGif();
    const response = await upload({ tags: 'videoupload' }, { bytes: mp4, name: 'a.mp4' });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    const one = await get(service().baseUrl, `/v1/gifs/${data.id}`, { api_key: service().keys.approved });
    expect((await fetch(one.body.data.images.original.mp4)).headers.get('content-type')).toBe('video/mp4');
  });

  it('fetches source_image_url from a loopback address only', async () => {
    const { animatedUrl } = await mediaOfOneGif();
    const ok = await upload({ source_image_url: animatedUrl, tags: 'fromurl' });
    expect(ok.status).toBe(200);
    expect(service().control.uploads()[0]?.via).toBe('source_image_url');
    expect((await upload({ source_image_url: 'https://example.com/a.gif' })).status).toBe(400);
  });

  it.each([
    ['neither file nor URL', {}, undefined],
    ['a single-frame GIF', {}, 'still'],
    ['a text file', {}, 'text'],
  ] as const)('answers 400 for %s', async (_why, fields, which) => {
    const media = await mediaOfOneGif();
    const file =
      which === 'still'
        ? { bytes: media.still, name: 's.gif' }
        : which === 'text'
          ? { bytes: new TextEncoder().encode('hello, not a gif'), name: 'a.gif' }
          : undefined;
    const response = await upload(fields, file);
    expect(response.status).toBe(400);
    expect((await response.json()).meta.status).toBe(400);
    expect(service().control.uploads()).toEqual([]);
  });

  // 100 MB through loopback, streamed from one reused megabyte: the test holds no 100 MB copy
  // (three copies of it took over a minute beside both e2e runs on a slow machine).
  it('refuses a file over 100 MB', { timeout: 120_000 }, async () => {
    const boundary = 'gifdrop-test-boundary';
    const megabyte = new Uint8Array(1024 * 1024);
    const head = new TextEncoder().encode(
      `--${boundary}\r\ncontent-disposition: form-data; name="api_key"\r\n\r\n${service().keys.approved}\r\n` +
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.gif"\r\n` +
        'content-type: application/octet-stream\r\n\r\nGIF89a',
    );
    const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    const parts = [head, ...Array.from({ length: 100 }, () => megabyte), new Uint8Array(1), tail];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = parts.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const response = await fetch(`${service().uploadUrl}/v1/gifs`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(400);
    expect((await response.json()).meta.msg).toMatch(/100 MB/);
  });

  it('401 without a valid key', async () => {
    const { animated } = await mediaOfOneGif();
    expect((await upload({}, { bytes: animated, name: 'a.gif' }, 'wrong')).status).toBe(401);
    expect((await fetch(`${service().uploadUrl}/v1/gifs`, { method: 'POST' })).status).toBe(401);
  });

  it('403 for a channel username unless the app is approved', async () => {
    const { animated } = await mediaOfOneGif();
    const file = { bytes: animated, name: 'a.gif' };
    expect((await upload({ username: 'rock&roll' }, file, service().keys.beta)).status).toBe(403);
    expect((await upload({ username: 'rock&roll' }, file, service().keys.production)).status).toBe(403);
    expect((await upload({ username: 'rock&roll' }, file, service().keys.approved)).status).toBe(200);
  });

  it('429 after 10 uploads a day on a rate-limited key', async () => {
    const { animated } = await mediaOfOneGif();
    const file = { bytes: animated, name: 'a.gif' };
    for (let i = 0; i < 10; i++)
      expect((await upload({ tags: `day${i}` }, file, service().keys.beta)).status).toBe(200);
    const refused = await upload({}, file, service().keys.beta);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await upload({}, file, service().keys.production)).status).toBe(200);
    // Over quota, the body is not even looked at: a text file gets the 429, not a 400.
    const junk = { bytes: new TextEncoder().encode('not a gif'), name: 'x.gif' };
    expect((await upload({}, junk, service().keys.beta)).status).toBe(429);
    const form = new FormData();
    form.set('file', new Blob([junk.bytes]), 'x.gif');
    const keyInQuery = await fetch(`${service().uploadUrl}/v1/gifs?api_key=${service().keys.beta}`, {
      method: 'POST',
      body: form,
    });
    expect(keyInQuery.status).toBe(429);
  });

  it('can be cut half way by a truncated fault', async () => {
    const { animated } = await mediaOfOneGif();
    service().control.injectFault({ route: 'upload', kind: 'truncated' });
    const response = await upload({ tags: 'cut' }, { bytes: animated, name: 'a.gif' });
    await expect(response.text()).rejects.toThrow();
  });
});
