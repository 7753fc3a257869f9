import { describe, expect, it, vi } from 'vitest';
import {
  createOffscreenUploadSender,
  type OffscreenUploadApis,
} from '../../../src/background/offscreen-upload.ts';
import { takeFile } from '../../../src/messaging/file-handoff.ts';
import { parseJob, UPLOAD_SENDER_PORT } from '../../../src/upload-sender/port-messages.ts';

type Port = Parameters<Parameters<OffscreenUploadApis['runtime']['onConnect']['addListener']>[0]>[0];

/** A port as the background sees it, and what the document end does with it. */
function fakePort(sender: { id?: string; url?: string; tab?: object }) {
  const messageListeners: ((message: unknown) => void)[] = [];
  const disconnectListeners: (() => void)[] = [];
  const posted: unknown[] = [];
  let disconnected = false;
  const port = {
    name: UPLOAD_SENDER_PORT,
    sender,
    postMessage: (message: unknown) => posted.push(message),
    disconnect: () => {
      disconnected = true;
    },
    onMessage: { addListener: (listener: (message: unknown) => void) => messageListeners.push(listener) },
    onDisconnect: { addListener: (listener: () => void) => disconnectListeners.push(listener) },
  } as unknown as Port;
  return {
    port,
    posted,
    isDisconnected: () => disconnected,
    report: (message: unknown) => {
      for (const listener of messageListeners) listener(message);
    },
    close: () => {
      for (const listener of disconnectListeners) listener();
    },
  };
}

function harness(connectAs: { id?: string; url?: string; tab?: object }) {
  const listeners: ((port: Port) => void)[] = [];
  const calls: string[] = [];
  const ports: ReturnType<typeof fakePort>[] = [];
  const apis: OffscreenUploadApis = {
    runtime: {
      id: 'ext',
      getURL: (path) => `chrome-extension://ext${path}`,
      onConnect: { addListener: (listener) => listeners.push(listener), removeListener: () => undefined },
    },
    offscreen: {
      createDocument: async () => {
        calls.push('create');
        // The document loads and connects, as the real one does in its first turn.
        const end = fakePort(connectAs);
        ports.push(end);
        queueMicrotask(() => {
          for (const listener of listeners) listener(end.port);
        });
      },
      closeDocument: async () => {
        calls.push('close');
      },
    },
  };
  return { send: createOffscreenUploadSender(apis), calls, ports };
}

const OWN_PAGE = { id: 'ext', url: 'chrome-extension://ext/upload-sender.html' };
const spec = (onProgress?: (progress: { loaded: number; total: number }) => void) => {
  const body = new FormData();
  body.append('api_key', 'secret');
  body.append('file', new Blob(['GIF89a']), 'a.gif');
  return {
    operation: 'upload',
    url: 'https://upload.example.test/v1/gifs',
    body,
    timeoutMs: 1000,
    onProgress,
  };
};

describe('offscreen upload sender', () => {
  it('hands the encoded body over, passes progress on, resolves with the answer and closes the document', async () => {
    const h = harness(OWN_PAGE);
    const progress: number[] = [];
    const sending = h.send?.(spec(({ loaded, total }) => progress.push(loaded / total)));
    await expect.poll(() => h.ports[0]?.posted.length).toBe(1);
    const end = h.ports[0] as ReturnType<typeof fakePort>;
    const job = parseJob(end.posted[0]);
    if (job?.type !== 'send') throw new Error('a send job');
    expect(job).toMatchObject({ url: 'https://upload.example.test/v1/gifs', timeoutMs: 1000 });
    expect(job.contentType).toMatch(/^multipart\/form-data; boundary=/);
    // The key is in the handed-over body, never in the message.
    expect(JSON.stringify(job)).not.toContain('secret');
    expect(await (await takeFile(job.fileToken))?.text()).toContain('secret');
    end.report({ type: 'progress', id: job.id, loaded: 50, total: 100 });
    end.report({ type: 'progress', id: 'someone-else', loaded: 1, total: 100 });
    end.report({ type: 'progress', id: job.id, loaded: 'lots', total: 100 });
    end.report({ type: 'answer', id: job.id, status: 200, retryAfter: null, text: '{}' });
    expect(await sending).toEqual({ status: 200, retryAfter: null, text: '{}' });
    expect(progress).toEqual([0.5]);
    expect(h.calls).toEqual(['create', 'close']);
  });

  it('ends the upload as a network failure when the document goes away mid-way', async () => {
    const h = harness(OWN_PAGE);
    const sending = h.send?.(spec());
    await expect.poll(() => h.ports[0]?.posted.length).toBe(1);
    h.ports[0]?.close();
    expect(await sending).toEqual({ failure: 'network', message: 'the upload sender closed' });
  });

  it('refuses a port that is not its own offscreen document, and then lets fetch send instead', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (const stranger of [
        { id: 'ext', url: 'chrome-extension://ext/upload.html' },
        { id: 'ext', url: 'chrome-extension://ext/upload-sender.html', tab: { id: 3 } },
        { id: 'other', url: 'chrome-extension://other/upload-sender.html' },
      ]) {
        const h = harness(stranger);
        const sending = h.send?.(spec());
        for (let turn = 0; turn < 50 && !h.ports[0]?.isDisconnected(); turn++) await Promise.resolve();
        expect(h.ports[0]?.isDisconnected()).toBe(true);
        expect(h.ports[0]?.posted).toEqual([]);
        // It waits for its own document a while, then gives up: undefined, nothing was sent.
        await vi.advanceTimersByTimeAsync(5000);
        expect(await sending).toBeUndefined();
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
