import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, STATUS_TEXT } from './api-error.ts';

/** CORS as the real service sends it: any origin may read the answers. */
export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, range',
  'access-control-expose-headers': 'retry-after, content-range, content-length',
} as const;

export interface MetaObject {
  status: number;
  msg: string;
  response_id: string;
}

export function meta(status: number, msg: string, responseId: string): MetaObject {
  return { status, msg, response_id: responseId };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** An error answer in the form of whoever gives it: `{ data: [], meta }`, or the gateway's `{ message }`. */
export function sendError(res: ServerResponse, error: ApiError): void {
  const body =
    error.form === 'gateway'
      ? { message: error.message }
      : { data: [], meta: meta(error.status, error.message, '') };
  sendJson(res, error.status, body, error.headers);
}

/** Any thrown value as an answer: ApiErrors as they are, anything else as a 500. */
export function sendFailure(res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof ApiError) sendError(res, error);
  else
    sendError(res, new ApiError(500, `Internal Server Error: ${(error as Error)?.message ?? String(error)}`));
}

export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? 'Error';
}

/** Splits `req.url` into the path and the raw query string exactly as received. */
export function splitUrl(req: IncomingMessage): { path: string; rawQuery: string } {
  const url = req.url ?? '/';
  const mark = url.indexOf('?');
  return mark === -1
    ? { path: url, rawQuery: '' }
    : { path: url.slice(0, mark), rawQuery: url.slice(mark + 1) };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
