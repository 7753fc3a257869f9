import type { IncomingMessage, ServerResponse } from 'node:http';
import { RATINGS, type Rating } from '../catalogue/index.ts';
import { KEY_KINDS, type KeyKind, type KeyPolicy } from '../keys.ts';
import type { FaultSpec, ServiceControl } from '../types.ts';
import { ApiError, badRequest } from './api-error.ts';
import { sendFailure, sendJson, splitUrl } from './respond.ts';

const FAULT_KINDS = new Set(['latency', 'status', 'malformed', 'truncated', 'synthetic', 'hang', 'reset']);

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += chunk;
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('body is not JSON');
  }
}

function asFault(value: unknown): FaultSpec {
  const fault = value as Partial<FaultSpec>;
  if (
    typeof fault !== 'object' ||
    fault === null ||
    typeof fault.route !== 'string' ||
    !FAULT_KINDS.has(String(fault.kind))
  ) {
    throw badRequest('a fault needs a route and a kind');
  }
  return fault as FaultSpec;
}

/**
 * The control API (127.0.0.1 only), for tests that run the service in another process:
 * POST /faults, DELETE /faults, GET /requests, GET /pingbacks, GET /uploads,
 * POST /policies/<kind>, POST /items/<id>/remove, POST /items/<id>/rating `{rating}`, POST /reset.
 */
export function createControlHandler(control: ServiceControl) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { path } = splitUrl(req);
    const route = `${req.method} ${path}`;
    try {
      if (route === 'POST /faults') {
        control.injectFault(asFault(await readJson(req)));
        sendJson(res, 200, { ok: true });
      } else if (route === 'DELETE /faults') {
        control.clearFaults();
        sendJson(res, 200, { ok: true });
      } else if (route === 'GET /requests') sendJson(res, 200, control.requests());
      else if (route === 'GET /pingbacks') sendJson(res, 200, control.pingbacks());
      else if (route === 'GET /uploads') sendJson(res, 200, control.uploads());
      else if (route === 'POST /reset') {
        control.reset();
        sendJson(res, 200, { ok: true });
      } else if (req.method === 'POST' && /^\/items\/[^/]+\/(remove|rating)$/.test(path)) {
        const [, , encodedId, action] = path.split('/');
        const id = decodeURIComponent(encodedId ?? '');
        let found: boolean;
        if (action === 'remove') found = control.removeItem(id);
        else {
          const { rating } = (await readJson(req)) as { rating?: unknown };
          if (!RATINGS.includes(rating as Rating))
            throw badRequest(`rating must be one of ${RATINGS.join(', ')}`);
          found = control.rateItem(id, rating as Rating);
        }
        if (!found) throw new ApiError(404, `Not Found: no item ${id}`);
        sendJson(res, 200, { ok: true });
      } else if (req.method === 'POST' && path.startsWith('/policies/')) {
        const kind = path.slice('/policies/'.length) as KeyKind;
        if (!KEY_KINDS.includes(kind)) throw badRequest(`unknown key kind ${kind}`);
        control.setPolicy(kind, (await readJson(req)) as Partial<KeyPolicy>);
        sendJson(res, 200, { ok: true });
      } else throw new ApiError(404, `Not Found: ${route}`);
    } catch (error) {
      sendFailure(res, error);
    }
  };
}
