/**
 * A real-network profile on the loopback: an HTTP proxy the browser sends every request through,
 * which adds one round trip (100 ms by default) to each request and one more to each new
 * connection (its TCP handshake), and lets media (image/*, video/*) through a link shared by all
 * of them at 10 Mbit/s. It keeps a log of what went through, to tell round trips apart.
 */
import {
  Agent,
  type ClientRequest,
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';

export interface ProxyRequest {
  /** Milliseconds since the proxy started, when the request reached it. */
  at: number;
  /** When its last byte left the proxy. */
  done: number;
  connection: number;
  /** The connection's first request: it paid the handshake's round trip. */
  newConnection: boolean;
  method: string;
  url: string;
  status: number;
  bytes: number;
}

export interface SlowProxy {
  /** `127.0.0.1:port`, for the browsers' proxy settings. */
  host: string;
  port: number;
  log: ProxyRequest[];
  now(): number;
  close(): Promise<void>;
}

export interface SlowProxyOptions {
  roundTripMs?: number;
  mediaBitsPerSecond?: number;
}

// The emulated link's delays: holding bytes back for a time is what this proxy is for.
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startSlowProxy({
  roundTripMs = 100,
  mediaBitsPerSecond = 10_000_000,
}: SlowProxyOptions = {}): Promise<SlowProxy> {
  const started = performance.now();
  const now = () => performance.now() - started;
  const log: ProxyRequest[] = [];
  // Between the proxy and the service (both on this machine) connections are kept: the costs
  // measured are those of the browser's side.
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const sockets = new Set<Socket>();
  const served = new WeakMap<Socket, { id: number; requests: number }>();
  let connections = 0;
  /** When the shared media link is free again. */
  let linkFreeAt = 0;

  const sendThrottled = async (upstream: IncomingMessage, response: ServerResponse, entry: ProxyRequest) => {
    try {
      for await (const chunk of upstream as AsyncIterable<Buffer>) {
        // A page closed mid-download takes its bytes off the link (its answer is let go on 'close').
        if (response.destroyed) return;
        const start = Math.max(now(), linkFreeAt);
        linkFreeAt = start + (chunk.length * 8 * 1000) / mediaBitsPerSecond;
        await pause(linkFreeAt - now());
        if (response.destroyed) return;
        if (!response.write(chunk))
          await new Promise((resolve) => {
            response.once('drain', resolve);
            response.once('close', resolve);
          });
        entry.bytes += chunk.length;
      }
    } catch {
      // The answer let go while a chunk was awaited (its page closed): nothing more to send.
      return;
    }
    response.end();
  };

  const server = createServer(async (request, response) => {
    const socket = request.socket;
    const state = served.get(socket) ?? { id: ++connections, requests: 0 };
    served.set(socket, state);
    const entry: ProxyRequest = {
      at: now(),
      done: Number.NaN,
      connection: state.id,
      newConnection: state.requests === 0,
      method: request.method ?? 'GET',
      url: request.url ?? '',
      status: 0,
      bytes: 0,
    };
    state.requests++;
    log.push(entry);
    // A browser that gives a request up (a page closed) closes its connection: the service's
    // answer goes no further, and its connection to the service is free again. Held, the agent's
    // 64 connections filled up with answers nobody read and every later request waited for ever.
    let upstream: IncomingMessage | undefined;
    let outgoing: ClientRequest | undefined;
    response.on('close', () => {
      if (response.writableFinished) return;
      outgoing?.destroy();
      upstream?.destroy();
    });
    // The request's way there and the answer's way back; a new connection's handshake before.
    await pause(roundTripMs * (entry.newConnection ? 2 : 1));
    if (response.destroyed) return;
    let target: URL;
    try {
      target = new URL(entry.url);
    } catch {
      response.writeHead(400).end('a proxy request names an absolute URL');
      return;
    }
    const headers = { ...request.headers };
    delete headers['proxy-connection'];
    outgoing = forward(target, { method: entry.method, headers, agent }, (answer) => {
      upstream = answer;
      if (response.destroyed) {
        answer.destroy();
        return;
      }
      entry.status = answer.statusCode ?? 0;
      response.writeHead(entry.status, answer.headers);
      const type = String(answer.headers['content-type'] ?? '');
      const finished = () => {
        entry.done = now();
      };
      response.on('finish', finished);
      if (/^(image|video)\//.test(type)) void sendThrottled(answer, response, entry);
      else {
        answer.on('data', (chunk: Buffer) => {
          entry.bytes += chunk.length;
        });
        answer.pipe(response);
      }
    });
    outgoing.on('error', () => response.destroy());
    request.pipe(outgoing);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    host: `127.0.0.1:${address.port}`,
    port: address.port,
    log,
    now,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Chromium's flags for the proxy: loopback addresses through it, the page server (`localhost`) not. */
export function chromiumProxyArgs(proxy: SlowProxy): string[] {
  return [`--proxy-server=http://${proxy.host}`, '--proxy-bypass-list=<-loopback>;localhost'];
}

/** Firefox's preferences for the same. */
export function firefoxProxyPrefs(proxy: SlowProxy): Record<string, unknown> {
  return {
    'network.proxy.type': 1,
    'network.proxy.http': '127.0.0.1',
    'network.proxy.http_port': proxy.port,
    'network.proxy.allow_hijacking_localhost': true,
    'network.proxy.no_proxies_on': 'localhost',
  };
}
