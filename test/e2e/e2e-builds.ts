import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildExtension, outputDir } from '../harness/build-extension.ts';
import { DEVELOPMENT_KEY_KIND } from '../service/index.ts';
import { keysFromEnv } from '../service/keys.ts';

/**
 * The four builds the e2e tests load, each built once per run: the test builds (Chromium MV3,
 * Firefox MV2) and the production builds. The test builds talk to a reference service whose
 * ports are known only once it listens, and each worker has a service of its own: they are built
 * against placeholder addresses, and each worker loads a copy with its service's addresses
 * written in (`forService`), which costs milliseconds where a build costs seconds.
 */
export interface E2eBuilds {
  extensionDir: string;
  firefoxExtensionDir: string;
  productionExtensionDir: string;
  firefoxProductionExtensionDir: string;
}

/** Set by `npm test` once it has made the builds, so Playwright's global setup reuses them. */
export const PREBUILT_VARIABLE = 'GIFDROP_E2E_PREBUILT';

/** Addresses no service listens on; only ever seen in the template builds. */
const PLACEHOLDER = { baseUrl: 'http://127.0.0.1:65531', uploadUrl: 'http://127.0.0.1:65532' };

/** `test`, or another name (`GIFDROP_E2E_BUILD_MODE`) so two e2e runs in one checkout keep apart. */
export function e2eBuildMode(): string {
  return process.env.GIFDROP_E2E_BUILD_MODE ?? 'test';
}

export function e2eBuildDirs(mode = e2eBuildMode()): E2eBuilds {
  return {
    extensionDir: outputDir(mode, 'chrome'),
    firefoxExtensionDir: outputDir(mode, 'firefox'),
    productionExtensionDir: outputDir('production', 'chrome'),
    firefoxProductionExtensionDir: outputDir('production', 'firefox'),
  };
}

/**
 * Builds the four variants, one after another (two wxt builds at once gain nothing on two cores).
 * `skipFirefoxProduction`: that one is already built (`npm test` builds it for web-ext lint).
 */
export async function buildE2eExtensions(
  options: { skipFirefoxProduction?: boolean } = {},
): Promise<E2eBuilds> {
  const mode = e2eBuildMode();
  const service = { ...PLACEHOLDER, apiKey: keysFromEnv()[DEVELOPMENT_KEY_KIND] };
  await buildExtension({ mode, service, quiet: true });
  await buildExtension({ mode, browser: 'firefox', service, quiet: true });
  await buildExtension({ mode: 'production', quiet: true });
  if (!options.skipFirefoxProduction)
    await buildExtension({ mode: 'production', browser: 'firefox', quiet: true });
  return e2eBuildDirs(mode);
}

/**
 * A copy of the test build at `templateDir` that talks to the service at `service`, in
 * `<templateDir>-w<index>`. Fails when the placeholder is not in the build, so a change in how
 * the addresses reach the bundle cannot leave a worker talking to nothing.
 */
export async function forService(
  templateDir: string,
  index: number,
  service: { baseUrl: string; uploadUrl: string },
): Promise<string> {
  const dir = `${templateDir}-w${index}`;
  await rm(dir, { recursive: true, force: true });
  await cp(templateDir, dir, { recursive: true });
  let replaced = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|html|json)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    if (!text.includes(PLACEHOLDER.baseUrl) && !text.includes(PLACEHOLDER.uploadUrl)) continue;
    replaced += 1;
    await writeFile(
      file,
      text
        .replaceAll(PLACEHOLDER.baseUrl, service.baseUrl.replace(/\/+$/, ''))
        .replaceAll(PLACEHOLDER.uploadUrl, service.uploadUrl.replace(/\/+$/, '')),
    );
  }
  if (replaced === 0) throw new Error(`${templateDir} holds no placeholder service address to replace`);
  return dir;
}
