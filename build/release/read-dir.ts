import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const TEXT = /\.(js|mjs|css|html|json|txt|md|svg|ts|tsx)$/i;

/** Every text file under `dir`, by path relative to it (with `/`), as a zip would list them. */
export async function readTextFiles(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full).split(path.sep).join('/'), await readFile(full, 'utf8'));
  }
  return files;
}
