/**
 * Upload progress in Chromium. Its service worker has no XMLHttpRequest, and fetch cannot tell how
 * many bytes went up, so the background hands the encoded body to an offscreen document of its
 * own (src/upload-sender/) that sends it with XMLHttpRequest and reports progress over a port.
 * The key stays inside the extension: it is in the body, which goes through the extension's
 * IndexedDB (web pages and content scripts cannot open it) and is deleted once taken. The document
 * exists only while an upload runs. Where there is no offscreen API (Firefox's background page has
 * XMLHttpRequest itself) or the document cannot be made, the upload goes through fetch as before.
 */
import type { Browser } from 'wxt/browser';
import type { RawResponse, UploadSender, XhrFailure, XhrSpec } from '../client/index.ts';
import { encodeBody } from '../client/index.ts';
import { dropFile, handOverFile } from '../messaging/file-handoff.ts';
import {
  parseReport,
  type SenderJob,
  type SenderReport,
  UPLOAD_SENDER_PAGE,
  UPLOAD_SENDER_PORT,
} from '../upload-sender/port-messages.ts';

type Port = Browser.runtime.Port;

export interface OffscreenUploadApis {
  offscreen: Pick<typeof Browser.offscreen, 'createDocument' | 'closeDocument'>;
  runtime: {
    id: string;
    getURL(path: string): string;
    onConnect: {
      addListener(listener: (port: Port) => void): void;
      removeListener(listener: (port: Port) => void): void;
    };
  };
}

/** How long the document may take to load and connect before the upload goes through fetch. */
const START_TIMEOUT_MS = 5000;

const DOCUMENT = {
  url: UPLOAD_SENDER_PAGE,
  // The reason closest to the job: the document sends a Blob (the encoded body) with XMLHttpRequest.
  reasons: ['BLOBS' as Browser.offscreen.Reason],
  justification: 'Sends the file the person uploads with XMLHttpRequest, to show its progress.',
};

interface Job {
  spec: XhrSpec;
  /** The response, or why there is none (the upload operation turns that into its error). */
  settle(outcome: RawResponse | XhrFailure): void;
}

const senderClosed: XhrFailure = { failure: 'network', message: 'the upload sender closed' };

/**
 * The upload sender for the background, or undefined where the browser has no offscreen
 * documents. Returns `undefined` for an upload when the document could not be had (nothing was sent).
 */
export function createOffscreenUploadSender(
  apis: OffscreenUploadApis | undefined,
  signal?: AbortSignal,
): UploadSender | undefined {
  if (!apis) return undefined;
  const { offscreen, runtime } = apis;
  const pageUrl = runtime.getURL(UPLOAD_SENDER_PAGE);
  const jobs = new Map<string, Job>();
  let port: Port | undefined;
  let connected: ((port: Port) => void) | undefined;
  let starting: Promise<Port | undefined> | undefined;
  let closing: Promise<unknown> = Promise.resolve();

  /** Ends a job with its outcome; with none left, the document goes away until the next upload. */
  const finish = (id: string, outcome: RawResponse | XhrFailure) => {
    const job = jobs.get(id);
    if (!job) return;
    jobs.delete(id);
    job.settle(outcome);
    if (jobs.size > 0 || !port) return;
    port = undefined;
    starting = undefined;
    closing = offscreen.closeDocument().catch(() => undefined);
  };
  const onReport = (report: SenderReport) => {
    if (report.type === 'progress') {
      jobs.get(report.id)?.spec.onProgress?.({ loaded: report.loaded, total: report.total });
      return;
    }
    finish(
      report.id,
      report.type === 'answer'
        ? { status: report.status, retryAfter: report.retryAfter, text: report.text }
        : { failure: report.kind, message: report.message },
    );
  };
  const onConnect = (candidate: Port) => {
    if (candidate.name !== UPLOAD_SENDER_PORT) return;
    const { sender } = candidate;
    // Only our own offscreen document, never a tab or another page of the extension.
    if (sender?.id !== runtime.id || sender.url !== pageUrl || sender.tab || !connected) {
      candidate.disconnect();
      return;
    }
    port = candidate;
    candidate.onMessage.addListener((message: unknown) => {
      const report = parseReport(message);
      if (report) onReport(report);
    });
    candidate.onDisconnect.addListener(() => {
      if (port !== candidate) return;
      // Gone already: nothing to close.
      port = undefined;
      starting = undefined;
      for (const id of [...jobs.keys()]) finish(id, senderClosed);
    });
    connected(candidate);
    connected = undefined;
  };
  runtime.onConnect.addListener(onConnect);
  signal?.addEventListener('abort', () => runtime.onConnect.removeListener(onConnect), { once: true });

  const start = async (): Promise<Port | undefined> => {
    await closing;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connection = new Promise<Port | undefined>((resolve) => {
      connected = resolve;
      timer = setTimeout(() => resolve(undefined), START_TIMEOUT_MS);
    });
    try {
      await offscreen.createDocument(DOCUMENT);
    } catch {
      // Left over from a worker that stopped: close it and make a fresh one that connects to us.
      try {
        await offscreen.closeDocument();
        await offscreen.createDocument(DOCUMENT);
      } catch {
        clearTimeout(timer);
        connected = undefined;
        return undefined;
      }
    }
    const ready = await connection;
    clearTimeout(timer);
    connected = undefined;
    return ready;
  };

  return async (spec: XhrSpec): Promise<RawResponse | XhrFailure | undefined> => {
    if (!port) starting ??= start();
    const current = port ?? (await starting);
    if (!current) {
      starting = undefined;
      return undefined;
    }
    const { blob, contentType } = await encodeBody(spec);
    const fileToken = await handOverFile(blob);
    const id = crypto.randomUUID();
    return new Promise<RawResponse | XhrFailure>((resolve) => {
      const onAbort = () => post({ type: 'abort', id });
      const post = (job: SenderJob) => {
        try {
          current.postMessage(job);
        } catch {
          finish(id, senderClosed);
        }
      };
      jobs.set(id, {
        spec,
        settle: (outcome) => {
          spec.signal?.removeEventListener('abort', onAbort);
          // Taken by the document already, or never: either way nothing of it is left behind.
          if ('failure' in outcome) void dropFile(fileToken);
          resolve(outcome);
        },
      });
      spec.signal?.addEventListener('abort', onAbort, { once: true });
      post({ type: 'send', id, fileToken, url: spec.url, contentType, timeoutMs: spec.timeoutMs });
    });
  };
}
