import path from 'node:path';
import { repoRoot } from './paths.ts';

/**
 * Where the real response bodies of the service are: `../shared/realworld-fixtures` beside the
 * repository (as CI lays it out), or `GIFDROP_REALWORLD_FIXTURES`. Tests read them from there and
 * never copy them into the repository.
 */
export const REALWORLD_FIXTURES_DIR = path.resolve(
  process.env.GIFDROP_REALWORLD_FIXTURES ?? path.join(repoRoot, '..', 'shared', 'realworld-fixtures'),
);
