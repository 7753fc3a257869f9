import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../../src/client/errors.ts';
import {
  checkIds,
  checkOffset,
  checkPageSize,
  checkSearchText,
  checkUploadSource,
  countCodePoints,
  joinChannelIds,
  splitIntoBatches,
  UPLOAD_MAX_BYTES,
} from '../../../src/client/limits.ts';
import { buildUrl, encodeSegment } from '../../../src/client/url.ts';

function errorOf(run: () => unknown): ServiceError | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
}

describe('search text (50 code points)', () => {
  it.each([
    ['50 ASCII letters', 'a'.repeat(50), undefined],
    ['51 ASCII letters', 'a'.repeat(51), 'too-long'],
    ['50 emoji (100 UTF-16 units)', '😂'.repeat(50), undefined],
    ['51 emoji', '😂'.repeat(51), 'too-long'],
    ['50 CJK characters', '猫'.repeat(50), undefined],
    ['an empty text (the service decides)', '', undefined],
  ])('%s', (_name, text, kind) => {
    const error = errorOf(() => checkSearchText('gifs.search', text));
    expect(error?.kind).toBe(kind);
    if (error) expect(error).toMatchObject({ limit: 'search-text', attempts: 0, operation: 'gifs.search' });
  });

  it('counts code points, not UTF-16 units or graphemes', () => {
    expect(countCodePoints('😂')).toBe(1);
    expect(countCodePoints('e\u0301')).toBe(2);
    expect(countCodePoints('👍🏽')).toBe(2);
  });
});

describe('other limits', () => {
  it.each([
    ['5 channel ids', () => joinChannelIds('op', [1, 2, 3, 4, 5]), undefined],
    ['6 channel ids', () => joinChannelIds('op', [1, 2, 3, 4, 5, 6]), 'channel-ids'],
    ['a fractional channel id', () => joinChannelIds('op', [1.5]), 'channel-ids'],
    ['a negative channel id', () => joinChannelIds('op', [-1]), 'channel-ids'],
    ['limit 1', () => checkPageSize('op', 1), undefined],
    ['limit 0', () => checkPageSize('op', 0), 'page-size'],
    ['limit 2.5', () => checkPageSize('op', 2.5), 'page-size'],
    ['limit 51 where 50 is the maximum', () => checkPageSize('op', 51, 50), 'page-size'],
    ['offset 0', () => checkOffset('op', 0), undefined],
    ['offset -1', () => checkOffset('op', -1), 'offset'],
    ['offset NaN', () => checkOffset('op', Number.NaN), 'offset'],
    ['an empty id', () => checkIds('op', ['a', '']), 'ids'],
    ['an id with a comma', () => checkIds('op', ['a,b']), 'ids'],
    [
      'an upload of exactly 100 MB',
      () => checkUploadSource('op', { size: UPLOAD_MAX_BYTES }, undefined),
      undefined,
    ],
    [
      'an upload one byte over',
      () => checkUploadSource('op', { size: UPLOAD_MAX_BYTES + 1 }, undefined),
      'upload-size',
    ],
    ['an upload of a URL', () => checkUploadSource('op', undefined, 'https://x.test/a.gif'), undefined],
    [
      'an upload with neither file nor URL',
      () => checkUploadSource('op', undefined, undefined),
      'upload-source',
    ],
    ['an upload with an empty URL', () => checkUploadSource('op', undefined, ''), 'upload-source'],
    [
      'an upload with both',
      () => checkUploadSource('op', { size: 1 }, 'https://x.test/a.gif'),
      'upload-source',
    ],
    ['an empty path segment', () => encodeSegment('op', ''), 'path-segment'],
    ['a dot segment', () => encodeSegment('op', '..'), 'path-segment'],
    ['a lone surrogate', () => buildUrl('op', 'https://a.test', '/x', [['q', '\ud83d']]), 'text-encoding'],
  ])('%s', (_name, run, limit) => {
    const error = errorOf(run);
    expect(error?.limit).toBe(limit);
    if (error) expect(error.kind).toBe('bad-request');
  });
});

describe('encoding', () => {
  it('encodes every value exactly once and leaves out undefined ones', () => {
    const url = buildUrl('op', 'https://a.test', '/v1/gifs/search', [
      ['api_key', 'k'],
      ['q', '100% a+b & c#d @e ?f 😂'],
      ['limit', undefined],
      ['offset', 25],
    ]);
    expect(url).toBe(
      'https://a.test/v1/gifs/search?api_key=k&q=100%25%20a%2Bb%20%26%20c%23d%20%40e%20%3Ff%20%F0%9F%98%82&offset=25',
    );
    expect(new URL(url).searchParams.get('q')).toBe('100% a+b & c#d @e ?f 😂');
  });

  it('encodes path segments so they stay one segment', () => {
    expect(encodeSegment('op', 'a/b?c#d')).toBe('a%2Fb%3Fc%23d');
    expect(encodeSegment('op', 'rock & roll')).toBe('rock%20%26%20roll');
  });
});

describe('splitIntoBatches', () => {
  it.each([
    [0, []],
    [1, [1]],
    [100, [100]],
    [101, [100, 1]],
    [250, [100, 100, 50]],
  ])('%i ids -> batches of %j', (count, sizes) => {
    const ids = Array.from({ length: count }, (_, i) => `id${i}`);
    const batches = splitIntoBatches(ids);
    expect(batches.map((batch) => batch.length)).toEqual(sizes);
    expect(batches.flat()).toEqual(ids);
  });
});
