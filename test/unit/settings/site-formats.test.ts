import { describe, expect, it } from 'vitest';
import { chooseFormat } from '../../../src/insertion/site-format.ts';
import { normalizeHostname, readSiteFormats, siteFormatsItem } from '../../../src/settings/index.ts';

describe('per-site formats', () => {
  it('reduces what a person types to a hostname, or refuses it', () => {
    expect(normalizeHostname(' GitHub.com ')).toBe('github.com');
    expect(normalizeHostname('https://Docs.Example.org/path?q=1')).toBe('docs.example.org');
    expect(normalizeHostname('example.com.')).toBe('example.com');
    expect(normalizeHostname('127.0.0.1:8080')).toBe('127.0.0.1');
    for (const bad of ['', '   ', 'not a host!', '???', 'a..b', '.com'])
      expect(normalizeHostname(bad), bad).toBeUndefined();
  });

  it('keeps only well-formed rules from storage', () => {
    expect(readSiteFormats(undefined)).toEqual({});
    expect(readSiteFormats(['github.com'])).toEqual({});
    expect(readSiteFormats({ 'GitHub.com': 'html', 'x y': 'url', 'a.org': 'rtf', 'b.org': 3 })).toEqual({
      'github.com': 'html',
    });
  });

  it('is empty until set, versioned, and its rules beat the built-in ones', async () => {
    expect(await siteFormatsItem.getValue()).toEqual({});
    expect(siteFormatsItem.key).toBe('sync:siteFormats');
    await siteFormatsItem.setValue({ 'github.com': 'url', 'example.com': 'bbcode' });
    const siteFormats = readSiteFormats(await siteFormatsItem.getValue());
    expect(chooseFormat('github.com', { format: 'html', siteFormats })).toBe('url');
    expect(chooseFormat('forum.example.com', { format: 'html', siteFormats })).toBe('bbcode');
    expect(chooseFormat('other.org', { format: 'html', siteFormats })).toBe('html');
    expect(chooseFormat('github.com', { format: 'html', siteFormats: {} })).toBe('markdown');
  });
});
