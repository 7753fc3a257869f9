/**
 * Who answers an error. `service`: the API itself, `{ data: [], meta }`. `gateway`: the gateway in
 * front of it (key checks, rate limits), `{ "message": ... }` with no Meta Object, as real bodies
 * show (notes: service facts; realworld-fixtures iss-429-gateway, iss-403-gateway).
 */
export type ErrorForm = 'service' | 'gateway';

/** An error answer of the service: HTTP status, the Meta Object's `msg`, and extra headers. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
    readonly form: ErrorForm = 'service',
  ) {
    super(message);
  }
}

export const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  414: 'URI Too Long',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const badRequest = (why: string) => new ApiError(400, `Bad Request: ${why}`);
export const notFound = (why: string) => new ApiError(404, `Not Found: ${why}`);

/**
 * The 401 for a request without a usable key. Real bodies: a missing key is the API's own 401
 * ("No API key found in request."); an unknown one is refused by the gateway in its own form.
 */
export const keyError = (apiKey: string | undefined) =>
  apiKey
    ? new ApiError(401, 'Invalid authentication credentials', {}, 'gateway')
    : new ApiError(401, 'No API key found in request.');
