import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, derived from this file so nothing depends on the current directory. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Path of an installed command-line tool (`node_modules/.bin/<name>`). */
export function binPath(name: string): string {
  return path.join(repoRoot, 'node_modules', '.bin', name);
}
