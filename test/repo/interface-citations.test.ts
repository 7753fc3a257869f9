/**
 * Citations of the service interface lead to a section that exists: code and docs cite
 * `docs/interface.md §N.N`, and each cited number is a numbered heading of that file. A citation of
 * the interface's description outside the repository ("spec N.N", the shared file's path) fails:
 * someone who clones GifDrop has only docs/interface.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFiles, root } from './repo-files.ts';

const TEXT = /\.(ts|tsx|js|mjs|css|html|md|json|svg)$/;
const SECTION = /^#{2,6}\s+(\d+(?:\.\d+)*)\.?\s/gm;
/** `docs/interface.md §4.3`, and the sections listed after it: `§4.3/§8`, `§6, §9.2`, `§1.6 and §6`. */
const CITATION = /docs\/interface\.md §(\d+(?:\.\d+)*)((?:(?:, |\/| and )§\d+(?:\.\d+)*)*)/g;
/** Within docs/interface.md itself, `§N` alone. */
const INNER_CITATION = /§(\d+(?:\.\d+)*)/g;
// Built from parts, so that this file is not itself a citation of the outside description.
const OUTSIDE = new RegExp(
  [String.raw`\b[Ss]pec(?: sections?)? \d+(?:\.\d+)*`, ['shared', 'spec', ''].join('/')].join('|'),
  'g',
);

/** The section numbers `interface` defines, as its numbered headings. */
function sectionsOf(interfaceText: string): Set<string> {
  return new Set([...interfaceText.matchAll(SECTION)].map((match) => match[1] as string));
}

/** The sections `text` cites that `sections` lacks, and its citations that point outside. */
function badCitations(text: string, sections: Set<string>): string[] {
  const cited = [...text.matchAll(CITATION)].flatMap((match) => [
    match[1] as string,
    ...[...(match[2] ?? '').matchAll(INNER_CITATION)].map((inner) => inner[1] as string),
  ]);
  return [
    ...cited.filter((section) => !sections.has(section)).map((section) => `§${section}`),
    ...[...text.matchAll(OUTSIDE)].map((match) => match[0]),
  ];
}

describe('citations of the service interface', () => {
  it('finds a missing section and an outside citation, and accepts what exists', () => {
    const sections = sectionsOf('# Title\n## 1. Use\n### 1.4 As typed\n## 4. Operations\n### 4.3 Rules\n');
    expect([...sections]).toEqual(['1', '1.4', '4', '4.3']);
    // Built from parts, so that the check of the whole repository does not read these as citations.
    const cite = ['docs', 'interface.md §'].join('/');
    const outside = ['sp', 'ec 2.4'].join('');
    const text = `${cite}1.4, ${cite}4.3/§4.9, ${cite}7 and ${outside}`;
    expect(badCitations(text, sections)).toEqual(['§4.9', '§7', outside]);
  });

  it('every cited section exists in docs/interface.md, and none points outside the repository', () => {
    const interfaceFile = path.join(root, 'docs/interface.md');
    const interfaceText = readFileSync(interfaceFile, 'utf8');
    const sections = sectionsOf(interfaceText);
    expect(sections.size).toBeGreaterThan(30);
    const problems = repoFiles(TEXT)
      .filter((file) => !file.endsWith('package-lock.json'))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        const bad = badCitations(text, sections);
        if (file === interfaceFile) {
          const inner = [...text.matchAll(INNER_CITATION)].map((match) => match[1] as string);
          bad.push(...inner.filter((section) => !sections.has(section)).map((section) => `§${section}`));
        }
        return bad.map((citation) => `${path.relative(root, file)}: ${citation}`);
      });
    expect(problems).toEqual([]);
  });
});
