/**
 * POST through XMLHttpRequest, the one browser API that reports upload progress. Extension pages
 * have it; a service worker does not (Chromium's hands the body to an offscreen document that
 * runs this). Nothing here is imported but types, so the offscreen document loads only this.
 */
import type { RawResponse } from './response.ts';

/** A request that got no response; the upload operation turns it into a ServiceError. */
export interface XhrFailure {
  failure: 'network' | 'timeout' | 'aborted';
  message: string;
}

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
export type UploadSender = (spec: XhrSpec) => Promise<RawResponse | XhrFailure | undefined>;

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

/** Sends `body` and resolves with the whole response, or with why there is none; never rejects. */
export function sendWithXhr(Xhr: typeof XMLHttpRequest, spec: XhrSpec): Promise<RawResponse | XhrFailure> {
  const { signal } = spec;
  return new Promise((resolve) => {
    const fail = (failure: XhrFailure['failure'], message: string) => resolve({ failure, message });
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
      fail('timeout', `no response within ${spec.timeoutMs} ms`);
    };
    xhr.onabort = () => {
      settle();
      fail('aborted', 'cancelled');
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(spec.body);
  });
}
