/**
 * The offscreen document's one job (Chromium only): send upload bodies with XMLHttpRequest, whose
 * `upload.onprogress` is the only browser API that follows the bytes going up. It connects to the
 * background, which alone decides what is sent where; the body arrives through the extension's
 * IndexedDB (messaging/file-handoff.ts) and is gone from there once taken.
 */
// The one module of the client it needs, not the client's index: this page loads nothing more.
import { sendWithXhr } from '../client/xhr.ts';
import { takeFile } from '../messaging/file-handoff.ts';
import { parseJob, type SenderJob, type SenderReport, UPLOAD_SENDER_PORT } from './port-messages.ts';

type SendJob = Extract<SenderJob, { type: 'send' }>;

async function send(job: SendJob, signal: AbortSignal, report: (message: SenderReport) => void) {
  const { id } = job;
  try {
    const body = await takeFile(job.fileToken);
    if (!body) {
      report({ type: 'failed', id, kind: 'network', message: 'the body was not handed over' });
      return;
    }
    const answer = await sendWithXhr(XMLHttpRequest, {
      operation: 'upload',
      url: job.url,
      body,
      contentType: job.contentType,
      signal,
      timeoutMs: job.timeoutMs,
      onProgress: ({ loaded, total }) => report({ type: 'progress', id, loaded, total }),
    });
    if ('failure' in answer) report({ type: 'failed', id, kind: answer.failure, message: answer.message });
    else report({ type: 'answer', id, ...answer });
  } catch (error) {
    // The hand-off store could not be read.
    report({ type: 'failed', id, kind: 'network', message: String(error).slice(0, 500) });
  }
}

/** Chromium's own API: this page exists only there (offscreen documents), and shares no chunk. */
declare const chrome: {
  runtime: {
    connect(info: { name: string }): {
      postMessage(message: unknown): void;
      onMessage: { addListener(listener: (message: unknown) => void): void };
      onDisconnect: { addListener(listener: () => void): void };
    };
  };
};

/** Connects to the background and sends what it asks for until the document is closed. */
export function startUploadSender(): void {
  const port = chrome.runtime.connect({ name: UPLOAD_SENDER_PORT });
  const running = new Map<string, AbortController>();
  const report = (message: SenderReport) => {
    try {
      port.postMessage(message);
    } catch {
      // The background went away: nobody is waiting for this report.
    }
  };
  port.onMessage.addListener((message: unknown) => {
    const job = parseJob(message);
    if (!job) return;
    if (job.type === 'abort') {
      running.get(job.id)?.abort();
      return;
    }
    const controller = new AbortController();
    running.set(job.id, controller);
    void send(job, controller.signal, report).finally(() => running.delete(job.id));
  });
  // Without the background there is no one to report to: stop every upload in flight.
  port.onDisconnect.addListener(() => {
    for (const controller of running.values()) controller.abort();
  });
}
