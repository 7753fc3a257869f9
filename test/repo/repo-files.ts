/** The repository's own files, for the checks over its text (build output and dependencies left out). */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const SKIP = new Set([
  'node_modules',
  '.output',
  '.wxt',
  '.cache',
  'test-results',
  '.git',
  'playwright-report',
]);

/** Every file under `dir` whose name matches `name`, as absolute paths. */
export function repoFiles(name: RegExp, dir = root): string[] {
  return readdirSync(dir).flatMap((entry) => {
    if (SKIP.has(entry)) return [];
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return repoFiles(name, full);
    return name.test(entry) ? [full] : [];
  });
}
