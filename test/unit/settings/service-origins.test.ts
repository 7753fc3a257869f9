import { describe, expect, it } from 'vitest';
import { checkServiceAddress } from '../../../src/settings/service-origins.ts';

describe('checkServiceAddress', () => {
  it.each([
    ['https://api.giphy.com', 'https://api.giphy.com'],
    ['https://api.giphy.com/', 'https://api.giphy.com'],
    // GifDrop adds the version itself: `…/v1` would become `…/v1/v1/gifs/trending`.
    ['https://api.giphy.com/v1', 'https://api.giphy.com'],
    ['https://api.giphy.com/v1/', 'https://api.giphy.com'],
    ['  https://example.com/giphy/V2  ', 'https://example.com/giphy'],
    ['http://127.0.0.1:8470/v1', 'http://127.0.0.1:8470'],
    ['https://example.com/v1beta', 'https://example.com/v1beta'],
  ])('%s is kept as %s', (typed, stored) => {
    expect(checkServiceAddress(typed)).toEqual({ ok: true, address: stored });
  });

  it.each([
    ['api.giphy.com', 'not-url'],
    ['', 'not-url'],
    ['http://api.giphy.com', 'not-secure'],
    ['https://user:pass@api.giphy.com', 'not-secure'],
    ['https://api.giphy.com/?api_key=x', 'not-secure'],
  ])('%s is refused (%s)', (typed, problem) => {
    expect(checkServiceAddress(typed)).toEqual({ ok: false, problem });
  });
});
