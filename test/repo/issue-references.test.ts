/**
 * Code names no bare issue, by number or by title: neither resolves for a reader of the code, so a
 * comment states the rule and its reason, and history goes in commit messages and docs/. A link a
 * reader can open (an address with `/issues/`) is allowed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['src', 'entrypoints', 'test', 'build'];
const CONFIG = ['wxt.config.ts', 'playwright.config.ts', 'vitest.config.ts'];
const CODE = /\.(ts|tsx|css|html)$/;
const BARE_ISSUE = /\bissues? (#?\d+|["“])/i;

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : codeFiles(full);
    return CODE.test(name) ? [full] : [];
  });
}

describe('issue references in code', () => {
  it('no line of code or comment names a bare issue number', () => {
    const files = [
      ...FOLDERS.flatMap((folder) => codeFiles(path.join(root, folder))),
      ...CONFIG.map((f) => path.join(root, f)),
    ];
    const lines = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${path.relative(root, file)}:${index + 1}` }))
        .filter(
          ({ line }) => BARE_ISSUE.test(line) && !line.includes('/issues/') && !line.includes('BARE_ISSUE'),
        ),
    );
    expect(lines.map(({ where, line }) => `${where} ${line.trim()}`)).toEqual([]);
  });
});
