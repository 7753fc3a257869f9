import path from 'node:path';
import type { Plugin } from 'vite';

/** WXT's entry module for an unlisted script: its id, then the script's file. */
const WXT_ENTRY = 'virtual:wxt-unlisted-script-entrypoint?';
const BARE_ENTRY = '\0gifdrop-bare-head?';

/**
 * Builds the pages' head scripts (`popup-head`, `panel-head`) without WXT's unlisted-script
 * wrapper: in a production build its logger prints nothing, so the wrapper only rethrows what it
 * catches, and it cost the first script of every popup open 134 B gzip. The head's `main` runs once,
 * as the wrapper would run it.
 *
 * Matched by WXT's entry id: should an upgrade rename it, the wrapper comes back and the popup's
 * gzip budget (test/builds/bundle.test.ts) says so.
 */
export function bareHeadScripts(names: readonly string[]): Plugin {
  return {
    name: 'gifdrop:bare-head-scripts',
    enforce: 'pre',
    resolveId(id) {
      // As WXT reads it: a library build gives the entry with the root's path in front.
      const at = id.indexOf(WXT_ENTRY);
      if (at < 0) return null;
      const file = id.slice(at + WXT_ENTRY.length);
      return names.includes(path.basename(file, path.extname(file))) ? BARE_ENTRY + file : null;
    },
    load(id) {
      if (!id.startsWith(BARE_ENTRY)) return null;
      return `import definition from ${JSON.stringify(id.slice(BARE_ENTRY.length))};\ndefinition.main();\n`;
    },
  };
}
