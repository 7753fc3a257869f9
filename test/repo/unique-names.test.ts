/**
 * No two source files share a name (each folder's `index.ts` face aside): a name found twice sends a
 * newcomer to the wrong file, and a search for it answers with both.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

describe('source file names', () => {
  it('each name but index.ts is used once in src/', () => {
    const byName = new Map<string, string[]>();
    for (const file of files(src)) {
      const name = path.basename(file);
      if (name !== 'index.ts') byName.set(name, [...(byName.get(name) ?? []), path.relative(src, file)]);
    }
    expect([...byName.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });
});
