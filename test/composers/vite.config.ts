import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('./pages/', import.meta.url));
const pages = readdirSync(root).filter((file) => file.endsWith('.html'));

/**
 * The composer bench: one page per field kind, each with the real editor library from npm.
 * Built by build-composers.ts (the output directory is chosen there); never part of the extension.
 */
export default defineConfig({
  root,
  base: './',
  logLevel: 'warn',
  // Draft.js (through fbjs) still reads Node's `global`.
  define: { global: 'globalThis' },
  build: {
    emptyOutDir: true,
    // CKEditor 5 alone is over a megabyte; size does not matter for a local test page.
    chunkSizeWarningLimit: 4096,
    // CKEditor's module uses top-level await.
    target: 'es2022',
    rollupOptions: {
      input: Object.fromEntries(pages.map((page) => [page.replace(/\.html$/, ''), `${root}${page}`])),
    },
  },
});
