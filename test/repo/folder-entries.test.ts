/**
 * Folders are entered through their index.ts: code of src/ and entrypoints/ that imports from a
 * folder of src/ with an index.ts, from outside that folder, imports the index, never a file behind
 * it. The index is the folder's face: what others use is listed there, and what is behind it can
 * move. The imports that still reach past are listed in reaching-past-index.ts with the reason each
 * stays; the list only shrinks (a new one fails, and so does one fixed but still listed).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACHING_PAST_INDEX } from './reaching-past-index.ts';
import { repoFiles, root } from './repo-files.ts';

const src = path.join(root, 'src');
/** `import … from`, `export … from`, `import '…'` and `import('…')` of a relative path. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"?]+)['"]/g;

/**
 * The folder `importer` must enter to reach `target`, when `target` is behind its index: the
 * outermost folder under `base` holding `target` but not `importer` that has an index.ts.
 */
function folderReachedPast(
  importer: string,
  target: string,
  base: string,
  hasIndex: (folder: string) => boolean,
): string | undefined {
  let entered: string | undefined;
  for (let folder = path.dirname(target); folder.startsWith(base + path.sep); folder = path.dirname(folder))
    if (hasIndex(folder) && !importer.startsWith(folder + path.sep)) entered = folder;
  return entered && target !== path.join(entered, 'index.ts') ? entered : undefined;
}

/** Every import of src/ and entrypoints/ that reaches past an index, as `importer -> target`. */
function reachingPast(): string[] {
  const hasIndex = (folder: string) => existsSync(path.join(folder, 'index.ts'));
  return [...repoFiles(/\.tsx?$/, src), ...repoFiles(/\.tsx?$/, path.join(root, 'entrypoints'))].flatMap(
    (file) =>
      [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].flatMap((match) => {
        const target = path.resolve(path.dirname(file), match[1] as string);
        if (!existsSync(target) || !folderReachedPast(file, target, src, hasIndex)) return [];
        return [`${path.relative(root, file)} -> ${path.relative(root, target)}`];
      }),
  );
}

describe('folders are entered through their index.ts', () => {
  it('finds an import past an index, and accepts the index, a folder without one and its own files', () => {
    const has = (folder: string) => ['/s/a', '/s/a/inner'].includes(folder);
    expect(folderReachedPast('/s/b/x.ts', '/s/a/y.ts', '/s', has)).toBe('/s/a');
    expect(folderReachedPast('/s/b/x.ts', '/s/a/inner/z.ts', '/s', has)).toBe('/s/a');
    expect(folderReachedPast('/s/b/x.ts', '/s/a/index.ts', '/s', has)).toBeUndefined();
    expect(folderReachedPast('/s/a/x.ts', '/s/a/inner/z.ts', '/s', has)).toBe('/s/a/inner');
    expect(folderReachedPast('/s/a/x.ts', '/s/a/y.ts', '/s', has)).toBeUndefined();
    expect(folderReachedPast('/s/a/x.ts', '/s/c/y.ts', '/s', has)).toBeUndefined();
  });

  it('no import reaches past an index.ts but those listed, and every one listed still does', () => {
    const found = reachingPast();
    const listed = new Set(REACHING_PAST_INDEX.map(({ from, to }) => `${from} -> ${to}`));
    expect(found.filter((entry) => !listed.has(entry))).toEqual([]);
    expect([...listed].filter((entry) => !found.includes(entry))).toEqual([]);
  });
});
