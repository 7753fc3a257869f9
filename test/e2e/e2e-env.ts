/**
 * What global-setup.ts hands to the test workers. Playwright starts workers after global setup,
 * and they inherit its environment, so variables are the documented way to pass values along.
 * Each worker has a reference service of its own (and a test build talking to it), so the values
 * are kept per worker slot: Playwright's `TEST_PARALLEL_INDEX`, which a worker started again
 * after a failure keeps.
 */
export interface E2eEnv {
  /** The test build: talks to this worker's reference service, with its key. */
  extensionDir: string;
  /** The test build for Firefox (MV2), talking to the same service. */
  firefoxExtensionDir: string;
  /** The production build: the production service and no key. */
  productionExtensionDir: string;
  /** The production build for Firefox (MV2), as `npm run build` makes it. */
  firefoxProductionExtensionDir: string;
  chromiumPath: string;
  baseUrl: string;
  uploadUrl: string;
  /** The reference service's analytics origin (tracking URLs), apart from the API like the real one. */
  analyticsUrl: string;
  controlUrl: string;
  demoUrl: string;
  apiKey: string;
  /** The composer bench (test/composers): one page per field kind, real editor libraries. */
  composersUrl: string;
  /** The same pages from another origin, for cross-origin frames. */
  composersOtherOriginUrl: string;
}

const PREFIX = 'GIFDROP_E2E_ENV_';

/** The worker slot this process runs in; 0 outside a worker (global setup itself). */
export function workerSlot(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.TEST_PARALLEL_INDEX ?? 0);
}

export function writeE2eEnv(slot: number, values: E2eEnv): void {
  process.env[`${PREFIX}${slot}`] = JSON.stringify(values);
}

export function readE2eEnv(): E2eEnv {
  const name = `${PREFIX}${workerSlot()}`;
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e tests through playwright.config.ts`);
  return JSON.parse(value) as E2eEnv;
}
