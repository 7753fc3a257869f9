/**
 * POST through XMLHttpRequest, the one browser API that reports upload progress. Extension pages
 * have it; a service worker does not, and the upload falls back to fetch there.
 */
import type { RawAnswer } from './answer.ts';
import { ServiceError } from './errors.ts';

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send in all (the multipart body, a little more than the file). */
  total: number;
}

export interface XhrSpec {
  operation: string;
  url: string;
  /** The multipart form, or its bytes already encoded (with `contentType`). */
  body: FormData | Blob;
  /** The body's type when it is bytes: `multipart/form-data; boundary=…`. */
  contentType?: string | undefined;
  signal?: AbortSignal | undefined;
  timeoutMs: number;
  onProgress?: ((progress: UploadProgress) => void) | undefined;
}

/**
 * A transport for the upload's body that reports progress: XMLHttpRequest here or in another
 * context. Resolves undefined when it cannot be had at all (nothing was sent): fetch goes instead.
 */
export type UploadSender = (spec: XhrSpec) => Promise<RawAnswer | undefined>;

/**
 * The body's bytes as the browser would send them, with their type (`multipart/form-data;
 * boundary=…` for a form), for handing them to another context that sends them.
 */
export async function encodeBody(spec: Pick<XhrSpec, 'url' | 'body' | 'contentType'>): Promise<{
  blob: Blob;
  contentType: string;
}> {
  const request = new Request(spec.url, { method: 'POST', body: spec.body });
  const contentType = spec.contentType ?? request.headers.get('content-type') ?? '';
  return { blob: await request.blob(), contentType };
}

/** Sends `body` and resolves with the whole answer; transport failures become ServiceErrors. */
export function sendWithXhr(Xhr: typeof XMLHttpRequest, spec: XhrSpec): Promise<RawAnswer> {
  const { operation, signal } = spec;
  return new Promise((resolve, reject) => {
    const fail = (kind: 'network' | 'timeout' | 'aborted', message: string) =>
      reject(new ServiceError(kind, `${operation}: ${message}`, { operation }));
    if (signal?.aborted) {
      fail('aborted', 'cancelled');
      return;
    }
    const xhr = new Xhr();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', spec.url);
    xhr.timeout = spec.timeoutMs;
    xhr.responseType = 'text';
    if (spec.contentType) xhr.setRequestHeader('content-type', spec.contentType);
    if (spec.onProgress) {
      const report = spec.onProgress;
      xhr.upload.onprogress = (event) => report({ loaded: event.loaded, total: event.total });
    }
    xhr.onload = () => {
      settle();
      resolve({
        status: xhr.status,
        retryAfter: xhr.getResponseHeader('retry-after'),
        text: xhr.responseText,
      });
    };
    xhr.onerror = () => {
      settle();
      fail('network', 'the upload failed');
    };
    xhr.ontimeout = () => {
      settle();
      fail('timeout', `no answer within ${spec.timeoutMs} ms`);
    };
    xhr.onabort = () => {
      settle();
      fail('aborted', 'cancelled');
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(spec.body);
  });
}
