/** Contract: operation 10 (upload) against the reference service. */
import { describe, expect, it } from 'vitest';
import { type Client, encodeBody, searchGifs, trendingGifs, uploadGif } from '../../src/client/index.ts';
import { failureOf, startReferenceService } from './support.ts';

const { service, makeClient, requestsOf } = startReferenceService();

/** A real animated GIF from the service's media, and its URL (the service fetches loopback URLs). */
async function sampleGif(client: Client): Promise<{ blob: Blob; url: string }> {
  const [gif] = (await trendingGifs(client, { limit: 1 })).data;
  const url = gif?.images.fixed_width_small?.url ?? '';
  const blob = await (await fetch(url)).blob();
  return { blob, url };
}

describe('upload (operation 10)', () => {
  it('uploads a file as multipart and the GIF is found by its tags at once', async () => {
    const { client } = makeClient();
    const { blob } = await sampleGif(client);
    const result = await uploadGif(client, {
      file: blob,
      tags: ['zebracorn', 'happy'],
      sourcePostUrl: 'https://example.test/post/1',
    });
    expect(result.id).toEqual(expect.any(String));
    expect(service().control.uploads()).toMatchObject([
      {
        id: result.id,
        via: 'file',
        tags: ['zebracorn', 'happy'],
        sourcePostUrl: 'https://example.test/post/1',
      },
    ]);
    const found = await searchGifs(client, 'zebracorn');
    expect(found.data.map((gif) => gif.id)).toContain(result.id);
  });

  it('takes a body encoded for another context (the offscreen sender) exactly as the form itself', async () => {
    const { blob } = await sampleGif(makeClient().client);
    const handedOver: string[] = [];
    const { client } = makeClient({
      // What Chromium's background does: encode the form, hand the bytes on, send them as they are.
      sendUpload: async (spec) => {
        const { blob: bytes, contentType } = await encodeBody(spec);
        handedOver.push(contentType);
        spec.onProgress?.({ loaded: bytes.size, total: bytes.size });
        const answer = await fetch(spec.url, {
          method: 'POST',
          body: bytes,
          headers: { 'content-type': contentType },
        });
        return {
          status: answer.status,
          retryAfter: answer.headers.get('retry-after'),
          text: await answer.text(),
        };
      },
    });
    const result = await uploadGif(client, { file: blob, tags: ['offscreen'] });
    expect(handedOver).toEqual([expect.stringMatching(/^multipart\/form-data; boundary=/)]);
    expect(service().control.uploads()).toMatchObject([
      { id: result.id, via: 'file', contentType: 'image/gif', bytes: blob.size, tags: ['offscreen'] },
    ]);
  });

  it('uploads from a source URL, posting to the upload address with the key in the body', async () => {
    const { client } = makeClient();
    const { url } = await sampleGif(client);
    const result = await uploadGif(client, { sourceImageUrl: url });
    expect(service().control.uploads()[0]).toMatchObject({ id: result.id, via: 'source_image_url' });
    const [entry] = requestsOf('upload');
    expect(entry).toMatchObject({ method: 'POST', server: 'upload', path: '/v1/gifs', rawQuery: '' });
  });

  it('reports progress from start to end', async () => {
    const { client } = makeClient();
    const { blob } = await sampleGif(client);
    const progress: [number, number][] = [];
    await uploadGif(client, {
      file: blob,
      onProgress: ({ loaded, total }) => progress.push([loaded, total]),
    });
    expect(progress).toEqual([
      [0, blob.size],
      [blob.size, blob.size],
    ]);
  });

  it('refuses before sending: no source, both sources, a file over 100 MB', async () => {
    const { client } = makeClient();
    class Huge extends Blob {
      override get size() {
        return 100 * 1024 * 1024 + 1;
      }
    }
    expect(await failureOf(uploadGif(client, {}))).toMatchObject({ limit: 'upload-source', attempts: 0 });
    expect(
      await failureOf(uploadGif(client, { file: new Blob(['x']), sourceImageUrl: 'http://127.0.0.1/a.gif' })),
    ).toMatchObject({ limit: 'upload-source' });
    expect(await failureOf(uploadGif(client, { file: new Huge([]) }))).toMatchObject({
      limit: 'upload-size',
    });
    expect(requestsOf('upload')).toHaveLength(0);
  });

  it('fails with bad-request for a file that is not an animated GIF or video', async () => {
    const error = await failureOf(uploadGif(makeClient().client, { file: new Blob(['hello']) }));
    expect(error).toMatchObject({ kind: 'bad-request', status: 400, attempts: 1 });
  });

  it('fails with forbidden for a channel username from an app that is not approved', async () => {
    const { client } = makeClient({ apiKey: service().keys.production });
    const { blob } = await sampleGif(client);
    expect(await failureOf(uploadGif(client, { file: blob, username: 'someone' }))).toMatchObject({
      kind: 'forbidden',
      attempts: 1,
    });
  });

  it('fails with unauthorized for an unknown key', async () => {
    const { client } = makeClient();
    const { blob } = await sampleGif(client);
    const stranger = makeClient({ apiKey: 'not-a-key' }).client;
    expect(await failureOf(uploadGif(stranger, { file: blob }))).toMatchObject({ kind: 'unauthorized' });
  });

  it('answers the daily upload limit as rate-limited and never retries it', async () => {
    service().control.setPolicy('beta', { uploadsPerDay: 1 });
    const { client, sleeps } = makeClient({ apiKey: service().keys.beta });
    const { blob } = await sampleGif(client);
    await uploadGif(client, { file: blob });
    const error = await failureOf(uploadGif(client, { file: blob }));
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, attempts: 1 });
    expect(error.retryAfterMs).toBeGreaterThan(3_600_000);
    expect(requestsOf('upload')).toHaveLength(2);
    expect(sleeps).toEqual([]);
  });

  it('cancels through the AbortSignal', async () => {
    const { client } = makeClient();
    const { blob } = await sampleGif(client);
    service().control.injectFault({ route: 'upload', kind: 'hang' });
    const controller = new AbortController();
    const upload = uploadGif(client, { file: blob, signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    expect(await failureOf(upload)).toMatchObject({ kind: 'aborted', attempts: 1 });
  });
});
