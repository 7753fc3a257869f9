import type { InsertionFormat } from './format-insertion.ts';

/** The person's choices: a format for every site, and overrides for some sites. */
export interface FormatSettings {
  /** Used where no site rule applies. */
  format: InsertionFormat;
  /** By hostname; a rule for `example.com` also covers its subdomains. Beats the built-in rules. */
  siteFormats?: Readonly<Record<string, InsertionFormat>>;
}

/**
 * Sites whose composers render a format of their own, each confirmed by a public source listed in
 * docs/insertion.md: Markdown in the comment boxes of forges (GitHub, GitLab, Gitea, Codeberg) and
 * of Q&A and forum software (the Stack Exchange sites, Discourse's own forum); the link in chat apps
 * that play a GIPHY link themselves, where a pasted picture has no place (Slack, Discord). A rule
 * covers the site's subdomains.
 */
export const BUILT_IN_SITE_FORMATS: Readonly<Record<string, InsertionFormat>> = {
  'github.com': 'markdown',
  'gitlab.com': 'markdown',
  'gitea.com': 'markdown',
  'codeberg.org': 'markdown',
  'stackoverflow.com': 'markdown',
  'stackexchange.com': 'markdown',
  'superuser.com': 'markdown',
  'serverfault.com': 'markdown',
  'askubuntu.com': 'markdown',
  'mathoverflow.net': 'markdown',
  'meta.discourse.org': 'markdown',
  'slack.com': 'url',
  'discord.com': 'url',
};

/**
 * The format to insert on `hostname`: the person's rule for that site, else the built-in one,
 * else the person's default. The most specific hostname wins (`gist.github.com` before
 * `github.com`).
 */
export function chooseFormat(hostname: string, settings: FormatSettings): InsertionFormat {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return ruleFor(host, settings.siteFormats ?? {}) ?? ruleFor(host, BUILT_IN_SITE_FORMATS) ?? settings.format;
}

/**
 * The person's site rules after "this site takes Markdown" was turned `on` or off for `hostname`:
 * on, a Markdown rule for it; off, its own rule removed when that alone gave Markdown, else a rule
 * for the default format (or URL when the default is Markdown) that beats the built-in one.
 */
export function setSiteMarkdown(
  hostname: string,
  on: boolean,
  settings: FormatSettings,
): Record<string, InsertionFormat> {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const { [host]: _own, ...others } = settings.siteFormats ?? {};
  if (on) return { ...others, [host]: 'markdown' };
  const withoutOwn = { ...settings, siteFormats: others };
  if (chooseFormat(host, withoutOwn) !== 'markdown') return others;
  return { ...others, [host]: settings.format === 'markdown' ? 'url' : settings.format };
}

function ruleFor(
  host: string,
  rules: Readonly<Record<string, InsertionFormat>>,
): InsertionFormat | undefined {
  const labels = host.split('.');
  for (let start = 0; start < labels.length; start++) {
    const candidate = labels.slice(start).join('.');
    if (Object.hasOwn(rules, candidate)) return rules[candidate];
  }
  return undefined;
}
