import { createWriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { ApiError, badRequest } from './api-error.ts';

/** docs/interface.md §8: uploads are at most 100 MB. */
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
const FORM_MAX_BYTES = 1024 * 1024;

export interface UploadBody {
  fields: Record<string, string>;
  /** The `file` part, written to disk, or null when the request sent none. */
  file: { path: string; bytes: number } | null;
}

/**
 * Reads an upload request: multipart (`file` plus fields) or a urlencoded form. The file goes to
 * `tempPath`; a file over 100 MB is refused without keeping it in memory.
 */
export async function readUploadBody(req: IncomingMessage, tempPath: string): Promise<UploadBody> {
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) return readMultipart(req, tempPath);
  if (type.startsWith('application/x-www-form-urlencoded')) {
    let text = '';
    for await (const chunk of req) {
      text += chunk;
      if (text.length > FORM_MAX_BYTES) throw badRequest('form body too large; send the file as multipart');
    }
    return { fields: Object.fromEntries(new URLSearchParams(text)), file: null };
  }
  // No body (parameters in the query string only).
  req.resume();
  return { fields: {}, file: null };
}

function readMultipart(req: IncomingMessage, tempPath: string): Promise<UploadBody> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: UploadBody['file'] = null;
    let writing: Promise<void> = Promise.resolve();
    let tooLarge = false;
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20 } });
    } catch {
      reject(badRequest('malformed multipart body'));
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      if (name !== 'file') {
        stream.resume();
        return;
      }
      const path = tempPath;
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      stream.on('limit', () => {
        tooLarge = true;
      });
      writing = pipeline(stream, createWriteStream(path)).then(() => {
        file = { path, bytes };
      });
    });
    parser.on('error', () => reject(badRequest('malformed multipart body')));
    parser.on('close', () => {
      writing.then(() => {
        if (tooLarge) reject(badRequest(`file larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`));
        else resolve({ fields, file });
      }, reject);
    });
    req.pipe(parser);
  });
}

/** Downloads `source_image_url`: loopback hosts only (tests serve the files), 100 MB at most. */
export async function fetchSourceImage(url: string): Promise<Buffer> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest('source_image_url is not a URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw badRequest('source_image_url must be http(s)');
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname)) {
    throw badRequest('source_image_url must be on a loopback address in the reference service');
  }
  let response: Response;
  try {
    response = await fetch(parsed, { signal: AbortSignal.timeout(30_000) });
  } catch {
    throw badRequest('source_image_url could not be fetched');
  }
  if (!response.ok || !response.body) throw badRequest(`source_image_url answered ${response.status}`);
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    if (bytes > UPLOAD_MAX_BYTES) throw new ApiError(400, 'Bad Request: file larger than 100 MB');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
