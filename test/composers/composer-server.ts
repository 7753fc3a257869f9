import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface ComposerServer {
  /** The bench's pages, e.g. `http://127.0.0.1:40123/`. */
  url: string;
  /** The same pages from another port: another origin, for cross-origin frames. */
  otherOriginUrl: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** Pages served with a site's policy header: Trusted Types enforced (Gmail, YouTube, LinkedIn). */
const TRUSTED_TYPES = { 'content-security-policy': "require-trusted-types-for 'script'" };
const PAGE_HEADERS: Record<string, Record<string, string>> = {
  'trusted-types.html': TRUSTED_TYPES,
  'trusted-types-default.html': TRUSTED_TYPES,
};

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** Serves the built composer pages from `dir` on 127.0.0.1, twice (two ports, two origins). */
export async function startComposerServer(dir: string): Promise<ComposerServer> {
  const root = path.resolve(dir);
  const handle: Parameters<typeof createServer>[1] = async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    const file = path.resolve(root, `.${pathname.endsWith('/') ? `${pathname}index.html` : pathname}`);
    if (req.method !== 'GET' || !file.startsWith(root + path.sep)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    try {
      const body = await readFile(file);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const headers = PAGE_HEADERS[path.basename(file)] ?? {};
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store', ...headers }).end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  };
  const servers = [createServer(handle), createServer(handle)] as const;
  const [url, otherOriginUrl] = await Promise.all(servers.map(listen));
  return {
    url: url ?? '',
    otherOriginUrl: otherOriginUrl ?? '',
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}
