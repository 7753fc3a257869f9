import { describe, expect, it } from 'vitest';
import { isServiceError, kindOfStatus, parseRetryAfter, ServiceError } from '../../../src/client/errors.ts';
import { readEnvelope } from '../../../src/client/response.ts';

const NOW = Date.parse('2026-01-01T00:00:00Z');
const body = (meta: Record<string, unknown>, data: unknown = []) => JSON.stringify({ data, meta });

function kindOf(status: number, text: string, retryAfter: string | null = null) {
  try {
    readEnvelope('op', { status, text, retryAfter }, NOW);
    return { kind: 'ok' };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return { kind: error.kind, status: error.status, retryAfterMs: error.retryAfterMs, limit: error.limit };
  }
}

describe('kindOfStatus', () => {
  it.each([
    [400, 'bad-request'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [405, 'bad-request'],
    [408, 'timeout'],
    [410, 'not-found'],
    [414, 'too-long'],
    [416, 'bad-request'],
    [429, 'rate-limited'],
    [500, 'server'],
    [502, 'server'],
    [503, 'server'],
    [599, 'server'],
    [302, 'invalid-response'],
    [100, 'invalid-response'],
  ])('%i is %s', (status, kind) => {
    expect(kindOfStatus(status)).toBe(kind);
  });
});

describe('readEnvelope: HTTP status, then meta.status, then the synthetic response', () => {
  it.each([
    [
      'an error status with the real error body',
      429,
      body({ status: 429, msg: 'API rate limit exceeded', response_id: '' }),
      'rate-limited',
    ],
    ['an error status with an HTML body', 502, '<html>Bad Gateway</html>', 'server'],
    ['an error status with no body', 503, '', 'server'],
    [
      '401 from the service',
      401,
      body({ status: 401, msg: 'Unauthorized', response_id: '' }),
      'unauthorized',
    ],
    [
      'a 200 whose meta says 404 (by id above the rating)',
      200,
      body({ status: 404, msg: 'Not Found', response_id: 'x' }),
      'not-found',
    ],
    ['a 200 whose meta says 429', 200, body({ status: 429, msg: 'slow', response_id: '' }), 'rate-limited'],
    ['a 200 whose meta says 500', 200, body({ status: 500, msg: 'oops' }), 'server'],
    ['the synthetic list response', 200, body({ status: 200, msg: 'OK', response_id: '' }), 'synthetic'],
    [
      'the synthetic single response',
      200,
      body({ status: 200, msg: 'OK', response_id: '' }, {}),
      'synthetic',
    ],
    ['a body that is not JSON', 200, '{"data": [{"id": "abc", "images": }, <html>oops', 'invalid-response'],
    ['a truncated body', 200, '{"data":[{"id":"a"', 'invalid-response'],
    ['an empty 200', 200, '', 'invalid-response'],
    ['JSON without meta', 200, JSON.stringify({ data: [] }), 'invalid-response'],
    ['a meta without a status', 200, JSON.stringify({ data: [], meta: { msg: 'OK' } }), 'invalid-response'],
    [
      'a meta whose status is a string',
      200,
      JSON.stringify({ data: [], meta: { status: '200' } }),
      'invalid-response',
    ],
    ['a JSON array', 200, '[]', 'invalid-response'],
    ['JSON null', 200, 'null', 'invalid-response'],
    ['a good answer', 200, body({ status: 200, msg: 'OK', response_id: 'abc' }), 'ok'],
    [
      'a good answer without response_id, with data (the earlier form)',
      200,
      body({ status: 200, msg: 'OK' }, [{ id: 'a' }]),
      'ok',
    ],
    [
      'a 200 without response_id and without data (a real outage body)',
      200,
      body({ status: 200, msg: 'OK' }),
      'synthetic',
    ],
  ])('%s', (_name, status, text, kind) => {
    expect(kindOf(status, text).kind).toBe(kind);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(kindOf(429, '', '7').retryAfterMs).toBe(7000);
    expect(kindOf(503, '', new Date(NOW + 3000).toUTCString()).retryAfterMs).toBe(3000);
    expect(kindOf(429, '', 'soon').retryAfterMs).toBeUndefined();
    expect(kindOf(429, '').retryAfterMs).toBeUndefined();
  });

  it('marks a 414 as the search-text limit and keeps the status', () => {
    expect(kindOf(414, body({ status: 414, msg: 'URI Too Long' }))).toMatchObject({
      kind: 'too-long',
      status: 414,
      limit: 'search-text',
    });
  });
});

describe('parseRetryAfter', () => {
  it.each([
    ['0', 0],
    ['1', 1000],
    [' 120 ', 120_000],
    ['-1', undefined],
    ['1.5', undefined],
    ['', undefined],
  ])('%j -> %j', (value, expected) => {
    expect(parseRetryAfter(value, NOW)).toBe(expected);
  });

  it('never goes negative for a date in the past', () => {
    expect(parseRetryAfter(new Date(NOW - 60_000).toUTCString(), NOW)).toBe(0);
  });
});

describe('ServiceError', () => {
  it('survives structured cloning as plain data', () => {
    const error = new ServiceError('rate-limited', 'slow down', {
      operation: 'gifs.search',
      retryAfterMs: 5,
    });
    error.attempts = 3;
    const copy = structuredClone(error.toJSON());
    expect(copy).toEqual({
      name: 'ServiceError',
      kind: 'rate-limited',
      message: 'slow down',
      operation: 'gifs.search',
      status: undefined,
      retryAfterMs: 5,
      limit: undefined,
      attempts: 3,
    });
    expect(isServiceError(error)).toBe(true);
    expect(isServiceError(new Error('x'))).toBe(false);
  });
});
