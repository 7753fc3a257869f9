import { describe, expect, it } from 'vitest';
import {
  chooseFormat,
  type FormatSettings,
  type InsertionFormat,
  setSiteMarkdown,
} from '../../../src/insertion/index.ts';

describe('chooseFormat', () => {
  it.each<[string, string, FormatSettings, InsertionFormat]>([
    ['GitHub takes Markdown by default', 'github.com', { format: 'url' }, 'markdown'],
    ['so do its subdomains', 'gist.github.com', { format: 'url' }, 'markdown'],
    ['the hostname is matched case-insensitively', 'GitHub.com', { format: 'url' }, 'markdown'],
    ['a fully qualified hostname', 'github.com.', { format: 'html' }, 'markdown'],
    ['other sites get the default', 'example.com', { format: 'url' }, 'url'],
    ['Slack gets the link where the default is Automatic', 'app.slack.com', { format: 'auto' }, 'url'],
    ['so does Discord', 'discord.com', { format: 'auto' }, 'url'],
    ['elsewhere Automatic stays', 'mail.example.com', { format: 'auto' }, 'auto'],
    ['whatever the default is', 'example.com', { format: 'bbcode' }, 'bbcode'],
    ['a look-alike host is not GitHub', 'notgithub.com', { format: 'url' }, 'url'],
    ['nor is a host that merely contains it', 'github.com.evil.test', { format: 'url' }, 'url'],
    [
      'the person overrides the built-in rule',
      'github.com',
      { format: 'url', siteFormats: { 'github.com': 'html' } },
      'html',
    ],
    [
      'their rule covers subdomains',
      'gist.github.com',
      { format: 'url', siteFormats: { 'github.com': 'url' } },
      'url',
    ],
    [
      'the most specific rule wins',
      'gist.github.com',
      { format: 'url', siteFormats: { 'github.com': 'url', 'gist.github.com': 'bbcode' } },
      'bbcode',
    ],
    [
      'their rule for another site',
      'forum.test',
      { format: 'url', siteFormats: { 'forum.test': 'bbcode' } },
      'bbcode',
    ],
    ['an inherited property name is no rule', 'constructor', { format: 'url' }, 'url'],
  ])('%s (%s)', (_name, hostname, settings, expected) => {
    expect(chooseFormat(hostname, settings)).toBe(expected);
  });
});

describe('the built-in Markdown sites', () => {
  it.each([
    'gitlab.com',
    'gitea.com',
    'codeberg.org',
    'stackoverflow.com',
    'unix.stackexchange.com',
    'superuser.com',
    'serverfault.com',
    'askubuntu.com',
    'mathoverflow.net',
    'meta.discourse.org',
  ])('%s takes Markdown', (host) => {
    expect(chooseFormat(host, { format: 'url' })).toBe('markdown');
  });

  it.each(['gitlab.example.com', 'discourse.org', 'stackexchange.com.evil.test'])('%s does not', (host) => {
    expect(chooseFormat(host, { format: 'url' })).toBe('url');
  });
});

describe('setSiteMarkdown: "this site takes Markdown" from the picker', () => {
  it('on: a Markdown rule for the host, other rules kept', () => {
    expect(
      setSiteMarkdown('Forum.Example.org', true, { format: 'url', siteFormats: { 'a.test': 'html' } }),
    ).toEqual({ 'a.test': 'html', 'forum.example.org': 'markdown' });
  });

  it('off where only the own rule gave Markdown: the rule goes', () => {
    expect(
      setSiteMarkdown('forum.example.org', false, {
        format: 'url',
        siteFormats: { 'forum.example.org': 'markdown' },
      }),
    ).toEqual({});
  });

  it('off on a built-in Markdown site: a rule for the default format beats it', () => {
    const settings: FormatSettings = { format: 'bbcode' };
    const rules = setSiteMarkdown('gitlab.com', false, settings);
    expect(rules).toEqual({ 'gitlab.com': 'bbcode' });
    expect(chooseFormat('gitlab.com', { ...settings, siteFormats: rules })).toBe('bbcode');
  });

  it('off where the default itself is Markdown: the site gets links', () => {
    expect(setSiteMarkdown('example.com', false, { format: 'markdown' })).toEqual({ 'example.com': 'url' });
  });
});
