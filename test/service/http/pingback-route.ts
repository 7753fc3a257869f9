import type { IncomingMessage, ServerResponse } from 'node:http';
import { readAnalyticsPayload } from '../render/gif-object.ts';
import type { ServiceState } from '../state.ts';
import type { PingbackAction } from '../types.ts';
import type { World } from '../world.ts';
import { badRequest } from './api-error.ts';
import { sendTruncated } from './faults.ts';
import { Params } from './params.ts';
import { meta, sendJson, splitUrl } from './respond.ts';

const ACTIONS: readonly PingbackAction[] = ['SEEN', 'CLICK', 'SENT'];
/** A `ts` below this is seconds, not milliseconds (it would be before 2001-09-09). */
const MIN_MILLISECONDS = 1_000_000_000_000;

/**
 * docs/interface.md §6 / operation 20: the tracking URLs point here. 200 when the user identifier
 * (`customer_id`, or the earlier form's `random_id`) and an integer millisecond `ts` are
 * present; 400 otherwise. Every accepted event is recorded.
 */
export function pingbackRoute(world: World, state: ServiceState) {
  return {
    id: 'pingback',
    pattern: /^\/v2\/pingback_simple$/,
    async handle(
      req: IncomingMessage,
      res: ServerResponse,
      _match: RegExpMatchArray,
      truncate: boolean,
    ): Promise<void> {
      const { rawQuery } = splitUrl(req);
      const params = new Params(rawQuery);
      const payload = params.required('analytics_response_payload');
      const action = params.required('action_type') as PingbackAction;
      if (!ACTIONS.includes(action)) throw badRequest(`action_type must be one of ${ACTIONS.join(', ')}`);
      const decoded = readAnalyticsPayload(payload);
      if (!decoded || !world.item(decoded.itemId))
        throw badRequest('analytics_response_payload is not one this service issued');
      const customerId = params.get('customer_id');
      const randomId = params.get('random_id');
      const userId = customerId || randomId;
      if (!userId) throw badRequest('customer_id (or random_id) is required');
      const ts = params.required('ts');
      if (!/^\d+$/.test(ts)) throw badRequest('ts must be an integer');
      if (Number(ts) < MIN_MILLISECONDS) throw badRequest('ts must be a UNIX time in milliseconds');
      state.pingbacks.push({
        time: Date.now(),
        action,
        payload,
        itemId: decoded.itemId,
        userId,
        userParam: customerId ? 'customer_id' : 'random_id',
        ts: Number(ts),
        rawQuery,
      });
      const body = { meta: meta(200, 'OK', decoded.responseId) };
      if (truncate) sendTruncated(res, body);
      else sendJson(res, 200, body);
    },
  };
}
