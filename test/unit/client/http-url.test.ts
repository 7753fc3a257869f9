/**
 * `isHttpUrl` tells the usual form of a URL by its shape (src/client/http-url.ts): its
 * answer must be the URL parser's for every string, so that no other kind of URL ever reaches an
 * `<img>`, a `<video>` or a field, and none the service sends is lost.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHttpUrl } from '../../../src/client/http-url.ts';

const parsedScheme = (value: string) => {
  try {
    return new URL(value).protocol;
  } catch {
    return 'unparsable';
  }
};

describe('isHttpUrl', () => {
  it('takes the media, page and tracking URLs the service sends', () => {
    for (const url of [
      'https://media4.giphy.com/media/v1.Y2lkPTc5/3o7TKSjRrfIPjeiVyM/giphy.gif?cid=790b7611&rid=giphy.gif&ct=g',
      'https://giphy.com/gifs/cat-funny-3o7TKSjRrfIPjeiVyM',
      'https://gph.is/g/ZWdKYwP',
      'https://pingback.giphy.com/v2/pingback_simple?analytics_response_payload=e%3DZ&action_type=SEEN',
      'http://127.0.0.1:41234/media/7/fixed_width.webp',
      'HTTPS://I.GIPHY.COM/abc.gif',
      'https://münchen.example/ä.gif#x',
    ])
      expect(isHttpUrl(url), url).toBe(true);
  });

  it('refuses other schemes, addresses cut short, hosts the parser refuses', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:image/gif;base64,R0lGOD',
      'ftp://example.test/a.gif',
      '//example.test/a.gif',
      '/media/a.gif',
      'https://',
      'https://exa mple.test/',
      'https://example.test:123456/',
      'https://example.test:65536/',
      'http://09/',
      'http://1.2.3.256/',
      'http://xn--a/',
      '',
    ])
      expect(isHttpUrl(url), JSON.stringify(url)).toBe(false);
  });

  it('answers as the URL parser does, for any string', () => {
    const scheme = fc.constantFrom(
      'http://',
      'https://',
      'HTTP://',
      'hTtPs://',
      'http:',
      'https:/',
      'javascript:',
      '',
    );
    const tail = fc.string({ unit: fc.constantFrom(...'aZ0129x.-_~:/?#@[]\\%\u00e4 \t\n\u0000\u2028') });
    const host = fc
      .array(
        fc.oneof(
          fc.constantFrom('0', '09', '255', '256', '0x1f', 'xn--a', 'xn--mnchen-3ya', 'a', '-', '_'),
          fc.string(),
        ),
        {
          minLength: 1,
          maxLength: 5,
        },
      )
      .map((labels) => labels.join('.'));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.tuple(scheme, tail).map(([a, b]) => a + b),
          fc
            .tuple(scheme, host, fc.constantFrom('', ':80', ':65535', ':99999', ':'), tail)
            .map((parts) => parts.join('')),
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.string(),
        ),
        (value) => {
          expect(isHttpUrl(value)).toBe(['http:', 'https:'].includes(parsedScheme(value)));
        },
      ),
      { numRuns: 20000 },
    );
  });
});

describe('isHttpUrl: the one check before a URL is shown, linked or loaded', () => {
  it('takes http and https URLs in any case', () => {
    expect(isHttpUrl('https://media.giphy.com/media/abc/giphy.gif')).toBe(true);
    expect(isHttpUrl('HTTP://i.giphy.com/abc.webp')).toBe(true);
  });

  it('refuses other schemes, a bare scheme and what is not a string', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:image/gif;base64,R0lG',
      'chrome-extension://x/a.gif',
      'https://',
      'https:// x',
      '//media.giphy.com/a.gif',
      '',
      undefined,
      null,
      42,
    ]) {
      expect(isHttpUrl(url), String(url)).toBe(false);
    }
  });
});
