import type { InsertionFormat } from './format-insertion.ts';

/** The person's choices: a format for every site, and overrides for some sites. */
export interface FormatSettings {
  /** Used where no site rule applies. */
  format: InsertionFormat;
  /** By hostname; a rule for `example.com` also covers its subdomains. Beats the built-in rules. */
  siteFormats?: Readonly<Record<string, InsertionFormat>>;
}

/**
 * Sites whose composers render a format of their own (GitHub's comment boxes take Markdown), and
 * chat apps that play a GIPHY link themselves, where a pasted picture has no place in the message
 * text (Slack, Discord): the link. Sources in docs/insertion.md.
 */
export const BUILT_IN_SITE_FORMATS: Readonly<Record<string, InsertionFormat>> = {
  'github.com': 'markdown',
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
