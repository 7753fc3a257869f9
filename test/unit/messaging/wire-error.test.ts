import { describe, expect, it } from 'vitest';
import { isServiceError, ServiceError } from '../../../src/client/index.ts';
import {
  BackgroundError,
  fromWireError,
  isBackgroundError,
  toWireError,
} from '../../../src/messaging/index.ts';

describe('wire errors', () => {
  it('carries a ServiceError across as plain data and re-creates it', () => {
    const original = new ServiceError('rate-limited', 'gifs.search: 429 API rate limit exceeded', {
      operation: 'gifs.search',
      status: 429,
      retryAfterMs: 30_000,
    });
    const wire = toWireError(original);
    expect(structuredClone(wire)).toEqual(wire);
    const revived = fromWireError(JSON.parse(JSON.stringify(wire)));
    expect(isServiceError(revived)).toBe(true);
    expect(revived).toMatchObject({
      kind: 'rate-limited',
      status: 429,
      retryAfterMs: 30_000,
      operation: 'gifs.search',
    });
    expect(revived.message).toBe(original.message);
  });

  it('carries a BackgroundError across', () => {
    const revived = fromWireError(toWireError(new BackgroundError('no-key', 'No API key')));
    expect(isBackgroundError(revived)).toBe(true);
    expect(revived).toMatchObject({ kind: 'no-key', message: 'No API key' });
  });

  it.each([new Error('boom'), 'a string', { odd: true }])(
    'turns anything else (%j) into internal',
    (error) => {
      expect(toWireError(error)).toMatchObject({ source: 'background', kind: 'internal' });
    },
  );
});
