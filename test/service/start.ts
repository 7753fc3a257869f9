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
import { handleUpload } from './http/upload-route.ts';
import { type KeyKind, keysFromEnv } from './keys.ts';
import { ensureMedia } from './media/generate.ts';
import { API_OPERATIONS } from './operations/index.ts';
import { ServiceState } from './state.ts';
import type { ServiceControl } from './types.ts';
import { World } from './world.ts';

export interface ServiceOptions {
  /** Port of the main API (also serves media and pingbacks); 0 picks a free one. */
  port?: number;
  /** Port of the upload address; 0 picks a free one. */
  uploadPort?: number;
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
  /** Control API (faults, logs, reset) over HTTP; same calls as `control`. */
  controlUrl: string;
  keys: Record<KeyKind, string>;
  control: ServiceControl;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

async function listen(server: Server, port: number): Promise<string> {
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
  let baseUrl = '';
  const apiHandler = createApiHandler({
    baseUrl: () => baseUrl,
    world,
    state,
    keys,
    random: new SeededRandom(seed ^ 0x5eed),
    operations: API_OPERATIONS,
    extraRoutes: [mediaRoute(world), pingbackRoute(world, state)],
  });
  const api = createServer((req, res) => void apiHandler(req, res));
  const upload = createServer(async (req, res) => {
    const entry = logRequest(state, req, res, 'upload', 'upload');
    try {
      const fault = state.takeFault('upload', req.url ?? '/');
      entry.fault = fault?.kind ?? null;
      const outcome = await applyFault(fault, res, 'single');
      if (outcome === 'answered') return;
      await handleUpload({ world, state, keys, uploadDir }, req, res, entry, outcome === 'truncate');
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
    reset: () => state.reset(),
  };
  const controlServer = createServer(createControlHandler(control));
  const uploadUrl = await listen(upload, options.uploadPort ?? 0);
  const controlUrl = await listen(controlServer, options.controlPort ?? 0);
  baseUrl = await listen(api, options.port ?? 0);
  const servers = [api, upload, controlServer];
  return {
    baseUrl,
    uploadUrl,
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
