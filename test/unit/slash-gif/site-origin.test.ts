import { describe, expect, it } from 'vitest';
import { parseSiteOrigin } from '../../../src/slash-gif/index.ts';

describe('parseSiteOrigin: one http(s) origin, or a specific reason', () => {
  it.each([
    ['https://chat.example.com', 'https://chat.example.com', 'https://chat.example.com/*'],
    ['chat.example.com', 'https://chat.example.com', 'https://chat.example.com/*'],
    ['  https://chat.example.com/room/42?x=1  ', 'https://chat.example.com', 'https://chat.example.com/*'],
    ['http://intranet.test:8080/', 'http://intranet.test:8080', 'http://intranet.test/*'],
    ['localhost:3000', 'https://localhost:3000', 'https://localhost/*'],
    ['https://bücher.de', 'https://xn--bcher-kva.de', 'https://xn--bcher-kva.de/*'],
  ])('%s', (input, origin, pattern) => {
    expect(parseSiteOrigin(input)).toEqual({ ok: true, origin, pattern });
  });

  it.each([
    ['', { ok: false, error: 'empty' }],
    ['   ', { ok: false, error: 'empty' }],
    ['ftp://files.example.com', { ok: false, error: 'not-web', scheme: 'ftp:' }],
    ['file:///home/me/page.html', { ok: false, error: 'not-web', scheme: 'file:' }],
    ['chrome://extensions', { ok: false, error: 'not-web', scheme: 'chrome:' }],
    ['javascript:alert(1)', { ok: false, error: 'not-web', scheme: 'javascript:' }],
    ['https://*.example.com', { ok: false, error: 'wildcard' }],
    ['<all_urls>', { ok: false, error: 'not-address' }],
    ['http://exa mple.com', { ok: false, error: 'not-address' }],
    ['https://user:pw@example.com', { ok: false, error: 'not-address' }],
    ['https://', { ok: false, error: 'not-address' }],
  ])('refuses %j', (input, expected) => {
    expect(parseSiteOrigin(input)).toEqual(expected);
  });
});
