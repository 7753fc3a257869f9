import { describe, expect, it } from 'vitest';
import { checkUploadForm, describeBytes, sniffMediaType } from '../../../src/upload/checks.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('sniffMediaType', () => {
  it.each([
    [bytes('GIF89a', 0, 0), 'gif'],
    [bytes('GIF87a'), 'gif'],
    [bytes(0, 0, 0, 0x20, 'ftypisom'), 'mp4'],
    [bytes(0, 0, 0, 0x14, 'ftypqt  '), 'quicktime'],
    [bytes(0x1a, 0x45, 0xdf, 0xa3, 0, 0), 'webm'],
    [bytes(0x89, 'PNG', 0x0d, 0x0a), null],
    [bytes('hello world'), null],
    [bytes(), null],
  ])('%o is %s', (head, type) => {
    expect(sniffMediaType(head)).toBe(type);
  });
});

describe('describeBytes', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [640, '640 bytes'],
    [1000, '1 kB'],
    [12_400, '12 kB'],
    [12_500_000, '12.5 MB'],
  ])('%i bytes reads %s (an empty file is never "1 kB")', (size, text) => {
    expect(describeBytes(size)).toBe(text);
  });
});

describe('checkUploadForm', () => {
  const gif = { size: 1000, name: 'a.gif', type: 'gif' as const };
  const unknown = { approved: 'unknown' as const };

  it.each([
    [{ file: null, url: '', username: '' }, unknown, 'Choose a GIF or video file'],
    [{ file: { ...gif, size: 100 * 1024 * 1024 + 1 }, url: '', username: '' }, unknown, 'up to 100 MB'],
    [{ file: { ...gif, type: null }, url: '', username: '' }, unknown, 'is not an animated GIF or a video'],
    [{ file: null, url: 'ftp://x/a.gif', username: '' }, unknown, 'Only http and https'],
    [{ file: null, url: 'a.gif', username: '' }, unknown, 'is not a URL'],
    [{ file: gif, url: '', username: 'me' }, { approved: false }, 'needs a key of an app GIPHY approved'],
    [{ file: gif, url: '', username: '' }, { approved: true, uploadsLeft: 0 }, 'used its 10 uploads'],
  ])('refuses %o', (form, key, message) => {
    expect(checkUploadForm(form, key)).toContain(message);
  });

  it.each([
    [{ file: gif, url: '', username: '' }, unknown],
    [{ file: null, url: 'https://example.com/a.mp4', username: 'me' }, unknown],
    [
      { file: gif, url: '', username: 'me' },
      { approved: true, uploadsLeft: 3 },
    ],
  ])('lets %o go', (form, key) => {
    expect(checkUploadForm(form, key)).toBeNull();
  });
});
