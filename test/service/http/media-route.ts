import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { World } from '../world.ts';
import { ApiError } from './api-error.ts';
import { CORS_HEADERS } from './respond.ts';

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` over a file of `size` bytes; null when unsatisfiable. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

function captions(title: string, format: 'vtt' | 'srt'): string {
  const line = title.replace(/-->/g, '→');
  return format === 'vtt'
    ? `WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n${line}\n`
    : `1\n00:00:00,000 --> 00:00:02,000\n${line}\n`;
}

/** Serves `/media/<item id>/<file>` and `/media/users/<n>/{avatar,banner}.gif`, with Range. */
export function mediaRoute(world: World) {
  return {
    id: 'media',
    pattern: /^\/media\/([^/]+)\/([^/]+)(?:\/([^/]+))?$/,
    async handle(
      req: IncomingMessage,
      res: ServerResponse,
      match: RegExpMatchArray,
      truncate: boolean,
    ): Promise<void> {
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new ApiError(405, 'Method Not Allowed');
      const [, owner = '', second = '', third] = match;
      const captionFormat = /^captions-en\.(vtt|srt)$/.exec(second)?.[1] as 'vtt' | 'srt' | undefined;
      if (captionFormat && third === undefined) {
        const item = world.item(owner);
        if (item?.kind !== 'clip') throw new ApiError(404, 'Not Found');
        const text = captions(item.title, captionFormat);
        res.writeHead(200, {
          ...CORS_HEADERS,
          'content-type':
            captionFormat === 'vtt' ? 'text/vtt; charset=utf-8' : 'application/x-subrip; charset=utf-8',
          'content-length': Buffer.byteLength(text),
        });
        res.end(req.method === 'HEAD' ? undefined : text);
        return;
      }
      const file =
        owner === 'users' && third !== undefined
          ? world.userMediaFile(/^\d+$/.test(second) ? Number(second) : -1, third)
          : third === undefined
            ? world.itemMediaFile(owner, second)
            : undefined;
      if (!file) throw new ApiError(404, 'Not Found: no such media file');
      const headers: Record<string, string | number> = {
        ...CORS_HEADERS,
        'content-type': file.contentType,
        'accept-ranges': 'bytes',
        'cache-control': 'public, max-age=86400',
      };
      const rangeHeader = req.headers.range;
      let range = { start: 0, end: file.size - 1 };
      if (rangeHeader) {
        const parsed = parseRange(rangeHeader, file.size);
        if (!parsed) {
          res.writeHead(416, { ...headers, 'content-range': `bytes */${file.size}` }).end();
          return;
        }
        range = parsed;
        res.writeHead(206, {
          ...headers,
          'content-range': `bytes ${range.start}-${range.end}/${file.size}`,
          'content-length': range.end - range.start + 1,
        });
      } else {
        res.writeHead(200, { ...headers, 'content-length': file.size });
      }
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      if (truncate) {
        // Headers promise the whole range; half of it arrives, then the connection drops.
        const half = { start: range.start, end: range.start + Math.floor((range.end - range.start) / 2) };
        createReadStream(file.path, half)
          .on('data', (chunk) => res.write(chunk))
          .on('end', () => res.socket?.destroy());
        return;
      }
      await pipeline(createReadStream(file.path, range), res);
    },
  };
}
