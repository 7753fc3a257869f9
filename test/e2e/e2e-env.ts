/**
 * What global-setup.ts hands to the test workers. Playwright starts workers after global setup,
 * and they inherit its environment, so variables are the documented way to pass values along.
 */
export interface E2eEnv {
  /** The test build: talks to the reference service started by global setup, with its key. */
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

const NAMES: Record<keyof E2eEnv, string> = {
  extensionDir: 'GIFDROP_E2E_EXTENSION_DIR',
  firefoxExtensionDir: 'GIFDROP_E2E_FIREFOX_EXTENSION_DIR',
  productionExtensionDir: 'GIFDROP_E2E_PRODUCTION_EXTENSION_DIR',
  firefoxProductionExtensionDir: 'GIFDROP_E2E_FIREFOX_PRODUCTION_EXTENSION_DIR',
  chromiumPath: 'GIFDROP_E2E_CHROMIUM',
  baseUrl: 'GIFDROP_E2E_BASE_URL',
  uploadUrl: 'GIFDROP_E2E_UPLOAD_URL',
  analyticsUrl: 'GIFDROP_E2E_ANALYTICS_URL',
  controlUrl: 'GIFDROP_E2E_CONTROL_URL',
  demoUrl: 'GIFDROP_E2E_DEMO_URL',
  apiKey: 'GIFDROP_E2E_API_KEY',
  composersUrl: 'GIFDROP_E2E_COMPOSERS_URL',
  composersOtherOriginUrl: 'GIFDROP_E2E_COMPOSERS_OTHER_ORIGIN_URL',
};

export function writeE2eEnv(values: E2eEnv): void {
  for (const [key, name] of Object.entries(NAMES)) process.env[name] = values[key as keyof E2eEnv];
}

export function readE2eEnv(): E2eEnv {
  const entries = Object.entries(NAMES).map(([key, name]) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run the e2e tests through playwright.config.ts`);
    return [key, value];
  });
  return Object.fromEntries(entries) as E2eEnv;
}
