import { describe, expect, it } from 'vitest';
import { describeStatus } from '../../../src/popup/describe-status.ts';

const status = {
  baseUrl: 'http://127.0.0.1:8470',
  uploadUrl: 'http://127.0.0.1:8471',
  hasKey: true,
  key: { source: 'build' as const },
};

describe('describeStatus', () => {
  it.each([
    [{ kind: 'loading' } as const, { text: 'Checking the service…', tone: 'muted', linkToOptions: false }],
    [
      { kind: 'ready', status } as const,
      { text: 'Connected to 127.0.0.1:8470', tone: 'ok', linkToOptions: false },
    ],
    [
      { kind: 'ready', status: { ...status, baseUrl: 'https://api.giphy.com', hasKey: false } } as const,
      { text: 'No API key set', tone: 'warn', linkToOptions: true },
    ],
  ])('describes %j', (state, expected) => {
    expect(describeStatus(state)).toEqual(expected);
  });

  it('names the failure when the background does not answer', () => {
    expect(describeStatus({ kind: 'error', message: 'Error: no receiver' }).text).toContain(
      'Error: no receiver',
    );
  });
});
