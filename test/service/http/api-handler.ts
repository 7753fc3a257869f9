import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SeededRandom } from '../catalogue/random.ts';
import type { KeyKind } from '../keys.ts';
import type { Operation } from '../operations/context.ts';
import type { Origins } from '../render/gif-object.ts';
import type { ServiceState } from '../state.ts';
import type { LoggedRequest } from '../types.ts';
import type { World } from '../world.ts';
import { ApiError, keyError } from './api-error.ts';
import { applyFault, sendTruncated } from './faults.ts';
import { Params } from './params.ts';
import { CORS_HEADERS, meta, sendFailure, sendJson, splitUrl, statusText } from './respond.ts';

export interface ApiDeps {
  /** The service's origins, known once every listener is bound. */
  origins: () => Origins;
  world: World;
  state: ServiceState;
  keys: Record<KeyKind, string>;
  random: SeededRandom;
  operations: Operation[];
}

export function keyKindOf(keys: Record<KeyKind, string>, value: string | undefined): KeyKind | null {
  if (!value) return null;
  for (const [kind, key] of Object.entries(keys)) if (key === value) return kind as KeyKind;
  return null;
}

function decodePath(match: RegExpMatchArray): string[] {
  try {
    return match.slice(1).map((part) => decodeURIComponent(part));
  } catch {
    throw new ApiError(400, 'Bad Request: malformed percent-encoding in the path');
  }
}

/** Logs a request and keeps its status up to date once answered. */
export function logRequest(
  state: ServiceState,
  req: IncomingMessage,
  res: ServerResponse,
  server: LoggedRequest['server'],
  operation: string | null,
): LoggedRequest {
  const { path, rawQuery } = splitUrl(req);
  const entry: LoggedRequest = {
    time: Date.now(),
    method: req.method ?? 'GET',
    server,
    path,
    rawQuery,
    operation,
    keyKind: null,
    status: 0,
    fault: null,
  };
  state.requests.push(entry);
  res.on('finish', () => {
    entry.status = res.statusCode;
  });
  return entry;
}

/** The request handler of the API address: operations 1-9 and 11-19 (media, upload and analytics have origins of their own). */
export function createApiHandler(deps: ApiDeps) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const { path, rawQuery } = splitUrl(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    try {
      let operation: Operation | undefined;
      let match: RegExpMatchArray | null = null;
      for (const candidate of deps.operations) {
        match = path.match(candidate.pattern);
        if (match) {
          operation = candidate;
          break;
        }
      }
      const entry = logRequest(deps.state, req, res, 'api', operation?.id ?? null);
      const fault = deps.state.takeFault(operation?.id ?? null, path);
      entry.fault = fault?.kind ?? null;
      const outcome = await applyFault(fault, res, operation?.shape ?? 'list');
      if (outcome === 'answered') return;
      if (!operation || !match) throw new ApiError(404, `Not Found: no operation at ${path}`);
      if (req.method !== operation.method && !(operation.method === 'GET' && req.method === 'HEAD')) {
        throw new ApiError(405, `Method Not Allowed: ${operation.id} takes ${operation.method}`);
      }
      const params = new Params(rawQuery);
      const apiKey = params.get('api_key');
      const keyKind = keyKindOf(deps.keys, apiKey);
      entry.keyKind = keyKind;
      if (keyKind === null && (operation.auth === 'required' || apiKey !== undefined)) {
        throw keyError(apiKey);
      }
      const policy = keyKind === null ? null : deps.state.policies[keyKind];
      if (policy && apiKey) {
        const wait = deps.state.overRate(apiKey, policy, Date.now());
        if (wait !== null)
          throw new ApiError(429, 'API rate limit exceeded', { 'retry-after': String(wait) }, 'gateway');
      }
      const responseId = randomBytes(20).toString('hex');
      const answer = await operation.handle({
        params,
        path: decodePath(match),
        world: deps.world,
        keyKind,
        policy,
        random: deps.random,
        render: {
          origins: deps.origins(),
          responseId,
          endpoint: `${path.split('/')[1]}_${operation.id.replace(/\./g, '_')}`,
          cid: createHash('sha1')
            .update(apiKey ?? 'anonymous')
            .digest('hex')
            .slice(0, 16),
          bundle: params.bundle(),
          catalogue: deps.world.catalogue,
          animation: (id) => deps.world.animation(id),
        },
      });
      const httpStatus = answer.status ?? 200;
      const given = answer.body.meta as { status?: number; msg?: string } | undefined;
      const metaStatus = given?.status ?? httpStatus;
      const body = {
        ...answer.body,
        meta: meta(metaStatus, given?.msg ?? statusText(metaStatus), responseId),
      };
      if (outcome === 'truncate') sendTruncated(res, body);
      else sendJson(res, httpStatus, body);
    } catch (error) {
      sendFailure(res, error);
    }
  };
}
