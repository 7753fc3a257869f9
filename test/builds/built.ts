import { type E2eBuilds, e2eBuildDirs } from '../e2e/e2e-builds.ts';
import { DEVELOPMENT_KEY_KIND } from '../service/index.ts';
import { keysFromEnv } from '../service/keys.ts';

/** The builds the e2e tests load (made by this project's global setup) and the key they carry. */
export function builtForTests(): E2eBuilds & { apiKey: string } {
  return { ...e2eBuildDirs(), apiKey: keysFromEnv()[DEVELOPMENT_KEY_KIND] };
}
