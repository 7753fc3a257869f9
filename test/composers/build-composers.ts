import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../harness/paths.ts';

const here = path.join(repoRoot, 'test', 'composers');
const cacheRoot = path.join(repoRoot, '.cache', 'composers');

/** The editor libraries the pages bundle; their installed versions are part of the cache key. */
const LIBRARIES = [
  'lexical',
  '@lexical/rich-text',
  '@lexical/plain-text',
  '@lexical/history',
  'draft-js',
  'react',
  'react-dom',
  'slate',
  'slate-react',
  'slate-history',
  'prosemirror-view',
  'prosemirror-state',
  'prosemirror-example-setup',
  'quill',
  'ckeditor5',
  'tinymce',
  'monaco-editor',
  'vite',
];

/** A key over the pages' sources, the Vite config and the libraries' versions. */
async function cacheKey(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(path.join(here, 'pages'), { recursive: true })).sort();
  for (const file of [...files.map((name) => path.join('pages', name)), 'vite.config.ts']) {
    const full = path.join(here, file);
    if (!file.includes('.')) continue;
    hash.update(file).update(await readFile(full));
  }
  for (const name of LIBRARIES) {
    const manifest = path.join(repoRoot, 'node_modules', name, 'package.json');
    hash
      .update(name)
      .update(existsSync(manifest) ? JSON.parse(await readFile(manifest, 'utf8')).version : '-');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds the composer pages with Vite into `.cache/composers/<key>/`, once: a later call with the
 * same sources and library versions returns the cached directory (a CKEditor build takes a while
 * on two cores). Older builds are removed.
 */
export async function buildComposers(log: (line: string) => void = () => {}): Promise<string> {
  const key = await cacheKey();
  const outDir = path.join(cacheRoot, key);
  if (existsSync(path.join(outDir, 'index.html'))) return outDir;
  const started = performance.now();
  const { build } = await import('vite');
  await build({ configFile: path.join(here, 'vite.config.ts'), build: { outDir } });
  for (const entry of await readdir(cacheRoot)) {
    if (entry !== key) await rm(path.join(cacheRoot, entry), { recursive: true, force: true });
  }
  log(`composer pages built in ${Math.round(performance.now() - started)} ms into .cache/composers/${key}`);
  return outDir;
}
