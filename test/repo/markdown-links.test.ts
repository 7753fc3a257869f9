/**
 * Every relative link in the repository's Markdown leads somewhere: the file or folder exists, and
 * a `#part` of a Markdown file names one of its headings. A reader who follows a link must land,
 * and a move or a renamed heading that forgets a link fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFiles, root } from './repo-files.ts';

/** `[text](target)` and `![alt](target)`, the target up to a space or the closing parenthesis. */
const INLINE_LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
/** `[label]: target` on a line of its own. */
const REFERENCE_LINK = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm;

/** The text without fenced code blocks and inline code, where brackets are code, not links. */
function proseOf(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of proseOf(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = anchorOf((heading as string).replace(/[*_]/g, ''));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The broken relative links of `markdown`, a file in `dir`; `read` gives another file's text. */
function brokenLinks(
  markdown: string,
  file: string,
  exists: (absolute: string) => boolean,
  read: (absolute: string) => string,
): string[] {
  const prose = proseOf(markdown);
  const targets = [...prose.matchAll(INLINE_LINK), ...prose.matchAll(REFERENCE_LINK)].map(
    (match) => match[1] as string,
  );
  return targets.filter((target) => {
    // Addresses (https:, mailto:) are not files of the repository.
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return false;
    const [pathPart = '', anchor] = target.split('#');
    const absolute = pathPart === '' ? file : path.resolve(path.dirname(file), decodeURI(pathPart));
    if (!exists(absolute)) return true;
    if (anchor === undefined || !absolute.endsWith('.md')) return false;
    return !anchorsOf(read(absolute)).has(anchor);
  });
}

describe('relative links in Markdown', () => {
  it('finds a missing file and a missing heading, and accepts what exists', () => {
    const files = new Map([
      ['/r/docs/a.md', '# A\n## The map\n'],
      ['/r/README.md', '# Read me\n## The map\n'],
    ]);
    const exists = (p: string) => files.has(p) || p === '/r/test';
    const read = (p: string) => files.get(p) ?? '';
    const text = [
      '[ok](../README.md#the-map) [dir](../test) [self](#a) [web](https://example.org/x.md)',
      '[gone](missing.md) [no heading](../README.md#no-such) [from docs](test/service/README.md)',
      '`[code](nowhere.md)`',
      '```',
      '[fenced](nowhere.md)',
      '```',
      '[ref]: ./gone-too.md',
    ].join('\n');
    expect(brokenLinks(text, '/r/docs/a.md', exists, read)).toEqual([
      'missing.md',
      '../README.md#no-such',
      'test/service/README.md',
      './gone-too.md',
    ]);
  });

  it('every relative link in every .md of the repository resolves', () => {
    const problems = repoFiles(/\.md$/).flatMap((file) =>
      brokenLinks(readFileSync(file, 'utf8'), file, existsSync, (p) => readFileSync(p, 'utf8')).map(
        (target) => `${path.relative(root, file)} → ${target}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
