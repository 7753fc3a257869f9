import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SEED } from './catalogue/index.ts';
import { SeededRandom } from './catalogue/random.ts';
import { createApiHandler, logRequest } from './http/api-handler.ts';
import { createControlHandler } from './http/control-handler.ts';
import { applyFault } from './http/faults.ts';
import { mediaRoute } from './http/media-route.ts';
import { pingbackRoute } from './http/pingback-route.ts';
import { sendFailure } from './http/respond.ts';
import { createRouteHandler } from './http/route-server.ts';
import { handleUpload } from './http/upload-route.ts';
import { type KeyKind, keysFromEnv } from './keys.ts';
import { ensureMedia } from './media/generate.ts';
import { API_OPERATIONS } from './operations/index.ts';
import type { Origins } from './render/gif-object.ts';
import { ServiceState } from './state.ts';
import type { ServiceControl } from './types.ts';
import { World } from './world.ts';

/**
 * Where the analytics origin is, as the extension sees it. `loopback`: `http://127.0.0.1:<port>`
 * with CORS headers, like the other origins. `ungranted`: `http://localhost:<port>` (the same
 * listener on 127.0.0.1) and no CORS headers: an origin that test builds, granted
 * `http://127.0.0.1/*` only, have no permission for, as a production build would be without the
 * real analytics host in its manifest.
 */
export type AnalyticsOrigin = 'loopback' | 'ungranted';

export interface ServiceOptions {
  /** Port of the main API; 0 picks a free one. */
  port?: number;
  /** Port of the upload address; 0 picks a free one. */
  uploadPort?: number;
  /** Port of the media origin (renditions, avatars); 0 picks a free one. */
  mediaPort?: number;
  /** Port of the analytics origin (the tracking URLs of docs/interface.md §6); 0 picks a free one. */
  analyticsPort?: number;
  analyticsOrigin?: AnalyticsOrigin;
  /** Port of the control API; 0 picks a free one. */
  controlPort?: number;
  /** Catalogue seed; the same seed gives the same catalogue. */
  seed?: number;
  /** Key values by kind; defaults to the documented keys with env overrides. */
  keys?: Partial<Record<KeyKind, string>>;
  /** Directory of the generated media library; defaults to `.cache/media`. */
  mediaDir?: string;
  log?: (line: string) => void;
}

export interface ServiceHandle {
  /** `{base_url}` of the spec, e.g. `http://127.0.0.1:41234`. */
  baseUrl: string;
  /** `{upload_url}` of the spec. */
  uploadUrl: string;
  /** Origin of every media URL in the answers (the real service's `mediaN.giphy.com`). */
  mediaUrl: string;
  /** Origin of every tracking URL in the answers (the real service's analytics host). */
  analyticsUrl: string;
  /** Control API (faults, logs, reset) over HTTP; same calls as `control`. */
  controlUrl: string;
  keys: Record<KeyKind, string>;
  control: ServiceControl;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

async function listen(server: Server, port: number): Promise<string> {
  // Idle connections are closed by the client only. With Node's 5 s close, a client that reused
  // one just as the server's timer fired (its event loop late on a busy machine) got ECONNRESET.
  server.keepAliveTimeout = 0;
  server.listen(port, HOST);
  await once(server, 'listening');
  const { port: bound } = server.address() as AddressInfo;
  return `http://${HOST}:${bound}`;
}

/** Starts the service on 127.0.0.1 only and resolves once every listener is bound. */
export async function startService(options: ServiceOptions = {}): Promise<ServiceHandle> {
  const keys = { ...keysFromEnv(), ...options.keys };
  const seed = options.seed ?? DEFAULT_SEED;
  const library = await ensureMedia({
    ...(options.mediaDir ? { dir: options.mediaDir } : {}),
    log: options.log,
  });
  const uploadDir = await mkdtemp(join(tmpdir(), 'gifdrop-uploads-'));
  const world = new World(seed, library, uploadDir);
  const state = new ServiceState();
  let origins: Origins | undefined;
  const apiHandler = createApiHandler({
    origins: () => {
      if (!origins) throw new Error('the service is still starting');
      return origins;
    },
    world,
    state,
    keys,
    random: new SeededRandom(seed ^ 0x5eed),
    operations: API_OPERATIONS,
  });
  const api = createServer((req, res) => void apiHandler(req, res));
  const media = createServer(
    createRouteHandler({ state, server: 'media', route: mediaRoute(world), cors: true }),
  );
  const analyticsOrigin = options.analyticsOrigin ?? 'loopback';
  const analytics = createServer(
    createRouteHandler({
      state,
      server: 'analytics',
      route: pingbackRoute(world, state),
      cors: analyticsOrigin === 'loopback',
    }),
  );
  const upload = createServer(async (req, res) => {
    const entry = logRequest(state, req, res, 'upload', 'upload');
    try {
      const fault = state.takeFault('upload', req.url ?? '/');
      entry.fault = fault?.kind ?? null;
      // On the upload host, latency is half a slow link (the body waits unread, so a client sees its
      // bytes go up part way) and half processing after the body is in, as GIPHY's does.
      const latencyMs = fault?.kind === 'latency' ? (fault.latencyMs ?? 1000) : 0;
      const processingMs = latencyMs - Math.round(latencyMs / 2);
      const before = fault && latencyMs ? { ...fault, latencyMs: latencyMs - processingMs } : fault;
      const outcome = await applyFault(before, res, 'single');
      if (outcome === 'answered') return;
      const deps = { world, state, keys, uploadDir };
      await handleUpload(deps, req, res, entry, outcome === 'truncate', processingMs);
    } catch (error) {
      sendFailure(res, error);
    }
  });
  const control: ServiceControl = {
    injectFault: (fault) => state.faults.push({ ...fault, remaining: fault.count ?? 1 }),
    clearFaults: () => {
      state.faults = [];
    },
    requests: () => [...state.requests],
    pingbacks: () => [...state.pingbacks],
    uploads: () => [...state.uploads],
    setPolicy: (kind, policy) => {
      state.policies[kind] = { ...state.policies[kind], ...policy };
    },
    removeItem: (id) => world.removeItem(id),
    rateItem: (id, rating) => world.rateItem(id, rating),
    reset: () => {
      state.reset();
      world.restoreItems();
    },
  };
  const controlServer = createServer(createControlHandler(control));
  const uploadUrl = await listen(upload, options.uploadPort ?? 0);
  const controlUrl = await listen(controlServer, options.controlPort ?? 0);
  const mediaUrl = await listen(media, options.mediaPort ?? 0);
  let analyticsUrl = await listen(analytics, options.analyticsPort ?? 0);
  if (analyticsOrigin === 'ungranted') analyticsUrl = analyticsUrl.replace(`//${HOST}:`, '//localhost:');
  const baseUrl = await listen(api, options.port ?? 0);
  // Pages about items and users are not served; their links (`url`, `embed_url`, …) name the media origin.
  origins = { api: baseUrl, media: mediaUrl, analytics: analyticsUrl, web: mediaUrl };
  const servers = [api, upload, controlServer, media, analytics];
  return {
    baseUrl,
    uploadUrl,
    mediaUrl,
    analyticsUrl,
    controlUrl,
    keys,
    control,
    async close() {
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}
