import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../../src/client/errors.ts';
import { BackgroundError } from '../../../src/messaging/index.ts';
import { describeError, describeWait } from '../../../src/popup/describe-error.ts';

const service = (kind: ConstructorParameters<typeof ServiceError>[0], retryAfterMs?: number) =>
  new ServiceError(kind, 'x', { operation: 'gifs.trending', ...(retryAfterMs ? { retryAfterMs } : {}) });

describe('describeError', () => {
  it.each([
    [new BackgroundError('no-key', 'x'), 'No API key set', true, false],
    [service('unauthorized'), 'The API key was refused', true, false],
    [service('forbidden'), 'Not allowed for this key', true, false],
    [service('rate-limited', 30_000), 'Too many requests', false, true],
    [service('network'), 'Can’t reach GIPHY', false, true],
    [service('timeout'), 'GIPHY is taking too long', false, true],
    [service('server'), 'GIPHY is having trouble', false, true],
    [service('synthetic'), 'GIPHY is having trouble', false, true],
    [service('invalid-response'), 'GIPHY’s answer could not be read', false, true],
    [new Error('boom'), 'GIPHY is having trouble', false, true],
  ])('%s', (error, title, linkToOptions, retry) => {
    expect(describeError(error)).toMatchObject({ title, linkToOptions, retry });
  });

  it('says how long to wait when rate limited', () => {
    expect(describeError(service('rate-limited', 30_000)).detail).toContain('Try again in 30 seconds');
  });

  it('counts the wait down and says when it is over', () => {
    const error = service('rate-limited', 30_000);
    expect(describeError(error).waitMs).toBe(30_000);
    expect(describeError(error, true, 12_000).detail).toContain('Try again in 12 seconds');
    expect(describeError(error, true, 0).detail).toContain('You can try again now');
  });

  it('does not blame the connection for a failed or cut-off answer while online', () => {
    expect(describeError(service('network')).detail).not.toMatch(/internet connection/);
    expect(describeError(service('network')).detail).toContain('broke off');
  });

  it('says offline when the browser is', () => {
    expect(describeError(service('network'), false).title).toBe('You’re offline');
  });

  it.each([
    [400, '1 second'],
    [1000, '1 second'],
    [12_300, '13 seconds'],
    [60_000, 'a minute'],
    [150_000, '3 minutes'],
  ])('describeWait(%d)', (ms, text) => {
    expect(describeWait(ms)).toBe(text);
  });
});

describe('the service’s own words', () => {
  it('quotes what the service or its gateway said, as plain text after our own words', () => {
    const error = new ServiceError('rate-limited', 'gifs.search: 429 API rate limit exceeded', {
      operation: 'gifs.search',
      status: 429,
      serviceMessage: 'API rate limit exceeded',
    });
    const summary = describeError(error);
    expect(summary.title).toBe('Too many requests');
    expect(summary.detail).toBe(
      'The key has made too many requests. Wait a little, then try again. GIPHY said: “API rate limit exceeded”.',
    );
  });

  it('cuts a long message and says nothing more when there were no words', () => {
    const long = new ServiceError('forbidden', 'x', {
      operation: 'gifs.search',
      serviceMessage: 'a'.repeat(400),
    });
    expect(describeError(long).detail.length).toBeLessThan(300);
    expect(describeError(service('server')).detail).not.toContain('GIPHY said');
  });
});
