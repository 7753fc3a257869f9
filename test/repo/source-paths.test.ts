/**
 * Every `src/…` path named in a comment, a doc or a test is a file or folder that exists: a reader
 * who follows a path must find it, and a move that forgets a comment fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFiles, root } from './repo-files.ts';

const TEXT = /\.(ts|tsx|js|mjs|css|html|md|json)$/;
// `src/` at the start of a word, then path characters; the lookbehind leaves `img-src/`, `/src/` …
const SOURCE_PATH = /(?<![\w/.-])src\/[\w./-]*[\w]/g;

function missingSourcePaths(text: string, exists: (relative: string) => boolean): string[] {
  const missing = new Set<string>();
  for (const [named] of text.matchAll(SOURCE_PATH)) {
    // A glob or a pattern (`src/**/*.ts`) names no single file.
    if (/[*{]/.test(named)) continue;
    if (!exists(named)) missing.add(named);
  }
  return [...missing];
}

describe('source paths named in the repository', () => {
  it('finds a missing path and accepts one that exists', () => {
    // Built from parts, so that this file names no missing path itself.
    const gone = ['src', 'background', 'gone.ts'].join('/');
    const exists = (p: string) => p === 'src/popup';
    expect(missingSourcePaths(`see src/popup and (${gone}).`, exists)).toEqual([gone]);
    expect(missingSourcePaths("frame-src/ img-src 'self' and src/**/*.ts", exists)).toEqual([]);
  });

  it('every src/ path named in code, tests and docs exists', () => {
    const problems: string[] = [];
    for (const file of repoFiles(TEXT).filter((file) => !file.endsWith('package-lock.json'))) {
      const missing = missingSourcePaths(readFileSync(file, 'utf8'), (p) => existsSync(path.join(root, p)));
      for (const p of missing) problems.push(`${path.relative(root, file)} names ${p}`);
    }
    expect(problems).toEqual([]);
  });
});
