/**
 * Reading one response of the service: HTTP status, then the body's Meta Object (docs/interface.md §7: every
 * response carries one, and operations 8, 9, 16-19 report errors only there), then the data.
 */
import * as v from 'valibot';
import { parseRetryAfter, ServiceError, statusError } from './errors.ts';
import { metaSchema } from './schemas/meta.ts';

/** What the transport hands over: enough to judge the response without the Response object. */
export interface RawResponse {
  status: number;
  retryAfter: string | null;
  text: string;
}

const envelopeSchema = v.object({
  data: v.optional(v.unknown()),
  pagination: v.optional(v.unknown()),
  meta: metaSchema,
});

/** A body whose Meta Object said success: `data` and `pagination` still unchecked. */
export type Envelope = v.InferOutput<typeof envelopeSchema>;

const isSuccess = (status: number) => status >= 200 && status <= 299;

/** The gateway in front of the API responds in its own form: `{ "message": ... }`, no Meta Object. */
const gatewaySchema = v.object({ message: v.pipe(v.string(), v.trim(), v.nonEmpty()) });

/**
 * Best effort: the service's own words for an error, from `meta.msg` or the gateway's `message`
 * (notes: service facts; realworld-fixtures iss-429-gateway, iss-403-gateway).
 */
function messageOf(text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  const enveloped = v.safeParse(envelopeSchema, body);
  if (enveloped.success) return enveloped.output.meta.msg || undefined;
  const gateway = v.safeParse(gatewaySchema, body);
  return gateway.success ? gateway.output.message : undefined;
}

/** Whether `data` holds nothing: the rest of a synthetic response (docs/interface.md §7.2). */
function isEmptyData(data: unknown): boolean {
  if (data === undefined || data === null) return true;
  if (Array.isArray(data)) return data.length === 0;
  return typeof data === 'object' && Object.keys(data).length === 0;
}

/** How to judge a 200 that carries no `response_id` at all. */
export interface EnvelopeOptions {
  /**
   * Whether the operation's real responses always carry `meta.response_id`. When they do, a 200
   * without one and without data is the synthetic state of docs/interface.md §7.2 (a real outage body,
   * realworld-fixtures iss-outage-200, is exactly that; the service's own SDK reads it so). Upload
   * responses carry none and are successes. Bodies of the interface's earlier form (2014-2017
   * samples) lack it too, but with their data, and still read as successes.
   */
  responseIdExpected: boolean;
}

/** The error for a body that isn't what the operation returns. */
export function invalidResponse(operation: string, reason: string, cause?: unknown): ServiceError {
  return new ServiceError('invalid-response', `${operation}: ${reason}`, { operation, cause });
}

/**
 * The envelope of a successful response, or the ServiceError it amounts to: the HTTP status first,
 * then `meta.status` (a 200 may carry a 404 there), then the synthetic response of docs/interface.md §7.2
 * (`meta.status` 200 with an empty `response_id`).
 */
export function readEnvelope(
  operation: string,
  response: RawResponse,
  now: number,
  options: EnvelopeOptions = { responseIdExpected: true },
): Envelope {
  const retryAfterMs = parseRetryAfter(response.retryAfter, now);
  if (!isSuccess(response.status)) {
    throw statusError(operation, response.status, messageOf(response.text), retryAfterMs);
  }
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch (error) {
    throw invalidResponse(operation, 'the body is not JSON', error);
  }
  const parsed = v.safeParse(envelopeSchema, body);
  if (!parsed.success) throw invalidResponse(operation, 'the body has no Meta Object');
  const { meta } = parsed.output;
  if (!isSuccess(meta.status)) throw statusError(operation, meta.status, meta.msg, retryAfterMs);
  const withoutId = meta.response_id === undefined && options.responseIdExpected;
  if (meta.response_id === '' || (withoutId && isEmptyData(parsed.output.data))) {
    throw new ServiceError('synthetic', `${operation}: synthetic response (service degraded)`, {
      operation,
      status: meta.status,
    });
  }
  return parsed.output;
}

/**
 * Validates `value` with `schema`; anything that doesn't fit (or makes the parser throw) becomes
 * `invalid-response`, so a caller never sees a half-filled object.
 */
export function parseWith<TSchema extends v.GenericSchema>(
  operation: string,
  schema: TSchema,
  value: unknown,
  what: string,
): v.InferOutput<TSchema> {
  let result: v.SafeParseResult<TSchema>;
  try {
    // A schema may carry a quicker reader of the usual form (gif.ts): what it reads is the
    // schema's own reading, and what it leaves (undefined) goes through the schema.
    const quick = (schema as { quick?: (value: unknown) => v.InferOutput<TSchema> | undefined }).quick?.(
      value,
    );
    if (quick !== undefined) return quick;
    result = v.safeParse(schema, value);
  } catch (error) {
    throw invalidResponse(operation, `${what} could not be read`, error);
  }
  if (!result.success) {
    const issue = result.issues[0];
    const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    throw invalidResponse(operation, `${what} is not valid at "${path}": ${issue.message}`);
  }
  return result.output;
}
