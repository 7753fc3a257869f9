import { describe, expect, it } from 'vitest';
import { ServiceError, uploadGif } from '../../../src/client/index.ts';
import { fakeClient, ok, scriptFetch } from './fake-fetch.ts';

/** Just enough XMLHttpRequest to drive the upload path: progress events, abort, timeout. */
class FakeXhr {
  static last: FakeXhr | undefined;
  static answer:
    | { status: number; text: string; headers?: Record<string, string> }
    | 'error'
    | 'timeout'
    | 'hang' = {
    status: 200,
    text: JSON.stringify(ok({ id: 'new1' }).body),
  };
  method = '';
  url = '';
  timeout = 0;
  responseType = '';
  status = 0;
  responseText = '';
  body: unknown;
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  getResponseHeader(name: string) {
    return this.headers[name] ?? null;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    FakeXhr.last = this;
    this.body = body;
    const answer = FakeXhr.answer;
    queueMicrotask(() => {
      if (answer === 'hang') return;
      if (answer === 'error') return this.onerror?.();
      if (answer === 'timeout') return this.ontimeout?.();
      this.upload.onprogress?.({ loaded: 500, total: 1000 });
      this.upload.onprogress?.({ loaded: 1000, total: 1000 });
      this.status = answer.status;
      this.responseText = answer.text;
      this.headers = answer.headers ?? {};
      this.onload?.();
    });
  }
}

const gif = () => new Blob([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], { type: 'image/gif' });

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('expected a ServiceError');
};

describe('uploadGif through XMLHttpRequest', () => {
  const xhrClient = () =>
    fakeClient(scriptFetch(ok([])), { XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest }).client;

  it('posts multipart to the upload address and reports progress', async () => {
    FakeXhr.answer = { status: 200, text: JSON.stringify(ok({ id: 'new1' }).body) };
    const progress: number[] = [];
    const result = await uploadGif(xhrClient(), {
      file: gif(),
      tags: ['cat', 'happy'],
      sourcePostUrl: 'https://example.test/post',
      onProgress: ({ loaded, total }) => progress.push(loaded / total),
    });
    expect(result).toEqual({ id: 'new1' });
    expect(progress).toEqual([0.5, 1]);
    const sent = FakeXhr.last;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('https://upload.example.test/v1/gifs');
    const form = sent?.body as FormData;
    expect(form.get('api_key')).toBe('key');
    expect(form.get('tags')).toBe('cat,happy');
    expect(form.get('source_post_url')).toBe('https://example.test/post');
    expect(form.get('file')).toBeInstanceOf(Blob);
  });

  it.each([
    ['a network error', 'error' as const, 'network'],
    ['a timeout', 'timeout' as const, 'timeout'],
    ['a 429', { status: 429, text: '', headers: { 'retry-after': '86400' } }, 'rate-limited'],
    ['a 500 (never retried)', { status: 500, text: '' }, 'server'],
    ['a body without an id', { status: 200, text: JSON.stringify(ok({}).body) }, 'invalid-response'],
  ])('maps %s', async (_name, answer, kind) => {
    FakeXhr.answer = answer;
    expect(await failure(uploadGif(xhrClient(), { file: gif() }))).toMatchObject({ kind, attempts: 1 });
  });

  it('cancels through the AbortSignal', async () => {
    FakeXhr.answer = 'hang';
    const controller = new AbortController();
    const upload = uploadGif(xhrClient(), { file: gif(), signal: controller.signal });
    controller.abort();
    expect(await failure(upload)).toMatchObject({ kind: 'aborted' });
  });
});

describe("uploadGif through another context's sender (Chromium's offscreen document)", () => {
  it('uses the sender before XMLHttpRequest, and its progress reaches the caller', async () => {
    const fake = scriptFetch(ok({ id: 'unused' }));
    const progress: number[] = [];
    const { client } = fakeClient(fake, {
      XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest,
      sendUpload: async (spec) => {
        spec.onProgress?.({ loaded: 3, total: 6 });
        spec.onProgress?.({ loaded: 6, total: 6 });
        return { status: 200, retryAfter: null, text: JSON.stringify(ok({ id: 'via-sender' }).body) };
      },
    });
    FakeXhr.last = undefined;
    const result = await uploadGif(client, {
      file: gif(),
      onProgress: ({ loaded, total }) => progress.push(loaded / total),
    });
    expect(result).toEqual({ id: 'via-sender' });
    expect(progress).toEqual([0.5, 1]);
    expect(FakeXhr.last).toBeUndefined();
    expect(fake.calls).toHaveLength(0);
  });

  it('goes through fetch when the sender cannot be had (nothing was sent)', async () => {
    const fake = scriptFetch(ok({ id: 'via-fetch' }));
    const { client } = fakeClient(fake, { XMLHttpRequest: null, sendUpload: async () => undefined });
    expect(await uploadGif(client, { file: gif() })).toEqual({ id: 'via-fetch' });
    expect(fake.calls).toHaveLength(1);
  });
});

describe('uploadGif through fetch (service worker, Node)', () => {
  it('reports the start and the end, and never retries', async () => {
    const fake = scriptFetch({ status: 503, text: '' });
    const { client, sleeps } = fakeClient(fake);
    const progress: [number, number][] = [];
    const error = await failure(
      uploadGif(client, { file: gif(), onProgress: ({ loaded, total }) => progress.push([loaded, total]) }),
    );
    expect(error).toMatchObject({ kind: 'server', attempts: 1 });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.init?.method).toBe('POST');
    expect(sleeps).toEqual([]);
    // The body went out in full; the answer was an error.
    expect(progress).toEqual([
      [0, 6],
      [6, 6],
    ]);
  });

  it('refuses before sending: no source, both sources, too large', async () => {
    const fake = scriptFetch(ok({ id: 'x' }));
    const { client } = fakeClient(fake);
    class Huge extends Blob {
      override get size() {
        return 100 * 1024 * 1024 + 1;
      }
    }
    expect(await failure(uploadGif(client, {}))).toMatchObject({ limit: 'upload-source', attempts: 0 });
    expect(
      await failure(uploadGif(client, { file: gif(), sourceImageUrl: 'https://example.test/a.gif' })),
    ).toMatchObject({ limit: 'upload-source' });
    expect(await failure(uploadGif(client, { file: new Huge([]) }))).toMatchObject({
      kind: 'bad-request',
      limit: 'upload-size',
    });
    expect(fake.calls).toHaveLength(0);
  });
});
