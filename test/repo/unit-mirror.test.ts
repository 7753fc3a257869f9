/**
 * test/unit mirrors src: each folder of unit tests has the src folder of the code it tests, so a
 * reader finds a module's tests at the same path (folders named `fixtures` hold data, not tests).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function folders(dir: string, base = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'fixtures') continue;
    const relative = path.join(base, entry.name);
    out.push(relative, ...folders(path.join(dir, entry.name), relative));
  }
  return out;
}

describe('unit tests mirror src', () => {
  it('every folder of test/unit is a folder of src', () => {
    const unmatched = folders(path.join(root, 'test/unit')).filter(
      (folder) => !existsSync(path.join(root, 'src', folder)),
    );
    expect(unmatched).toEqual([]);
  });
});
