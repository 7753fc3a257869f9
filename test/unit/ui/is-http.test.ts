import { describe, expect, it } from 'vitest';
import { isHttp } from '../../../src/ui/is-http.ts';

describe('isHttp: the one check before a URL is shown, linked or loaded', () => {
  it('takes http and https URLs in any case', () => {
    expect(isHttp('https://media.giphy.com/media/abc/giphy.gif')).toBe(true);
    expect(isHttp('HTTP://i.giphy.com/abc.webp')).toBe(true);
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
      expect(isHttp(url), String(url)).toBe(false);
    }
  });
});
