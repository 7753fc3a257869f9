import { describe, expect, it } from 'vitest';
import {
  PRODUCTION_BASE_URL,
  PRODUCTION_UPLOAD_URL,
  resolveServiceDefaults,
} from '../../../src/config/service-defaults.ts';

describe('resolveServiceDefaults', () => {
  it('falls back to the production service without a key', () => {
    expect(resolveServiceDefaults({})).toEqual({
      baseUrl: PRODUCTION_BASE_URL,
      uploadUrl: PRODUCTION_UPLOAD_URL,
      apiKey: undefined,
    });
  });

  it('uses the addresses and key given by the build', () => {
    expect(
      resolveServiceDefaults({
        WXT_GIFDROP_BASE_URL: 'http://127.0.0.1:8470',
        WXT_GIFDROP_UPLOAD_URL: 'http://127.0.0.1:8471',
        WXT_GIFDROP_API_KEY: 'dev-key',
      }),
    ).toEqual({ baseUrl: 'http://127.0.0.1:8470', uploadUrl: 'http://127.0.0.1:8471', apiKey: 'dev-key' });
  });

  it('gives a production build the publisher key it was built with, at the production addresses', () => {
    expect(resolveServiceDefaults({ WXT_GIFDROP_API_KEY: ' publisher-key ' })).toEqual({
      baseUrl: PRODUCTION_BASE_URL,
      uploadUrl: PRODUCTION_UPLOAD_URL,
      apiKey: 'publisher-key',
    });
  });

  it.each([
    ['http://127.0.0.1:8470/', 'http://127.0.0.1:8470'],
    ['  https://api.example.test/v1/  ', 'https://api.example.test/v1'],
    ['HTTPS://API.EXAMPLE.TEST', 'https://api.example.test'],
  ])('normalises the base address %j to %j', (given, expected) => {
    expect(resolveServiceDefaults({ WXT_GIFDROP_BASE_URL: given }).baseUrl).toBe(expected);
  });

  it.each(['', '   '])('treats the blank value %j as unset', (blank) => {
    expect(
      resolveServiceDefaults({
        WXT_GIFDROP_BASE_URL: blank,
        WXT_GIFDROP_UPLOAD_URL: blank,
        WXT_GIFDROP_API_KEY: blank,
      }),
    ).toEqual(resolveServiceDefaults({}));
  });

  it.each([
    ['WXT_GIFDROP_BASE_URL', 'localhost:8470', /WXT_GIFDROP_BASE_URL must be an http\(s\) URL/],
    ['WXT_GIFDROP_BASE_URL', 'not a url', /WXT_GIFDROP_BASE_URL is not a URL/],
    [
      'WXT_GIFDROP_UPLOAD_URL',
      'ftp://upload.example.test',
      /WXT_GIFDROP_UPLOAD_URL must be an http\(s\) URL/,
    ],
  ] as const)('rejects %s=%j', (name, value, message) => {
    expect(() => resolveServiceDefaults({ [name]: value })).toThrow(message);
  });
});
