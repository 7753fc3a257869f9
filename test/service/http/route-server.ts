import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServiceState } from '../state.ts';
import type { LoggedRequest } from '../types.ts';
import { ApiError } from './api-error.ts';
import { logRequest } from './api-handler.ts';
import { applyFault } from './faults.ts';
import { CORS_HEADERS, sendFailure, splitUrl } from './respond.ts';

/** One route of an origin that is not the API: media files or the analytics endpoint. */
export interface Route {
  id: string;
  pattern: RegExp;
  /** `truncate`: a `truncated` fault asks for the answer to stop half way. */
  handle(
    req: IncomingMessage,
    res: ServerResponse,
    match: RegExpMatchArray,
    truncate: boolean,
  ): Promise<void>;
}

export interface RouteServerOptions {
  state: ServiceState;
  server: LoggedRequest['server'];
  route: Route;
  /**
   * Whether answers carry CORS headers. The real media hosts do; an origin without them makes a
   * browser hide the answer from a page (or a worker) that has no host permission for it.
   */
  cors: boolean;
}

/**
 * The handler of an origin that serves one route (the real service keeps media and analytics on
 * hosts of their own, apart from the API): logs every request, applies injected faults, answers
 * 404 for anything else.
 */
export function createRouteHandler({ state, server, route, cors }: RouteServerOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!cors) {
      // Headers the route sets are stripped, so the origin truly sends none.
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
      res.writeHead = ((status: number, ...rest: unknown[]) => {
        const headers = rest.find((value) => typeof value === 'object' && value !== null) as
          | Record<string, unknown>
          | undefined;
        if (headers) for (const name of Object.keys(CORS_HEADERS)) delete headers[name];
        return writeHead(status, ...rest);
      }) as ServerResponse['writeHead'];
    }
    const { path } = splitUrl(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors ? { ...CORS_HEADERS } : {}).end();
      return;
    }
    const match = path.match(route.pattern);
    const entry = logRequest(state, req, res, server, match ? route.id : null);
    try {
      if (!match) throw new ApiError(404, `Not Found: nothing at ${path}`);
      const fault = state.takeFault(route.id, path);
      entry.fault = fault?.kind ?? null;
      const outcome = await applyFault(fault, res, 'single');
      if (outcome === 'answered') return;
      await route.handle(req, res, match, outcome === 'truncate');
    } catch (error) {
      sendFailure(res, error);
    }
  };
}
