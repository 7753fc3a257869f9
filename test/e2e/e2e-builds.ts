import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type BuildOptions, buildExtension, outputDir } from '../harness/build-extension.ts';
import { repoRoot } from '../harness/paths.ts';
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

/** What a build is made of: a change to any of these builds it again. */
const BUILD_INPUTS = [
  'src',
  'entrypoints',
  'public',
  'build',
  'wxt.config.ts',
  'package-lock.json',
  'tsconfig.json',
];

/** A key over the build's inputs (every file's path and bytes) and its options. */
async function inputsKey(options: BuildOptions): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(options));
  for (const input of BUILD_INPUTS) {
    const full = path.join(repoRoot, input);
    const files = input.includes('.')
      ? [input]
      : (await readdir(full, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)))
          .sort();
    for (const file of files) hash.update(file).update(await readFile(path.join(repoRoot, file)));
  }
  // WXT reads .env files too.
  for (const name of (await readdir(repoRoot)).filter((entry) => entry.startsWith('.env')).sort())
    hash.update(name).update(await readFile(path.join(repoRoot, name)));
  return hash.digest('hex');
}

/**
 * `wxt build`, unless this variant was last built from the same inputs and its output is still
 * there: one spec run again after a test change starts in seconds. The key is kept beside the
 * output in .cache (not in it: the store checks read every file of the output).
 */
async function buildOnce(options: BuildOptions): Promise<void> {
  const outDir = outputDir(options.mode, options.browser);
  const keyFile = path.join(repoRoot, '.cache', 'e2e-builds', `${path.basename(outDir)}.key`);
  const key = await inputsKey(options);
  const kept = existsSync(keyFile) ? await readFile(keyFile, 'utf8') : '';
  if (kept === key && existsSync(path.join(outDir, 'manifest.json'))) return;
  await rm(keyFile, { force: true });
  await buildExtension(options);
  await mkdir(path.dirname(keyFile), { recursive: true });
  await writeFile(keyFile, key);
}

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
 * Builds the four variants that are not built from the current inputs yet, one after another
 * (two wxt builds at once gain nothing on two cores). `npm test` calls it first; Vitest's build
 * checks, web-ext lint and Playwright's global setup then find every variant built.
 */
export async function buildE2eExtensions(): Promise<E2eBuilds> {
  const mode = e2eBuildMode();
  const service = { ...PLACEHOLDER, apiKey: keysFromEnv()[DEVELOPMENT_KEY_KIND] };
  await buildOnce({ mode, service, quiet: true });
  await buildOnce({ mode, browser: 'firefox', service, quiet: true });
  await buildOnce({ mode: 'production', quiet: true });
  await buildOnce({ mode: 'production', browser: 'firefox', quiet: true });
  return e2eBuildDirs(mode);
}

/**
 * A copy of the test build at `templateDir` that talks to the service at `service`, in
 * `<templateDir>-w<index>` (`-<run>-w<index>` when `GIFDROP_E2E_RUN` names the run: the two
 * browsers' runs of `npm test` go side by side, each with its own copies). Fails when the
 * placeholder is not in the build, so a change in how the addresses reach the bundle cannot leave
 * a worker talking to nothing.
 */
export async function forService(
  templateDir: string,
  index: number,
  service: { baseUrl: string; uploadUrl: string },
): Promise<string> {
  const run = process.env.GIFDROP_E2E_RUN;
  const dir = `${templateDir}${run ? `-${run}` : ''}-w${index}`;
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
