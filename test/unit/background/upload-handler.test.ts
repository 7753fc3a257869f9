import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createUploadHandler } from '../../../src/background/upload-handler.ts';
import { createClient } from '../../../src/client/index.ts';
import { handOverFile, takeFile } from '../../../src/messaging/file-handoff.ts';

const sender = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/upload.html') };

/** The upload address, recording what it was sent. */
function fakeUploadService() {
  const forms: FormData[] = [];
  const fetch = vi.fn(async (_input: string | URL | Request, init?: RequestInit) => {
    forms.push(init?.body as FormData);
    return new Response(
      JSON.stringify({ data: { id: 'New1' }, meta: { status: 200, msg: 'OK', response_id: 'r' } }),
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
      },
    );
  });
  return { forms, fetch };
}

describe('uploadGif in the background', () => {
  it('takes the handed-over file, sends it with the key the page never sees, and leaves no copy', async () => {
    const service = fakeUploadService();
    const makeClient = vi.fn(async () =>
      createClient({
        baseUrl: 'http://127.0.0.1:1',
        uploadUrl: 'http://127.0.0.1:2',
        apiKey: 'secret-key',
        fetch: service.fetch as typeof fetch,
        XMLHttpRequest: null,
      }),
    );
    const progress = vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockResolvedValue(undefined);
    const { uploadGif } = createUploadHandler(makeClient);
    const token = await handOverFile(new Blob(['GIF89a…'], { type: 'image/gif' }));

    const result = await uploadGif(
      { fileToken: token, fileName: 'cat.gif', tags: ['cat', 'dance'], progressId: 'p1' },
      sender,
    );

    expect(result).toEqual({ id: 'New1' });
    expect(makeClient).toHaveBeenCalledWith({ xhr: true });
    const form = service.forms[0] as FormData;
    expect(form.get('api_key')).toBe('secret-key');
    expect(form.get('tags')).toBe('cat,dance');
    expect((form.get('file') as File).name).toBe('cat.gif');
    expect(await takeFile(token)).toBeUndefined();
    // Fetch knows the start and the end (9 bytes: the ellipsis takes 3): both reach the page.
    expect(progress).toHaveBeenCalledWith({ type: 'uploadProgress', progressId: 'p1', loaded: 9, total: 9 });
  });

  it('refuses a token whose file was never handed over, sending nothing', async () => {
    const service = fakeUploadService();
    const makeClient = vi.fn();
    const { uploadGif } = createUploadHandler(makeClient);
    await expect(uploadGif({ fileToken: 'nothing-here' }, sender)).rejects.toThrow(
      'The file to upload was not handed over',
    );
    expect(makeClient).not.toHaveBeenCalled();
    expect(service.fetch).not.toHaveBeenCalled();
  });
});
