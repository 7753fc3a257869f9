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
const CLEAN_DOM = `<script>
new MutationObserver(() => {
  for (const child of [...document.documentElement.children])
    if (child !== document.head && child !== document.body) child.remove();
}).observe(document.documentElement, { childList: true });
</script>`;

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
    // For the in-page picker's tests (test/e2e/in-page-panel.spec.ts): `?frame-src=none`, the same
    // page under a policy that allows no frame; `?clean-dom`, a page that removes every element
    // added to its root beside its head and body, as some pages do.
    const policy =
      url.searchParams.get('frame-src') === 'none' ? { 'content-security-policy': "frame-src 'none'" } : {};
    const body = url.searchParams.has('clean-dom') ? Buffer.concat([html, Buffer.from(CLEAN_DOM)]) : html;
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...policy })
      .end(body);
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
