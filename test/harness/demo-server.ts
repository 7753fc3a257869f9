import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DemoServer {
  /** The demo composer page, e.g. `http://127.0.0.1:8473/`. */
  url: string;
  close(): Promise<void>;
}

const PAGE = new URL('./demo/index.html', import.meta.url);

/**
 * Serves the demo composer page (an input, a textarea and a contenteditable) on 127.0.0.1: a real
 * web page for trying and testing the extension, with nothing extension-specific in it.
 */
export async function startDemoServer(port = 0): Promise<DemoServer> {
  const html = await readFile(PAGE);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' || (url.pathname !== '/' && url.pathname !== '/index.html')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    // `?frame-src=none`: the same page under a policy that allows no frame (the in-page picker's
    // fallback, test/e2e/in-page-panel.spec.ts).
    const policy =
      url.searchParams.get('frame-src') === 'none' ? { 'content-security-policy': "frame-src 'none'" } : {};
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...policy })
      .end(html);
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
