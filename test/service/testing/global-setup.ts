import { ensureMedia } from '../media/generate.ts';

/**
 * Generates the media library once, before any test file starts a service: parallel test files
 * would otherwise each find an empty cache and generate it at the same time.
 */
export default async function setup(): Promise<void> {
  await ensureMedia({ log: (line) => console.log(`[media] ${line}`) });
}
