/**
 * What the sources zip carries (every tracked file but those wxt.config.ts leaves out) holds no
 * test material: `npm run release` refuses such a zip, so it is caught here, in `npm test`, first.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTestMaterial } from '../../build/release/checks.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** wxt.config.ts `zip.excludeSources`, and what WXT never packs. */
const LEFT_OUT = /^(test|test-results|playwright-report|docs|store|\.ci|node_modules|\.output)\//;
const TEXT = /\.(ts|tsx|js|mjs|json|css|html|md|txt|svg|yml|yaml)$|^[^.]+$/;

describe('the sources zip', () => {
  it('carries no loopback address with a port, no test hook, no reference key', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && !LEFT_OUT.test(file) && TEXT.test(path.basename(file)));
    expect(tracked.length).toBeGreaterThan(100);
    const files = new Map(tracked.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
    expect(findTestMaterial(files, undefined, { sources: true })).toEqual([]);
  });
});
