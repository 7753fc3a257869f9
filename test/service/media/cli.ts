/**
 * Generates (or confirms) the reference service's media library.
 *
 *   npx tsx test/service/media/cli.ts [--dir D] [--force] [--only N] [--quiet]
 *
 * Prints one summary line: animations, files, total bytes, seconds taken.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_MEDIA_DIR, ensureMedia, librarySummary } from './generate.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      force: { type: 'boolean', default: false },
      only: { type: 'string' },
      quiet: { type: 'boolean', default: false },
    },
  });
  const only = values.only === undefined ? undefined : Number(values.only);
  if (only !== undefined && !(Number.isInteger(only) && only > 0))
    throw new Error('--only needs a positive integer');
  const started = performance.now();
  const library = await ensureMedia({
    dir: values.dir ?? DEFAULT_MEDIA_DIR,
    force: values.force,
    only,
    log: values.quiet ? undefined : (line) => console.error(line),
  });
  const { animations, files, bytes } = librarySummary(library);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `media: ${animations} animations, ${files} files, ${bytes} bytes (${(bytes / 1e6).toFixed(1)} MB) ` +
      `in ${library.dir}, ${seconds.toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
