import type { ServerResponse } from 'node:http';
import type { FaultSpec } from '../types.ts';
import { ApiError } from './api-error.ts';
import { CORS_HEADERS, meta, sendError, sendJson, sleep, statusText } from './respond.ts';

/**
 * Applies an injected fault before the request is answered. Returns `answered` when the fault
 * produced the whole answer (or none, for hang and reset), `truncate` when the normal answer must
 * be cut half way, and `continue` otherwise (after any latency).
 */
export async function applyFault(
  fault: FaultSpec | null,
  res: ServerResponse,
  shape: 'list' | 'single',
): Promise<'answered' | 'truncate' | 'continue'> {
  if (!fault) return 'continue';
  switch (fault.kind) {
    case 'latency':
      await sleep(fault.latencyMs ?? 1000);
      return 'continue';
    case 'status': {
      const status = fault.status ?? 500;
      const headers: Record<string, string> = {};
      if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter);
      const msg = status === 429 ? 'API rate limit exceeded' : `${statusText(status)} (injected)`;
      sendError(res, new ApiError(status, msg, headers));
      return 'answered';
    }
    case 'malformed': {
      const text = '{"data": [{"id": "abc", "images": }, <html>oops';
      res.writeHead(200, {
        ...CORS_HEADERS,
        'content-type': 'application/json',
        'content-length': text.length,
      });
      res.end(text);
      return 'answered';
    }
    case 'synthetic':
      // docs/interface.md §7.2: status 200, an empty response_id, everything else empty.
      sendJson(res, 200, { data: shape === 'list' ? [] : {}, meta: meta(200, 'OK', '') });
      return 'answered';
    case 'hang':
      // Never answer; the socket closes when the client gives up or the service stops.
      return 'answered';
    case 'reset':
      res.socket?.resetAndDestroy();
      return 'answered';
    case 'truncated':
      return 'truncate';
  }
}

/** Sends the first half of a JSON answer with the full Content-Length, then cuts the connection. */
export function sendTruncated(res: ServerResponse, body: unknown): void {
  const text = Buffer.from(JSON.stringify(body));
  res.writeHead(200, { ...CORS_HEADERS, 'content-type': 'application/json', 'content-length': text.length });
  res.write(text.subarray(0, Math.floor(text.length / 2)), () => res.socket?.destroy());
}
